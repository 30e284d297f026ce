// Chain switching between Devnet and Devnet L2 from the header's network control; "Failed to switch networks"
// (spec §8) when the wallet refuses, and the connection stays on its chain. On a trade form the form's own picker is
// the page's one network control (issue 34), and it moves the wallet too.
import { expect, test } from './harness/fixtures.ts';
import { startHeadlessWallet } from './harness/walletConnectWallet.ts';

test('should switch the injected wallet to Devnet L2 and back', async ({ page, injectedWallet }) => {
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: /Devnet Wallet/ })
    .click();
  const network = page.getByRole('banner').getByLabel('Wallet network');
  await expect(network).toHaveValue('31337');
  await network.selectOption({ label: 'Devnet L2' });
  await expect(network).toHaveValue('31338');
  expect(injectedWallet.chainId()).toBe(31338);
  await network.selectOption({ label: 'Devnet' });
  await expect(network).toHaveValue('31337');
  expect(injectedWallet.chainId()).toBe(31337);

  await page.getByRole('banner').getByRole('link', { name: 'Trade' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
  await expect(network).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Network' }).selectOption({ label: 'Devnet L2' });
  await expect.poll(() => injectedWallet.chainId()).toBe(31338);
});

test('should say "Failed to switch networks" when the wallet has not approved the chain', async ({
  stack,
  page,
  manifest,
}) => {
  const wallet = await startHeadlessWallet({
    relayUrl: stack.relayUrl,
    manifest,
    mnemonic: 'test test test test test test test test test test test junk',
    addressIndex: 3,
    chainIds: [31337],
  });
  try {
    await page.goto('/explore');
    await page.getByRole('button', { name: 'Connect wallet' }).click();
    await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'WalletConnect' }).click();
    const link = page.getByRole('dialog', { name: 'Scan with your wallet' }).getByLabel('Pairing link');
    await expect(link).toHaveValue(/^wc:/, { timeout: 15_000 });
    await wallet.pair(await link.inputValue());
    await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible({ timeout: 15_000 });

    const network = page.getByRole('banner').getByLabel('Wallet network');
    await network.selectOption({ label: 'Devnet L2' });
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to switch networks' })).toBeVisible();
    await expect(network).toHaveValue('31337');
    await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible();
  } finally {
    await wallet.close();
  }
});
