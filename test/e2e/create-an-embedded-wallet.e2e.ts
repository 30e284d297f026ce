// spec §2 onboarding, §5 passwords and phrases, §8 Wrong password: create a wallet in the app, confirm its phrase, turn
// notifications on in the onboarding's permission step (the settings' toggles show it), lock it, fail to unlock it with
// a wrong password, unlock it; nothing secret is stored or sent in the clear.
import type { Page } from '@playwright/test';
import { mnemonicToAccount } from 'viem/accounts';
import { bytesToHex } from 'viem';
import { openUnlockDialog } from './harness/embeddedWallet.ts';
import { expect, test } from './harness/fixtures.ts';
import { expectNoSecretsLeaked, recordOutgoing } from './harness/secretScan.ts';

const PASSWORD = 'correct horse battery staple';

async function pickWords(page: Page, words: string[], wrong: boolean) {
  const dialog = page.getByRole('dialog', { name: 'Create a wallet' });
  for (let i = 0; i < 3; i++) {
    const prompt = await dialog.getByText(/^Select word #\d+$/).textContent();
    const position = Number(prompt!.replace(/\D/g, '')) - 1;
    const word = wrong ? words.find((w) => w !== words[position])! : words[position]!;
    await dialog.getByRole('group').getByRole('button', { name: word, exact: true }).first().click();
  }
}

test('should create a wallet, confirm its phrase, allow notifications, lock, refuse a wrong password and unlock', async ({
  page,
}) => {
  // each unlock or seal derives a key with 600,000 PBKDF2 rounds: slow on a busy machine
  test.setTimeout(90_000);
  const recorder = recordOutgoing(page);
  // journeys start with notifications decided (playwright.config.ts): this one is a browser that has not been asked
  await page.context().clearPermissions();
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'Create a wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create a wallet' });

  // spec §5: too weak is refused, the confirmation must match
  await dialog.getByLabel('Password', { exact: true }).fill('password');
  await expect(dialog.getByRole('status')).toHaveText('Strength: weak');
  await dialog.getByLabel('Confirm password').fill('password');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This password is too weak');
  // a submitted password does not stay in the form
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
  await expect(dialog.getByLabel('Confirm password')).toHaveValue('');
  // issue 16: twenty characters that zxcvbn scores under 3 are still too weak
  await dialog.getByLabel('Password', { exact: true }).fill('qwertyuiop1234567890');
  await expect(dialog.getByRole('status')).toHaveText('Strength: weak');
  await dialog.getByLabel('Confirm password').fill('qwertyuiop1234567890');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('This password is too weak');
  // issue 35: four words of repeats are as weak as the repeats (a passphrase is judged by its entropy)
  await dialog.getByLabel('Password', { exact: true }).fill('aaaa bbbb cccc dddd');
  await expect(dialog.getByRole('status')).toHaveText('Strength: weak');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await expect(dialog.getByRole('status')).toHaveText('Strength: strong');
  await dialog.getByLabel('Confirm password').fill(`${PASSWORD}!`);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Passwords do not match');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();

  // the phrase is shown once, then confirmed by picking its words
  const phraseList = dialog.getByRole('list', { name: 'Recovery phrase' });
  await expect(phraseList.getByRole('listitem')).toHaveCount(12);
  const words = (await phraseList.locator('li span').allTextContents()).map((w) => w.trim());
  expect(words).toHaveLength(12);
  await dialog.getByRole('button', { name: 'I wrote it down' }).click();
  await pickWords(page, words, true);
  await expect(dialog.getByRole('alert')).toHaveText('Wrong recovery phrase');
  await pickWords(page, words, false);
  // spec §2 onboarding: the notifications permission, explained, then the browser's prompt (the person allows it)
  const notificationsStep = page.getByRole('dialog', { name: 'Turn on notifications' });
  await expect(notificationsStep.getByRole('button', { name: 'Not now' })).toBeVisible({ timeout: 15_000 });
  await page.context().grantPermissions(['notifications']);
  await notificationsStep.getByRole('button', { name: 'Enable' }).click();
  // spec §2 onboarding: the username choice is optional
  const usernameStep = page.getByRole('dialog', { name: 'Choose a username' });
  await expect(usernameStep.getByRole('textbox', { name: 'Username' })).toBeVisible({ timeout: 15_000 });
  await usernameStep.getByRole('button', { name: 'Skip' }).click();

  const account = mnemonicToAccount(words.join(' '));
  const accountButton = page.getByRole('button', { name: `Account ${account.address}` });
  await expect(accountButton).toBeVisible({ timeout: 15_000 });

  // the choice is the settings' own: both notification toggles on
  await accountButton.click();
  const drawer = page.getByRole('dialog', { name: /^0x/ });
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await expect(drawer.getByRole('switch', { name: 'Wallet activity' })).toBeChecked();
  await expect(drawer.getByRole('switch', { name: 'Updates' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  // lock from the wallet's panel: the account stays in the header, locked (issue 32)
  await page.getByRole('button', { name: 'Manage wallet' }).click();
  await page.getByRole('dialog', { name: 'Sluice wallet' }).getByRole('button', { name: 'Lock' }).click();
  await expect(accountButton).toHaveAccessibleDescription('Locked');

  // spec §8: Wrong password, then the right one
  const unlock = await openUnlockDialog(page);
  await unlock.getByLabel('Password').fill('not my password at all');
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlock.getByRole('alert')).toHaveText('Wrong password', { timeout: 15_000 });
  await unlock.getByLabel('Password').fill(PASSWORD);
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(accountButton).not.toHaveAccessibleDescription('Locked', { timeout: 15_000 });

  // spec §8: Too many attempts; the lockout outlives a reload
  await unlock.getByRole('button', { name: 'Lock' }).click();
  await openUnlockDialog(page);
  for (let attempt = 1; attempt <= 5; attempt++) {
    await unlock.getByLabel('Password').fill(`guess number ${attempt}`);
    await unlock.getByRole('button', { name: 'Unlock' }).click();
    await expect(unlock.getByRole('button', { name: 'Unlock' })).toBeEnabled({ timeout: 15_000 });
    await expect(unlock.getByRole('alert')).toHaveText(
      attempt < 5 ? 'Wrong password' : 'Too many attempts. Try again in 1 min.',
    );
  }
  await page.reload();
  await openUnlockDialog(page);
  await unlock.getByLabel('Password').fill(PASSWORD);
  await unlock.getByRole('button', { name: 'Unlock' }).click();
  await expect(unlock.getByRole('alert')).toHaveText('Too many attempts. Try again in 1 min.');
  await expect(accountButton).toHaveAccessibleDescription('Locked');

  const privateKey = bytesToHex(account.getHdKey().privateKey!);
  await expectNoSecretsLeaked(page, recorder, [words.join(' '), privateKey]);
});
