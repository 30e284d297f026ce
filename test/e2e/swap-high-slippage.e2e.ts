// Very high slippage (issue: swap, spec §5, §9): a custom 25% warns in the settings and on the review, and the trade
// still receives at least its (much lower) minimum.
import { parseEther } from 'viem';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import {
  amountOf,
  devnetChain,
  pickToken,
  quotedAmount,
  reviewFigure,
  settledActivity,
} from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

test('should warn of very high slippage above 20% and keep the trade within its minimum', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const daiBefore = await balance('DAI', me);

  await page.goto('/swap');
  await expectConnected(page, injectedWallet);
  await page.getByRole('button', { name: 'Swap settings' }).click();
  const settings = page.getByRole('region', { name: 'Swap settings' });
  await settings.getByRole('textbox', { name: 'Custom slippage' }).fill('25');
  await expect(settings.getByRole('alert')).toContainText('Very high slippage');

  await pickToken(page, 'buy', 'DAI');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('0.2');
  const quoted = await quotedAmount(page, 'Amount to buy');
  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  await expect(review.getByRole('list', { name: 'Warnings' })).toContainText(
    'Very high slippage (25%): you may receive far less than quoted.',
  );
  const minimum = amountOf(await reviewFigure(review, 'Minimum received'));
  expect(minimum).toBeCloseTo(quoted * 0.75, 0);
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Swapped 0.2 ETH for DAI' })).toBeVisible({
    timeout: 15_000,
  });

  const received = Number((await balance('DAI', me)) - daiBefore) / 1e18;
  expect(received).toBeGreaterThanOrEqual(minimum);
  expect(received).toBeCloseTo(quoted, 0);
  const row = await settledActivity(page, 'swap');
  expect(row.input).toMatchObject({ symbol: 'ETH', amount: parseEther('0.2').toString() });

  // the setting is kept
  await page.reload();
  await page.getByRole('button', { name: 'Swap settings' }).click();
  await expect(page.getByRole('textbox', { name: 'Custom slippage' })).toHaveValue('25');
});
