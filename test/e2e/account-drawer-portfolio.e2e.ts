// The account drawer (issue 4): a person connects the devnet wallet, opens the drawer and sees what the chain says
// they own, valued from pool prices, in the currency they choose.
import { type Address, createPublicClient, erc20Abi, formatUnits, http } from 'viem';
import type { ChainDeployment } from '../../contract/deployment.ts';
import { expect, expectConnected, test, waitForPersistedQuery, waitForServiceWorker } from './harness/fixtures.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const SANDBOX_EUR_PER_USD = 0.92;

const usd = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 2 }).format(value);
const eur = (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 }).format(value);

async function stablecoinBalance(chain: ChainDeployment, owner: Address, symbol: string): Promise<number> {
  const token = chain.tokens.find((t) => t.symbol === symbol)!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const raw = await client.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  });
  return Number(formatUnits(raw, token.decimals));
}

test('should show balances on both chains valued in USD, then in euros when the currency changes in the drawer', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const l1 = manifest.chains['31337']!;
  const l2 = manifest.chains['31338']!;
  const usdcL1 = await stablecoinBalance(l1, injectedWallet.address, 'USDC');
  const usdcL2 = await stablecoinBalance(l2, injectedWallet.address, 'USDC');

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  const tokens = drawer.getByRole('list', { name: 'Tokens' });
  const row = (symbol: string, chain: string) =>
    tokens.getByRole('listitem').filter({ hasText: new RegExp(`^${symbol} ${chain}(?! L2)`) });

  // USDC is a stablecoin: its value is its balance, in USD, on each chain
  await expect(row('USDC', 'Devnet')).toContainText(usd(usdcL1), { timeout: 15_000 });
  await expect(row('USDC', 'Devnet L2')).toContainText(usd(usdcL2));
  await expect(row('ETH', 'Devnet')).toContainText('$');
  await expect(drawer.getByLabel('Total value')).toHaveText(/^\$[\d,]+\.\d{2}$/);

  const menuOpened = page.waitForRequest(
    (r) => r.url().endsWith('/api/analytics') && (r.postData() ?? '').includes('"portfolio_menu_opened"'),
  );
  await drawer.getByRole('button', { name: 'Settings' }).click();
  expect((await menuOpened).postData()).toContain('"name":"settings"');
  await drawer.getByRole('button', { name: /Local currency/ }).click();
  await drawer.getByRole('button', { name: /^EUR/ }).click();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(drawer.getByRole('button', { name: /Local currency/ })).toContainText('EUR');
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();

  await expect(row('USDC', 'Devnet')).toContainText(eur(usdcL1 * SANDBOX_EUR_PER_USD));
  await expect(row('USDC', 'Devnet L2')).toContainText(eur(usdcL2 * SANDBOX_EUR_PER_USD));
  await expect(drawer.getByLabel('Total value')).toHaveText(/^€[\d,]+\.\d{2}$/);
});

test('should hide a balance under 1 USD until the person shows small balances, and always show it in testnet mode', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const chain = manifest.chains['31337']!;
  const dai = chain.tokens.find((t) => t.symbol === 'DAI')!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const held = await client.readContract({
    address: dai.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [injectedWallet.address],
  });
  // keep half a DAI: worth $0.50 at the stablecoin's $1
  const keep = 10n ** BigInt(dai.decimals) / 2n;
  const { createWalletClient } = await import('viem');
  const wallet = createWalletClient({ account: injectedWallet.address, transport: http(chain.rpcUrl) });
  const hash = await wallet.writeContract({
    chain: null,
    address: dai.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: ['0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', held - keep],
  });
  await expect.poll(() => client.getTransactionReceipt({ hash }).catch(() => null)).not.toBeNull();

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
  const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
  const tokens = drawer.getByRole('list', { name: 'Tokens' });
  const daiRow = tokens.getByRole('listitem').filter({ hasText: new RegExp(`^${dai.symbol} Devnet(?! L2)`) });
  await expect(
    tokens
      .getByRole('listitem')
      .filter({ hasText: /^USDC Devnet/ })
      .first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(daiRow).toHaveCount(0);

  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('button', { name: 'Portfolio balance' }).click();
  const hideSmall = drawer.getByRole('switch', { name: 'Hide small balances' });
  await expect(hideSmall).toBeChecked();
  await hideSmall.click();
  await expect(hideSmall).not.toBeChecked();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(daiRow).toContainText('$0.50');

  // hide again, then testnet mode: the toggle is disabled and off, and the small balance shows
  await drawer.getByRole('button', { name: 'Settings' }).click();
  await drawer.getByRole('button', { name: 'Portfolio balance' }).click();
  await hideSmall.click();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await drawer.getByRole('switch', { name: 'Testnet mode' }).click();
  await drawer.getByRole('button', { name: 'Portfolio balance' }).click();
  await expect(hideSmall).toBeDisabled();
  await expect(hideSmall).not.toBeChecked();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await drawer.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(daiRow).toContainText('$0.50');
});

test.describe('with the service worker', () => {
  // the run blocks service workers (playwright.config.ts); this journey reopens the app through it
  test.use({ serviceWorkers: 'allow' });
  test('should show the last balances from the stored portfolio when the app reopens offline', async ({
    page,
    context,
    manifest,
    injectedWallet,
  }) => {
    const usdcL1 = await stablecoinBalance(manifest.chains['31337']!, injectedWallet.address, 'USDC');
    await page.goto('/swap');
    await waitForServiceWorker(page);
    await expectConnected(page, injectedWallet);
    await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
    const drawer = page.getByRole('dialog', { name: '0xf39F…2266' });
    const usdcRow = drawer
      .getByRole('list', { name: 'Tokens' })
      .getByRole('listitem')
      .filter({ hasText: /^USDC Devnet(?! L2)/ });
    await expect(usdcRow).toContainText(usd(usdcL1), { timeout: 15_000 });
    await waitForPersistedQuery(page, ['portfolio', injectedWallet.address.toLowerCase()]);
    // the price the USDC row shows: one cached entry per token, whichever screen fetched it
    const usdc = manifest.chains['31337']!.tokens.find((t) => t.symbol === 'USDC')!;
    await waitForPersistedQuery(page, ['data', 'usdPrice', `31337-${usdc.address.toLowerCase()}`]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: "You're offline" })).toBeVisible();
    const account = page.getByRole('button', { name: `Account ${injectedWallet.address}` });
    // the recent wallet reconnects by itself (spec §2 eager reconnect)
    await account.click();
    await expect(usdcRow).toContainText(usd(usdcL1));
    await context.setOffline(false);
  });
});

test('should follow the chain when a new block changes a balance while the drawer is open', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const chain = manifest.chains['31337']!;
  const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!;
  const before = await stablecoinBalance(chain, injectedWallet.address, 'USDC');
  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
  const usdcRow = page
    .getByRole('dialog', { name: '0xf39F…2266' })
    .getByRole('list', { name: 'Tokens' })
    .getByRole('listitem')
    .filter({ hasText: /^USDC Devnet(?! L2)/ });
  await expect(usdcRow).toContainText(usd(before), { timeout: 15_000 });

  // another wallet of the same person sends 1,000 USDC away: a new block, no reload
  const { createWalletClient } = await import('viem');
  const wallet = createWalletClient({ account: injectedWallet.address, transport: http(chain.rpcUrl) });
  await wallet.writeContract({
    chain: null,
    address: usdc.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: ['0xa0Ee7A142d267C1f36714E4a8F75612F20a79720', 1000n * 10n ** BigInt(usdc.decimals)],
  });
  await expect(usdcRow).toContainText(usd(before - 1000), { timeout: 10_000 });
});
