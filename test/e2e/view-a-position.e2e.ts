// spec §3 position pages (issue 13): value, amounts, fees, range and pool share of a v2, v3 or v4 position, read from
// the chain; the chain as judge of the amounts and fees shown.
import { createPublicClient, encodeFunctionData, http, maxUint128, parseAbi } from 'viem';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { formatTokenAmount } from '../../src/lib/numberFormat.ts';
import { connectDevnetWallet, expect, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';
import { rpc } from './harness/rpc.ts';

const npmAbi = parseAbi([
  'struct CollectParams { uint256 tokenId; address recipient; uint128 amount0Max; uint128 amount1Max; }',
  'struct DecreaseLiquidityParams { uint256 tokenId; uint128 liquidity; uint256 amount0Min; uint256 amount1Min; uint256 deadline; }',
  'function positions(uint256 tokenId) view returns (uint96, address, address token0, address token1, uint24, int24, int24, uint128 liquidity, uint256, uint256, uint128, uint128)',
  'function decreaseLiquidity(DecreaseLiquidityParams params) payable returns (uint256 amount0, uint256 amount1)',
  'function collect(CollectParams params) payable returns (uint256 amount0, uint256 amount1)',
]);
const erc20 = parseAbi(['function decimals() view returns (uint8)', 'function symbol() view returns (string)']);

test('should open a v3 position from the list and show the amounts a full withdrawal returns and the fees collect pays', async ({
  page,
  manifest,
}) => {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
  await page.goto('/positions');
  await connectDevnetWallet(page, lp);
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v3');
  const first = page.getByRole('list', { name: 'Positions' }).getByRole('link').filter({ hasText: 'Devnet ·' }).first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  await first.click();
  await expect(page).toHaveURL(/\/positions\/v3\/devnet\/\d+$/);
  const tokenId = BigInt(page.url().split('/').pop()!);

  const [, , token0, token1, , , , liquidity] = await client.readContract({
    address: chain.contracts.NonfungiblePositionManager,
    abi: npmAbi,
    functionName: 'positions',
    args: [tokenId],
  });
  const [decimals0, decimals1, symbol0, symbol1] = await Promise.all([
    client.readContract({ address: token0, abi: erc20, functionName: 'decimals' }),
    client.readContract({ address: token1, abi: erc20, functionName: 'decimals' }),
    client.readContract({ address: token0, abi: erc20, functionName: 'symbol' }),
    client.readContract({ address: token1, abi: erc20, functionName: 'symbol' }),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${symbol0}/${symbol1}`);
  const { result: withdrawn } = await client.simulateContract({
    account: lp.address,
    address: chain.contracts.NonfungiblePositionManager,
    abi: npmAbi,
    functionName: 'decreaseLiquidity',
    args: [{ tokenId, liquidity, amount0Min: 0n, amount1Min: 0n, deadline: 2n ** 40n }],
  });
  const value = page.getByRole('group', { name: 'Value' });
  await expect(value).toContainText(formatTokenAmount(withdrawn[0], decimals0, 'en-US'));
  await expect(value).toContainText(formatTokenAmount(withdrawn[1], decimals1, 'en-US'));
  await expect(value).toContainText('Pool share');

  const { result: fees } = await client.simulateContract({
    account: lp.address,
    address: chain.contracts.NonfungiblePositionManager,
    abi: npmAbi,
    functionName: 'collect',
    args: [{ tokenId, recipient: lp.address, amount0Max: maxUint128, amount1Max: maxUint128 }],
  });
  const earned = page.getByRole('group', { name: 'Fees earned' });
  await expect(earned).toContainText(formatTokenAmount(fees[0], decimals0, 'en-US'));
  await expect(earned).toContainText(formatTokenAmount(fees[1], decimals1, 'en-US'));

  // the range reads either way round
  const range = page.getByRole('group', { name: 'Price range' });
  await expect(range).toContainText(`${symbol1} per ${symbol0}`);
  await range.getByRole('button', { name: `Show prices in ${symbol0}` }).click();
  await expect(range).toContainText(`${symbol0} per ${symbol1}`);
  await expect(range.getByRole('button', { name: `Show prices in ${symbol1}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  // the pool's liquidity by price from the indexer's ticks, drawn around the range
  await expect(
    range.getByRole('img', {
      name: `The ${symbol0}/${symbol1} pool's liquidity by price, with this position's range shaded`,
    }),
  ).toHaveAttribute('data-bars', '60');

  // the owner collects (from the node, as another app would): the page reads no fees left
  await rpc(chain.rpcUrl, 'eth_sendTransaction', [
    {
      from: lp.address,
      to: chain.contracts.NonfungiblePositionManager,
      data: encodeFunctionData({
        abi: npmAbi,
        functionName: 'collect',
        args: [{ tokenId, recipient: lp.address, amount0Max: maxUint128, amount1Max: maxUint128 }],
      }),
    },
  ]);
  await page.reload();
  await expect(page.getByRole('group', { name: 'Fees earned' }).getByText(/^0( · .*)?$/)).toHaveCount(2);
});

test('should show a v4 position and a v2 pair share by their links, and say when a position does not exist', async ({
  page,
  manifest,
}) => {
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
  await page.goto('/positions');
  await connectDevnetWallet(page, lp);
  const links = page.getByRole('list', { name: 'Positions' }).getByRole('link');
  await expect(links.first()).toBeVisible({ timeout: 15_000 });

  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v4');
  await links.first().click();
  await expect(page).toHaveURL(/\/positions\/v4\/devnet(-l2)?\/\d+$/);
  await expect(page.getByRole('group', { name: 'Fees earned' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Price range' })).toContainText('Current price');
  await expect(
    page.getByRole('group', { name: 'Price range' }).getByRole('img', { name: /liquidity by price/ }),
  ).toBeVisible();

  await page.getByRole('link', { name: 'Your positions' }).click();
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v2');
  await links.first().click();
  await expect(page).toHaveURL(/\/positions\/v2\/devnet(-l2)?\/0x[0-9a-fA-F]{40}$/);
  await expect(page.getByRole('group', { name: 'Price range' })).toContainText('Full range');
  await expect(page.getByRole('group', { name: 'Fees earned' })).toContainText('part of the amounts above');
  await expect(page.getByRole('group', { name: 'Value' })).toContainText(/Pool share\s*\d/);

  await page.goto('/positions/v3/devnet/999999999');
  await expect(page.getByRole('heading', { level: 1, name: 'Position not found' })).toBeVisible({ timeout: 15_000 });
  await page.goto('/positions/v4/devnet/not-a-number');
  await expect(page.getByRole('heading', { level: 1, name: 'Position not found' })).toBeVisible();
});

test.describe('on a 360x740 phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('should show a position page without scrolling sideways', async ({ page, manifest }) => {
    const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
    await page.goto('/positions');
    await connectDevnetWallet(page, lp);
    await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v3');
    await page.getByRole('list', { name: 'Positions' }).getByRole('link').first().click({ timeout: 15_000 });
    await expect(page.getByRole('group', { name: 'Price range' })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
});
