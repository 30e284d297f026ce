// The swap journey (issue: swap): a person connects the devnet wallet, sells ETH for USDC, and the chain shows it.
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

test('should swap 1 ETH for USDC through the UniversalRouter and receive at least the minimum', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const me = injectedWallet.address;
  const [ethBefore, usdcBefore] = [await balance('ETH', me), await balance('USDC', me)];

  await page.goto('/swap');
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
  await expectConnected(page, injectedWallet);

  await expect(page.getByRole('button', { name: 'Token to sell: ETH' })).toBeVisible();
  // the token button wears its network's badge (issue 34)
  await expect(page.getByRole('button', { name: 'Token to sell: ETH' }).getByRole('img', { name: 'Devnet' })).toBeVisible();
  await pickToken(page, 'buy', 'USDC');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  const quoted = await quotedAmount(page, 'Amount to buy');
  // the rate line opens the trade's details in the spec's order (issue 34)
  const rate = page.getByRole('button', { name: /^1 ETH = [\d.,]+ USDC$/ });
  await rate.click();
  await expect(rate).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator(`[id="${await rate.getAttribute('aria-controls')}"] dt`)).toHaveText([
    'Network cost',
    'Price impact',
    'Max slippage',
    'Route',
  ]);
  await expect(page).toHaveURL(/inputCurrency=ETH.*outputCurrency=0x[0-9a-f]{40}.*value=1.*field=INPUT/);

  await page.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review swap' });
  const minimum = amountOf(await reviewFigure(review, 'Minimum received'));
  expect(minimum).toBeLessThanOrEqual(quoted);
  await review.getByRole('button', { name: 'Confirm swap' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Swapped 1 ETH for USDC' })).toBeVisible({ timeout: 15_000 });

  const received = Number((await balance('USDC', me)) - usdcBefore) / 1e6;
  expect(received).toBeGreaterThanOrEqual(minimum * 0.9999);
  expect(received).toBeCloseTo(quoted, 0);
  const spent = ethBefore - (await balance('ETH', me));
  expect(spent).toBeGreaterThan(parseEther('1'));
  expect(spent).toBeLessThan(parseEther('1.01'));

  const row = await settledActivity(page, 'swap');
  expect(row).toMatchObject({
    account: me.toLowerCase(),
    input: { symbol: 'ETH', amount: parseEther('1').toString() },
  });
  expect(row.output?.symbol).toBe('USDC');
});

test('should ask for a wallet before offering to swap or place a limit order, each button opening the wallet dialog', async ({ page }) => {
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Connect a wallet to swap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  // the limit form's main button connects the same way (issue 34)
  await page.goto('/limit');
  await page.getByRole('button', { name: 'Connect a wallet to place a limit order' }).click();
  await expect(dialog).toBeVisible();
});
