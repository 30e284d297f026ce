// Issue 29: Sluice as the wallet an app connects to over WalletConnect. A headless app (a real sign-client on the local
// relay) shows its pairing link; the person pastes it into Sluice's "Connect an app", reads who asks, for which
// networks and with which permissions, and approves or rejects; the app hears the answer over the relay. Links that
// are not v2 pairing links, and an app requiring a network Sluice lacks, get the spec's words (§8 "Connections").
import type { Page } from '@playwright/test';
import { importTestMnemonic, testAccount } from './harness/embeddedWallet.ts';
import { expect, test } from './harness/fixtures.ts';
import { startHeadlessDapp } from './harness/walletConnectDapp.ts';

/** Imports the embedded wallet and opens "Connect an app" from the account drawer (at a phone's width). */
async function openConnectApp(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/swap');
  await importTestMnemonic(page);
  const accountButton = page.getByRole('button', { name: `Account ${testAccount.address}` });
  await expect(accountButton).toBeVisible({ timeout: 15_000 });
  await accountButton.click();
  await page.getByRole('dialog', { name: '0xf39F…2266' }).getByRole('button', { name: 'Connect an app' }).click();
  return page.getByRole('dialog', { name: 'Connect an app' });
}

test('should connect an app from its WalletConnect link, sharing the account on the networks asked for', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const dapp = await startHeadlessDapp({
    relayUrl: stack.relayUrl,
    requiredChains: ['eip155:31337'],
    optionalChains: ['eip155:31338', 'eip155:1'],
  });
  try {
    const dialog = await openConnectApp(page);
    const link = dialog.getByRole('textbox', { name: 'WalletConnect link' });

    // what is not a v2 pairing link is refused at once, and the text stays to be corrected
    await link.fill('wc:8a5e5bdc-a0e4-4702-ba63-8f1a5655744f@1?bridge=https%3A%2F%2Fbridge.walletconnect.org&key=41');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      "WalletConnect v1 connections aren't supported. Ask the app for a WalletConnect v2 link.",
    );
    await link.fill('https://dapp.example/connect');
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid QR code');
    await expect(link).toHaveValue('https://dapp.example/connect');

    await link.fill(dapp.uri);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    const request = dialog.getByRole('region', { name: 'Connection request' });
    await expect(request.getByRole('heading', { name: 'Headless Dapp' })).toBeVisible({ timeout: 15_000 });
    await expect(request).toContainText('https://dapp.example');
    // the networks Sluice has among those asked for (not Ethereum mainnet), and what the app may and may not do
    await expect(request.getByRole('list', { name: 'Networks' }).getByRole('listitem')).toHaveText([
      'Devnet',
      'Devnet L2',
    ]);
    await expect(request.getByRole('list', { name: 'Permissions' }).getByRole('listitem')).toHaveText([
      'View your balance and activity',
      'Request approval for transactions',
      "Can't move funds without your permission",
    ]);
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Connected to Headless Dapp', { timeout: 15_000 });

    // the app holds the session: the account on both devnet chains
    const session = await dapp.approval;
    expect(session.namespaces.eip155!.accounts.sort()).toEqual(
      [`eip155:31337:${testAccount.address}`, `eip155:31338:${testAccount.address}`].sort(),
    );
  } finally {
    await dapp.close();
  }
});

test('should tell the app "User rejected" when the person rejects, and refuse an app requiring an unsupported network', async ({
  page,
  stack,
}) => {
  test.setTimeout(60_000);
  const declined = await startHeadlessDapp({ relayUrl: stack.relayUrl, name: 'Declined Dapp' });
  // an app for Ethereum mainnet only (sign-client 2.21 sends an app's required chains as optional ones)
  const mainnet = await startHeadlessDapp({
    relayUrl: stack.relayUrl,
    optionalChains: ['eip155:1'],
    name: 'Mainnet Dapp',
  });
  try {
    const dialog = await openConnectApp(page);
    await dialog.getByRole('textbox', { name: 'WalletConnect link' }).fill(declined.uri);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByRole('heading', { name: 'Declined Dapp' })).toBeVisible({ timeout: 15_000 });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Connection rejected');
    await expect(declined.approval).rejects.toMatchObject({ code: 5000 });
    await dialog.getByRole('button', { name: 'Done' }).click();

    await page.getByRole('dialog', { name: '0xf39F…2266' }).getByRole('button', { name: 'Connect an app' }).click();
    await dialog.getByRole('textbox', { name: 'WalletConnect link' }).fill(mainnet.uri);
    await dialog.getByRole('button', { name: 'Connect' }).click();
    await expect(dialog.getByRole('alert')).toHaveText("This app needs a network Sluice doesn't support (eip155:1)", {
      timeout: 15_000,
    });
    await expect(mainnet.approval).rejects.toMatchObject({ code: 5100 });
  } finally {
    await Promise.all([declined.close(), mainnet.close()]);
  }
});
