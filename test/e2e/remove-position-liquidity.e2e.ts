// Remove liquidity from a position page (issue 13): a share of a v3 position as WETH, all of a v4 position; the chain
// as judge of the liquidity left and the tokens that arrived.
import { createPublicClient, erc20Abi, http, parseAbi } from 'viem';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { formatTokenAmount } from '../../src/lib/numberFormat.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const npmAbi = parseAbi([
  'function positions(uint256 tokenId) view returns (uint96, address, address token0, address token1, uint24, int24, int24, uint128 liquidity, uint256, uint256, uint128, uint128)',
]);
const posmAbi = parseAbi(['function getPositionLiquidity(uint256 tokenId) view returns (uint128 liquidity)']);

test('should remove half of a v3 position as WETH and USDC, the amounts shown arriving and half the liquidity left', async ({
  page,
  manifest,
}) => {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
  await page.goto('/swap');
  await expectConnected(page, lp);
  await page.goto('/positions');
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v3');
  await page
    .getByRole('link', { name: 'Open WETH/USDC v3 position' })
    .filter({ hasText: 'Devnet ·' })
    .first()
    .click({ timeout: 15_000 });
  const tokenId = BigInt(page.url().split('/').pop()!);
  const liquidity = async () =>
    (
      await client.readContract({
        address: chain.contracts.NonfungiblePositionManager,
        abi: npmAbi,
        functionName: 'positions',
        args: [tokenId],
      })
    )[7];
  const before = await liquidity();
  const token = (symbol: string) => chain.tokens.find((t) => t.symbol === symbol)!;
  const balance = (symbol: string) =>
    client.readContract({
      address: token(symbol).address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [lp.address],
    });
  const [wethBefore, usdcBefore] = [await balance('WETH'), await balance('USDC')];

  await page.getByRole('group', { name: 'Value' }).getByRole('button', { name: 'Remove liquidity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove liquidity' });
  await dialog.getByRole('radio', { name: '50%' }).check();
  await dialog.getByRole('checkbox', { name: 'Receive ETH instead of WETH' }).uncheck();
  const receive = dialog.getByRole('list', { name: 'You receive' });
  const shownWeth = await receive.getByRole('listitem').filter({ hasText: 'WETH' }).locator('strong').textContent();
  const shownUsdc = await receive.getByRole('listitem').filter({ hasText: 'USDC' }).locator('strong').textContent();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Liquidity removed', { timeout: 15_000 });

  expect(await liquidity()).toBe(before - (before * 50n) / 100n);
  expect(formatTokenAmount((await balance('WETH')) - wethBefore, token('WETH').decimals, 'en-US')).toBe(shownWeth);
  expect(formatTokenAmount((await balance('USDC')) - usdcBefore, token('USDC').decimals, 'en-US')).toBe(shownUsdc);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('group', { name: 'Fees earned' }).getByText(/^0( · .*)?$/)).toHaveCount(2);
});

test('should remove all of a v4 position, which then reads as closed', async ({ page, manifest }) => {
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
  await page.goto('/swap');
  await expectConnected(page, lp);
  await page.goto('/positions');
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v4');
  await page
    .getByRole('list', { name: 'Positions' })
    .getByRole('link')
    .filter({ hasText: 'Devnet ·' })
    .first()
    .click({ timeout: 15_000 });
  const tokenId = BigInt(page.url().split('/').pop()!);
  await page.getByRole('button', { name: 'Remove liquidity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove liquidity' });
  await dialog.getByRole('radio', { name: '100%' }).check();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Liquidity removed', { timeout: 15_000 });
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  expect(
    await client.readContract({
      address: chain.contracts.PositionManager,
      abi: posmAbi,
      functionName: 'getPositionLiquidity',
      args: [tokenId],
    }),
  ).toBe(0n);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove liquidity' })).toHaveCount(0);
});

test('should remove all of a v2 LP balance with one permit signature and one transaction', async ({
  page,
  manifest,
}) => {
  const chain = manifest.chains['31337']!;
  const client = createPublicClient({ transport: http(chain.rpcUrl) });
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
  await page.goto('/swap');
  await expectConnected(page, lp);
  await page.goto('/positions');
  await page.getByRole('combobox', { name: 'Protocol version' }).selectOption('v2');
  await page
    .getByRole('list', { name: 'Positions' })
    .getByRole('link')
    .filter({ hasText: 'Devnet ·' })
    .first()
    .click({ timeout: 15_000 });
  const pair = page.url().split('/').pop()! as `0x${string}`;
  const lpBalance = () =>
    client.readContract({ address: pair, abi: erc20Abi, functionName: 'balanceOf', args: [lp.address] });
  expect(await lpBalance()).toBeGreaterThan(0n);

  await page.getByRole('button', { name: 'Remove liquidity' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove liquidity' });
  await dialog.getByRole('radio', { name: '100%' }).check();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText('Liquidity removed', { timeout: 15_000 });
  expect(await lpBalance()).toBe(0n);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByText('Closed', { exact: true })).toBeVisible();
});
