// spec §2 "Wallet connection modal" with an EIP-6963 wallet: Detected and Recent badges, eager reconnect, disconnect.
import { connectDevnetWallet, expect, test } from './harness/fixtures.ts';

test('should connect the detected wallet, reconnect it on reload, and stay disconnected after Disconnect', async ({
  page,
  injectedWallet,
}) => {
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  const wallet = dialog.getByRole('list', { name: 'Wallets' }).getByRole('button', { name: /Devnet Wallet/ });
  await expect(wallet).toContainText('Detected');
  await wallet.click();

  const account = page.getByRole('button', { name: `Account ${injectedWallet.address}` });
  await expect(account).toHaveText('0xf39F…2266');
  await expect(dialog).toBeHidden();

  // the wallet already trusts the app: a reload reconnects without asking
  await page.reload();
  await expect(account).toBeVisible();

  // the account drawer: balances on both chains, valued from the pools
  await account.click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  const tokens = drawer.getByRole('list', { name: 'Tokens' });
  await expect(
    tokens
      .getByRole('listitem')
      .filter({ hasText: /^ETH\s*Devnet\b/ })
      .first(),
  ).toContainText('100');
  await expect(tokens.getByRole('listitem').filter({ hasText: 'Devnet L2' }).first()).toBeVisible();
  await expect(drawer.getByLabel('Total value')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await drawer.getByRole('button', { name: 'Disconnect' }).click();
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();

  // after a disconnect the app waits to be asked again, and shows the wallet as the recent one
  await page.reload();
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(wallet).toContainText('Recent');
  await expect(account).toBeHidden();
});

test('should not reconnect on load when eagerlyConnect=false', async ({ page, injectedWallet }) => {
  await page.goto('/swap');
  await connectDevnetWallet(page, injectedWallet);
  await page.goto('/swap?eagerlyConnect=false');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
});
