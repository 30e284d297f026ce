// A limit order filled when the market crosses it (issue 14, spec §2, §5): the trader sells USDC for WETH 1% above the
// market, approves Permit2 and signs the order; another trader's trade moves the WETH/USDC pair past the limit; the devnet's
// filler fills the order through the UniswapX reactor; the limits panel says Filled and the WETH arrived on chain.
import { encodeFunctionData, parseAbi, parseEther, parseUnits } from 'viem';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';
import { pickLimitToken } from './limit-journey-helpers.ts';
import { devnetChain } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

/** Devnet account 1: the other trader. */
const OTHER_TRADER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

test('should place a USDC → WETH limit order above market, see it filled once the market crosses, and receive at least the limit', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  test.setTimeout(120_000);
  const { chain, token, balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const weth = chain.contracts.WETH9;
  const usdc = token('USDC').address.toLowerCase();
  const pairPool = chain.pools.find(
    (p) =>
      p.version === 'v2' &&
      [p.token0.toLowerCase(), p.token1.toLowerCase()].includes(usdc) &&
      [p.token0.toLowerCase(), p.token1.toLowerCase()].includes(weth.toLowerCase()),
  );
  if (pairPool?.version !== 'v2') throw new Error('no WETH/USDC v2 pair on the devnet');

  await page.goto('/limit');
  await expectConnected(page, injectedWallet);
  await expect(page.getByRole('heading', { name: 'Limit order', level: 1 })).toBeVisible();
  await pickLimitToken(page, 'Sell token', 'USDC');
  await expect(page.getByRole('button', { name: 'Buy token: WETH' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Sell amount' }).fill('100');
  const price = page.getByRole('textbox', { name: /^Limit price/ });
  await expect(price).not.toHaveValue('', { timeout: 15_000 });
  const marketPrice = Number(await price.inputValue());
  await page.getByRole('group', { name: 'Quick prices' }).getByRole('button', { name: '+1%' }).click();
  expect(Number(await price.inputValue())).toBeCloseTo(marketPrice * 1.01, 6);
  await page.getByRole('radio', { name: '1 day' }).click();

  await page.getByRole('button', { name: 'Review limit order' }).click();
  const review = page.getByRole('dialog', { name: 'Review limit order' });
  const atLeastText = (await review.locator('dt:has-text("You receive at least") + dd').innerText()).split(' ')[0]!;
  const atLeast = parseUnits(atLeastText, 18);
  await review.getByRole('button', { name: /place order$/i }).click();
  await expect(review.getByRole('status')).toHaveText('Limit order placed', { timeout: 20_000 });
  await review.getByRole('button', { name: 'Close' }).click();

  const panel = page.getByRole('region', { name: 'Your limit orders' });
  const row = panel.getByRole('listitem').first();
  await expect(row).toContainText('Open', { timeout: 10_000 });
  const wethBefore = await balance('WETH', me);

  // the other trader sells 200 ETH for USDC through the v2 router: USDC now buys well over 1% more WETH in the pair
  const routerAbi = parseAbi([
    'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
  ]);
  await rpc(chain.rpcUrl, 'anvil_setBalance', [OTHER_TRADER, `0x${parseEther('1000').toString(16)}`]);
  await rpc(chain.rpcUrl, 'eth_sendTransaction', [
    {
      from: OTHER_TRADER,
      to: chain.contracts.UniswapV2Router02,
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'swapExactETHForTokens',
        args: [0n, [weth, token('USDC').address], OTHER_TRADER, 2n ** 32n],
      }),
      value: `0x${parseEther('200').toString(16)}`,
    },
  ]);
  await rpc(chain.rpcUrl, 'evm_mine', []);

  await expect(row).toContainText('Filled', { timeout: 60_000 });
  expect((await balance('WETH', me)) - wethBefore).toBeGreaterThanOrEqual(atLeast);
});
