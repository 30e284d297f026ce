// The embedded wallet as a journey meets it: the standard test phrase imported through the connect modal, sealed with
// a password in the vault worker (its first account is devnet account 0).
import type { Locator, Page } from '@playwright/test';
import { mnemonicToAccount } from 'viem/accounts';
import { expect } from './fixtures.ts';

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
export const PASSWORD = 'correct horse battery staple';
/** The test phrase's first account. */
export const testAccount = mnemonicToAccount(TEST_MNEMONIC);

/** Imports the test phrase from the header's Connect wallet (the caller waits for the account it expects). */
export async function importTestMnemonic(page: Page) {
  await page.getByRole('button', { name: 'Connect wallet' }).first().click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: 'Add an existing wallet' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Add an existing wallet' });
  await dialog.getByLabel('Recovery phrase').fill(TEST_MNEMONIC);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/**
 * Opens the unlock form of a locked wallet: a reopened or locked wallet keeps its account in the header, read-only
 * (issue 32), and its Manage wallet dialog asks for the password.
 */
export async function openUnlockDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Manage wallet' }).click();
  return page.getByRole('dialog', { name: 'Sluice wallet' });
}

/**
 * A locked wallet's review asks for the password in place once the person confirms (issue 32): types it and unlocks,
 * and the request goes on.
 */
export async function unlockInReview(review: Locator) {
  const unlock = review.getByRole('region', { name: 'Unlock your wallet' });
  await expect(unlock).toContainText('Your wallet is locked. Enter your password to continue.');
  await unlock.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await unlock.getByRole('button', { name: 'Unlock' }).click();
}
