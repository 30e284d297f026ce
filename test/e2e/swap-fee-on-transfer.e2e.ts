// The fee-on-transfer token (issue: swap): RFX takes 1% on every transfer; the quote accounts for it, so what arrives
// is still at least the minimum received.
import { parseEther } from 'viem';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import {
  amountOf,
  devnetChain,
  pickToken,
  quotedAmount,
  readActivity,
  reviewFigure,
  settledActivity,
} from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should buy the fee-on-transfer token RFX with ETH and receive at least the minimum after its fee', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const rfxBefore = await balance('RFX', me);

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await pickToken(page, 'buy', 'RFX');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.5');
  const quoted = await quotedAmount(page, 'Amount to buy');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  const minimum = amountOf(await reviewFigure(review, 'Minimum received'));
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Swapped 0.5 ETH for RFX' })).toBeVisible({
    timeout: 15_000,
  });

  const received = Number((await balance('RFX', me)) - rfxBefore) / 1e18;
  expect(received).toBeGreaterThanOrEqual(minimum * 0.9999);
  expect(received).toBeLessThanOrEqual(quoted * 1.0001);
  const row = await settledActivity(page, 'swap');
  expect(row).toMatchObject({
    input: { symbol: 'ETH', amount: parseEther('0.5').toString() },
    output: { symbol: 'RFX' },
  });
});

test('should sell the fee-on-transfer token RFX for ETH, its fee taken on the pull, at least the minimum arriving', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { token, balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const [rfxBefore, ethBefore] = [await balance('RFX', me), await balance('ETH', me)];

  await page.goto(`/swap?inputCurrency=${token('RFX').address}&outputCurrency=ETH`);
  await expectConnected(page, injectedWallet);
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1000');
  const quoted = await quotedAmount(page, 'Amount to buy');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  const minimum = amountOf(await reviewFigure(review, 'Minimum received'));
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Swapped 1,000 RFX for ETH' })).toBeVisible({
    timeout: 20_000,
  });

  expect(rfxBefore - (await balance('RFX', me))).toBe(parseEther('1000'));
  const row = await settledActivity(page, 'swap');
  // ETH in, plus what the approval and the swap cost in gas (their receipts, kept on the activity rows)
  const costs = (await readActivity(page)).reduce((sum, r) => sum + BigInt(r.networkCostWei ?? '0'), 0n);
  const received = Number((await balance('ETH', me)) - ethBefore + costs) / 1e18;
  expect(received).toBeGreaterThanOrEqual(minimum * 0.9999);
  expect(received).toBeLessThanOrEqual(quoted * 1.0001);
  expect(row).toMatchObject({
    input: { symbol: 'RFX', amount: parseEther('1000').toString() },
    output: { symbol: 'ETH' },
  });
});
