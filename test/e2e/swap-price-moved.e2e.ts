// A quote that moved beyond the tolerance (issue: swap, spec §4): another trader moves the pool between review and
// confirm; the app re-quotes before anything is signed, asks again with the new price, and only then swaps.
import { encodeFunctionData, parseAbi, parseEther } from 'viem';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { rpc } from './harness/rpc.ts';
import { amountOf, devnetChain, pickToken, reviewFigure, settledActivity } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

/** Devnet account 1: the other trader. */
const OTHER_TRADER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

test('should ask again with the new price instead of submitting when the quote moved beyond the slippage', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { chain, token, balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const weth = chain.contracts.WETH9;
  const uni = token('UNI').address.toLowerCase();
  const pairPool = chain.pools.find(
    (p) => p.version === 'v2' && [p.token0.toLowerCase(), p.token1.toLowerCase()].includes(uni),
  );
  if (pairPool?.version !== 'v2') throw new Error('no UNI/WETH v2 pair on the devnet');
  const pair = pairPool.address;

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: 'Swap settings' }).click();
  await page.getByRole('textbox', { name: 'Custom slippage' }).fill('0.1');
  // the routing preference: v2 pools only, so the route is the one pair the other trader moves
  await page.getByRole('checkbox', { name: 'v3 pools' }).uncheck();
  await page.getByRole('checkbox', { name: 'v4 pools' }).uncheck();
  await page.getByRole('button', { name: 'Swap settings' }).click();
  await pickToken(page, 'buy', 'UNI');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.5');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  const firstMinimum = amountOf(await reviewFigure(review, 'Minimum received'));
  // the review has planned and simulated the swap at the price it showed before the market moves
  await expect(review.getByRole('button', { name: 'Confirm swap' })).toBeEnabled();

  // the other trader sells WETH into the UNI pair: UNI per ETH falls well past 0.1%
  const send = (to: string, data: `0x${string}`, value = 0n) =>
    rpc(chain.rpcUrl, 'eth_sendTransaction', [{ from: OTHER_TRADER, to, data, value: `0x${value.toString(16)}` }]);
  const wethAbi = parseAbi([
    'function deposit() payable',
    'function transfer(address to, uint256 amount) returns (bool)',
  ]);
  await send(weth, encodeFunctionData({ abi: wethAbi, functionName: 'deposit' }), parseEther('20'));
  await send(weth, encodeFunctionData({ abi: wethAbi, functionName: 'transfer', args: [pair, parseEther('20')] }));
  await send(pair, encodeFunctionData({ abi: parseAbi(['function sync()']), functionName: 'sync' }));

  const uniBefore = await balance('UNI', me);
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(review.getByRole('status')).toContainText('The price moved beyond your slippage. Review the new quote.');
  expect(await balance('UNI', me)).toBe(uniBefore);

  await review.getByRole('button', { name: 'Accept', exact: true }).click();
  const newMinimum = amountOf(await reviewFigure(review, 'Minimum received'));
  expect(await reviewFigure(review, 'Route')).toBe('100% ETH → WETH → UNI (v2 0.3%)');
  expect(newMinimum).toBeLessThan(firstMinimum);
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Swapped 0.5 ETH for UNI' })).toBeVisible({
    timeout: 15_000,
  });
  const received = Number((await balance('UNI', me)) - uniBefore) / 1e18;
  expect(received).toBeGreaterThanOrEqual(newMinimum * 0.9999);
  expect((await settledActivity(page, 'swap')).output?.symbol).toBe('UNI');
});
