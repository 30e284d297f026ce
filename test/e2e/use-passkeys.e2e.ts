// Issue 32 passkeys, on `localhost` (WebAuthn refuses 127.0.0.1) with Chromium's virtual authenticators (CDP WebAuthn,
// PRF on): create an account with a passkey, lock it, sign a swap after unlocking with the passkey alone, back its
// phrase up to the cloud under a backup password from the drawer's backup card, restore it on a "new device" (the
// site's storage cleared, the authenticator kept as a synced passkey would be), where the passkey that signed in then
// unlocks the restored wallet alone, and delete the backup; then add
// a second passkey on a second authenticator and delete one through the speed bump, the list showing provider and
// date, the passkey service holding what the list shows.
import type { CDPSession, Page } from '@playwright/test';
import { createPublicClient, erc20Abi, getAddress, http, parseEther, type Address } from 'viem';
import { expect, test } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';
import { pickToken, quotedAmount } from './swap-journey-helpers.ts';

const PASSWORD = 'correct horse battery staple';

/**
 * An authenticator with user verification and PRF, answering without a person: the platform's own (`internal`), or a
 * security key (`usb`; Chromium allows one internal authenticator).
 */
async function addAuthenticator(cdp: CDPSession, transport: 'internal' | 'usb' = 'internal'): Promise<string> {
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport,
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
      hasPrf: true,
    },
  });
  return authenticatorId;
}

/** Creates an account with a passkey from the connect modal; returns its address. */
async function createAccountWithPasskey(page: Page): Promise<Address> {
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Create an account' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  // spec §2 onboarding: the username choice after the passkey is optional (claim-a-username.e2e.ts claims one)
  const skip = page.getByRole('dialog', { name: 'Choose a username' }).getByRole('button', { name: 'Skip' });
  await expect(skip).toBeVisible({ timeout: 30_000 });
  await skip.click();
  const account = page.getByRole('button', { name: /^Account 0x[0-9a-fA-F]{40}$/ });
  await expect(account).toBeVisible({ timeout: 30_000 });
  return getAddress((await account.getAttribute('aria-label'))!.replace('Account ', ''));
}

async function onLocalhost(page: Page, baseURL: string | undefined, path: string) {
  await page.goto(new URL(path, baseURL!.replace('127.0.0.1', 'localhost')).href);
}

test('should create an account with a passkey, lock it, sign a swap with the passkey alone, back it up, restore it on a new device and delete the backup', async ({
  page,
  baseURL,
  manifest,
}) => {
  // 600,000-round seals at creation and for each backup attempt; the rest is passkeys
  test.setTimeout(120_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const authenticatorId = await addAuthenticator(cdp);
  await onLocalhost(page, baseURL, '/swap');
  const address = await createAccountWithPasskey(page);
  // the authenticator holds the account's passkey, and the passkey service knows it for this address
  const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  const listed = await page.request.get(`/api/passkeys/authenticators?address=${address}`);
  expect((await listed.json()).authenticators).toHaveLength(1);

  // lock: the header keeps the account, locked
  const accountButton = page.getByRole('button', { name: `Account ${address}` });
  await page.getByRole('button', { name: 'Manage wallet' }).click();
  await page.getByRole('dialog', { name: 'Sluice wallet' }).getByRole('button', { name: 'Lock' }).click();
  await expect(accountButton).toHaveAccessibleDescription('Locked');

  // a swap asks to unlock in its review; the passkey alone opens the vault and the swap lands
  const chain = manifest.chains['31337']!;
  await rpc(chain.rpcUrl, 'anvil_setBalance', [address, `0x${parseEther('10').toString(16)}`]);
  const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  await pickToken(page, 'buy', 'USDC');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await quotedAmount(page, 'Amount to buy');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  const unlock = review.getByRole('region', { name: 'Unlock your wallet' });
  await unlock.getByRole('button', { name: 'Unlock with passkey' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Swapped 1 ETH for USDC' })).toBeVisible({ timeout: 30_000 });
  await expect(accountButton).not.toHaveAccessibleDescription('Locked');
  const usdcBalance = await client.readContract({
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [address],
  });
  expect(usdcBalance).toBeGreaterThan(0n);

  // the drawer's card asks for a backup while there is none and leads to the wallet settings' cloud backup, where a
  // backup password must match and not be too weak; a failing service says so
  await accountButton.click();
  const drawer = page.getByRole('dialog', { name: /^0x/ });
  const card = drawer.getByRole('region', { name: 'Back up your wallet' });
  await card.getByRole('button', { name: 'Back up', exact: true }).click();
  const backup = drawer.getByRole('region', { name: 'Cloud backup' });
  await expect(backup.getByRole('status').first()).toHaveText('Not backed up');
  await backup.getByRole('button', { name: 'Back up recovery phrase' }).click();
  const form = backup.getByRole('form', { name: 'Back up recovery phrase' });
  const backupPassword = form.getByLabel('Backup password', { exact: true });
  const confirmBackup = form.getByLabel('Confirm backup password');
  const submit = form.getByRole('button', { name: 'Back up' });
  await backupPassword.fill('password');
  await expect(form.getByText('Strength: weak')).toBeVisible();
  await confirmBackup.fill('password');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('This password is too weak');
  await backupPassword.fill('a different backup password');
  await confirmBackup.fill('a different backup passwort');
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Passwords do not match');
  await confirmBackup.fill('a different backup password');
  await page.route('**/api/backups/put', (route) => route.fulfill({ status: 503, json: { error: 'unavailable' } }));
  await submit.click();
  await expect(form.getByRole('alert')).toHaveText('Unable to backup recovery phrase', { timeout: 20_000 });
  await page.unroute('**/api/backups/put');
  await submit.click();
  await expect(backup.getByRole('status').first()).toHaveText(/^Backed up since /, { timeout: 20_000 });
  const stored = await page.request.get(`/api/backups/status?address=${address}`);
  expect((await stored.json()).backedUp).toBe(true);
  // back on the drawer's home the card is gone
  await drawer.getByRole('button', { name: 'Back', exact: true }).first().click();
  await expect(drawer.getByRole('button', { name: 'Settings' })).toBeVisible();
  await expect(card).toHaveCount(0);
  await page.keyboard.press('Escape');

  await test.step('restore on a new device, then delete the backup', async () => {
    // a new device: the site's cookies and storage gone, the platform authenticator's passkey kept
    await page.goto('about:blank');
    await page.context().clearCookies();
    const origin = new URL(baseURL!.replace('127.0.0.1', 'localhost')).origin;
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
    await onLocalhost(page, baseURL, '/swap');
    await page.getByRole('button', { name: 'Connect wallet' }).first().click();
    await page
      .getByRole('dialog', { name: 'Connect a wallet' })
      .getByRole('button', { name: 'Restore from cloud backup' })
      .click();
    const restore = page.getByRole('dialog', { name: 'Restore from cloud backup' });
    await restore.getByRole('button', { name: 'Sign in with passkey' }).click();
    await restore.getByRole('button', { name: new RegExp(`^Restore ${address}, backed up `) }).click();
    // a wrong backup password says so and loses nothing: the same backup, the new device password, another try
    const restoreForm = restore.getByRole('form', { name: 'Restore from cloud backup' });
    // at a phone's width the form and its buttons fit without scrolling sideways
    const wide = page.viewportSize()!;
    await page.setViewportSize({ width: 360, height: 740 });
    await expect(restoreForm.getByRole('button', { name: 'Restore' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.setViewportSize(wide);
    await restoreForm.getByLabel('Backup password').fill('not the backup password');
    await restoreForm.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await restoreForm.getByLabel('Confirm password').fill(PASSWORD);
    await restoreForm.getByRole('button', { name: 'Restore' }).click();
    await expect(restoreForm.getByRole('alert')).toHaveText('Wrong password', { timeout: 20_000 });
    await restoreForm.getByLabel('Backup password').fill('a different backup password');
    await restoreForm.getByRole('button', { name: 'Restore' }).click();
    // restored, the passkey that signed in is offered as this device's unlock: its PRF output seals the vault again
    await restore.getByRole('button', { name: 'Use passkey to unlock' }).click({ timeout: 30_000 });
    await expect(accountButton).toBeVisible({ timeout: 30_000 });
    await expect(accountButton).not.toHaveAccessibleDescription('Locked');
    // the new device unlocks with the passkey alone, without the password
    const walletDialog = page.getByRole('dialog', { name: 'Sluice wallet' });
    await page.getByRole('button', { name: 'Manage wallet' }).click();
    await walletDialog.getByRole('button', { name: 'Lock' }).click();
    await expect(accountButton).toHaveAccessibleDescription('Locked');
    await page.getByRole('button', { name: 'Manage wallet' }).click();
    await walletDialog.getByRole('button', { name: 'Unlock with passkey' }).click();
    await expect(accountButton).not.toHaveAccessibleDescription('Locked', { timeout: 15_000 });

    // delete the backup from the wallet settings (the unlocked wallet's dialog), confirmed first; a failing service
    // says so
    const settings = walletDialog.getByRole('region', { name: 'Cloud backup' });
    await expect(settings.getByRole('status').first()).toHaveText(/^Backed up since /);
    await settings.getByRole('button', { name: 'Delete backup' }).click();
    const confirmDelete = settings.getByRole('alertdialog', { name: 'Delete backup' });
    await page.route('**/api/backups/delete', (route) =>
      route.fulfill({ status: 503, json: { error: 'unavailable' } }),
    );
    await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirmDelete.getByRole('alert')).toHaveText('Unable to delete backup', { timeout: 20_000 });
    await page.unroute('**/api/backups/delete');
    await confirmDelete.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(settings.getByRole('status').first()).toHaveText('Not backed up', { timeout: 20_000 });
    const deleted = await page.request.get(`/api/backups/status?address=${address}`);
    expect((await deleted.json()).backedUp).toBe(false);
  });
});

test('should add a second passkey on another authenticator and delete one through the speed bump', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const first = await addAuthenticator(cdp);
  await onLocalhost(page, baseURL, '/swap');
  const address = await createAccountWithPasskey(page);
  // a second authenticator: the first already holds this wallet's passkey and is excluded from the new one
  const second = await addAuthenticator(cdp, 'usb');

  await page.getByRole('button', { name: `Account ${address}` }).click();
  const drawer = page.getByRole('dialog', { name: /^0x/ });
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('button', { name: 'Passkeys' }).click();
  const list = drawer.getByRole('list', { name: 'Passkeys' });
  // spec §3: an authenticator without a known provider is numbered; the date shows no year in the current one
  const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' }).format(new Date());
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText(['Passkey 1']);
  await expect(list.getByRole('listitem').first()).toContainText(`Created ${today}`);

  // add: verified with the first passkey, made on the second authenticator
  await drawer.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(list.getByRole('listitem')).toHaveCount(2, { timeout: 15_000 });
  await expect(list.getByRole('listitem').nth(1)).toContainText('Passkey 2');
  expect((await cdp.send('WebAuthn.getCredentials', { authenticatorId: second })).credentials).toHaveLength(1);

  // delete: verify, then the speed bump's delete stays disabled until acknowledged
  await list.getByRole('button', { name: 'Delete Passkey 1' }).click();
  const speedBump = drawer.getByRole('alertdialog', { name: 'Delete Passkey 1?' });
  const confirm = speedBump.getByRole('button', { name: 'Delete' });
  await expect(confirm).toBeDisabled();
  await speedBump.getByRole('checkbox').check();
  await confirm.click();
  await expect(list.getByRole('listitem')).toHaveCount(1, { timeout: 15_000 });
  const { authenticators } = await (await page.request.get(`/api/passkeys/authenticators?address=${address}`)).json();
  expect(authenticators).toHaveLength(1);
  const remaining = (await cdp.send('WebAuthn.getCredentials', { authenticatorId: second })).credentials[0]!;
  expect(authenticators[0].id).toBe(remaining.credentialId.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''));
  expect(first).not.toBe(second);

  // at a phone's width the list and its controls fit without scrolling sideways
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(list.getByRole('button', { name: 'Delete Passkey 1' })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
