// The embedded wallet's management panel: several accounts from one phrase, nicknames, switching the account in use,
// the phrase and a private key through warning, view and confirm steps, and removing the wallet from the device.
import { bytesToHex } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { expect, test } from './harness/fixtures.ts';
import { PASSWORD, TEST_MNEMONIC, importTestMnemonic, openUnlockDialog } from './harness/embeddedWallet.ts';
import { expectNoSecretsLeaked, recordOutgoing } from './harness/secretScan.ts';

test('should add, rename and switch accounts, reveal the phrase and a key, and remove the wallet', async ({ page }) => {
  // each unlock or seal derives a key with 600,000 PBKDF2 rounds: slow on a busy machine
  test.setTimeout(60_000);
  const recorder = recordOutgoing(page);
  const first = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 0 });
  const second = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 1 });
  await page.goto('/swap');
  await importTestMnemonic(page);
  await expect(page.getByRole('button', { name: `Account ${first.address}` })).toBeVisible({ timeout: 15_000 });

  await page.getByRole('button', { name: 'Manage wallet' }).click();
  const panel = page.getByRole('dialog', { name: 'Sluice wallet' });
  const accounts = panel.getByRole('list', { name: 'Accounts' });
  await expect(accounts.getByRole('listitem')).toHaveCount(1);
  await panel.getByRole('button', { name: 'Add account' }).click();
  await expect(accounts.getByRole('listitem')).toHaveCount(2);
  await expect(accounts.getByRole('listitem').nth(1)).toContainText('Account 2');
  await expect(accounts.getByRole('listitem').nth(1)).toContainText('0x7099…79C8');

  await panel.getByRole('button', { name: 'Rename Account 2' }).click();
  await accounts.getByLabel('Nickname').fill('Savings');
  await panel.getByRole('button', { name: 'Save' }).click();
  await expect(accounts.getByRole('listitem').nth(1)).toContainText('Savings');
  await panel.getByRole('button', { name: 'Use Savings' }).click();
  await expect(page.getByRole('button', { name: `Account ${second.address}` })).toBeVisible();

  // the phrase: warning with the password (a wrong one refused), the phrase, then the confirmation
  await panel.getByRole('button', { name: 'Show recovery phrase' }).click();
  await expect(panel.getByRole('note')).toContainText('Never share your recovery phrase');
  await panel.getByLabel('Password').fill('wrong password here');
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Wrong password', { timeout: 15_000 });
  await panel.getByLabel('Password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(panel.getByLabel('Recovery phrase')).toHaveText(TEST_MNEMONIC, { timeout: 15_000 });
  await panel.getByRole('button', { name: 'I saved it' }).click();
  await expect(panel.getByText(TEST_MNEMONIC)).toBeHidden();
  await panel.getByRole('button', { name: 'Done' }).click();

  // the private key of the account in use
  await panel.getByRole('button', { name: 'Show private key' }).click();
  await panel.getByLabel('Password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Show' }).click();
  const secondKey = bytesToHex(second.getHdKey().privateKey!);
  await expect(panel.getByLabel('Private key')).toHaveText(secondKey, { timeout: 15_000 });
  await panel.getByRole('button', { name: 'I saved it' }).click();
  await panel.getByRole('button', { name: 'Done' }).click();

  // shown on screen, never stored or sent
  await expectNoSecretsLeaked(page, recorder, [TEST_MNEMONIC, secondKey, bytesToHex(first.getHdKey().privateKey!)]);

  // remove: the wallet leaves the device, and a new one can be created
  await panel.getByRole('button', { name: 'Remove wallet' }).click();
  await page.getByRole('alertdialog', { name: 'Remove wallet' }).getByRole('button', { name: 'Remove it' }).click();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'Create a wallet' }),
  ).toBeVisible();
});

test('should count wrong passwords in the reveal flow toward the wallet’s one lockout', async ({ page }) => {
  // five reveals and an unlock, each 600,000 PBKDF2 rounds
  test.setTimeout(90_000);
  const first = mnemonicToAccount(TEST_MNEMONIC, { addressIndex: 0 });
  await page.goto('/swap');
  await importTestMnemonic(page);
  await expect(page.getByRole('button', { name: `Account ${first.address}` })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Manage wallet' }).click();
  const panel = page.getByRole('dialog', { name: 'Sluice wallet' });
  await panel.getByRole('button', { name: 'Show recovery phrase' }).click();
  for (let attempt = 1; attempt <= 5; attempt++) {
    await panel.getByLabel('Password').fill(`guess number ${attempt}`);
    await panel.getByRole('button', { name: 'Show' }).click();
    await expect(panel.getByRole('button', { name: 'Show' })).toBeEnabled({ timeout: 15_000 });
    await expect(panel.getByRole('alert')).toHaveText(
      attempt < 5 ? 'Wrong password' : 'Too many attempts. Try again in 1 min.',
    );
    // the typed password left the form with the attempt
    await expect(panel.getByLabel('Password')).toHaveValue('');
  }
  // the right password is not even tried while locked out, here or at unlock
  await panel.getByLabel('Password').fill(PASSWORD);
  await panel.getByRole('button', { name: 'Show' }).click();
  await expect(panel.getByRole('alert')).toHaveText('Too many attempts. Try again in 1 min.');
  await expect(panel.getByLabel('Recovery phrase', { exact: true })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Back', exact: true }).click();
  await panel.getByRole('button', { name: 'Lock' }).click();
  const unlock = await openUnlockDialog(page);
  await unlock.getByLabel('Password').fill(PASSWORD);
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlock.getByRole('alert')).toHaveText('Too many attempts. Try again in 1 min.');
});
