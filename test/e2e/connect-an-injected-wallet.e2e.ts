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
  // each chain's ETH row shows an amount (import-an-embedded-wallet checks the figures against eth_getBalance)
  const amount = /\$[\d,]+\.\d{2}[\d,.]*\d/;
  await expect(tokens.getByRole('listitem').filter({ hasText: /^ETH\s*Devnet(?! L2)/ })).toContainText(amount);
  await expect(tokens.getByRole('listitem').filter({ hasText: /^ETH\s*Devnet L2/ })).toContainText(amount);
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

test('should show the failure modal when the wallet declines, and connect on Try again', async ({
  page,
  injectedWallet,
}) => {
  await page.goto('/swap');
  await page.evaluate(
    () => ((window as unknown as { __sluiceDevnetDeclineNext: boolean }).__sluiceDevnetDeclineNext = true),
  );
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Devnet Wallet/ })
    .click();
  const failure = page.getByRole('dialog', { name: 'Connection failed' });
  await expect(failure.getByRole('alert')).toContainText('You declined the connection in your wallet.');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('button', { name: `Account ${injectedWallet.address}` })).toBeVisible();
});

test('should reset to the wallet list when the failure modal is closed', async ({ page, injectedWallet }) => {
  await page.goto('/swap');
  await page.evaluate(
    () => ((window as unknown as { __sluiceDevnetDeclineNext: boolean }).__sluiceDevnetDeclineNext = true),
  );
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  const wallet = page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: /Devnet Wallet/ });
  await wallet.click();
  await page.getByRole('dialog', { name: 'Connection failed' }).getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('button', { name: `Account ${injectedWallet.address}` })).toBeHidden();
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await wallet.click();
  await expect(page.getByRole('button', { name: `Account ${injectedWallet.address}` })).toBeVisible();
});
