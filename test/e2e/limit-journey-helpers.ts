// What the limit journeys do as a person would on /limit: choose the tokens, type the amount, pick a quick price and
// an expiry, review and place the order.
import type { Page } from '@playwright/test';
import { parseUnits } from 'viem';
import { expect } from './harness/fixtures.ts';

export async function placeLimitOrder(
  page: Page,
  order: { sell: string; buy: string; amount: string; quick: string; expiry: string; buyDecimals: number },
): Promise<{ atLeast: bigint }> {
  await pickLimitToken(page, 'Sell token', order.sell);
  await pickLimitToken(page, 'Buy token', order.buy);
  await page.getByRole('textbox', { name: 'Sell amount' }).fill(order.amount);
  await expect(page.getByRole('textbox', { name: /^Limit price/ })).not.toHaveValue('', { timeout: 15_000 });
  await page.getByRole('group', { name: 'Quick prices' }).getByRole('button', { name: order.quick }).click();
  await page.getByRole('radio', { name: order.expiry }).click();
  await page.getByRole('button', { name: 'Review limit order' }).click();
  const review = page.getByRole('dialog', { name: 'Review limit order' });
  const atLeastText = (await review.locator('dt:has-text("You receive at least") + dd').innerText()).split(' ')[0]!;
  await review.getByRole('button', { name: /place order$/i }).click();
  await expect(review.getByRole('status')).toHaveText('Limit order placed', { timeout: 20_000 });
  await review.getByRole('button', { name: 'Close' }).click();
  await expect(review).toBeHidden();
  return { atLeast: parseUnits(atLeastText, order.buyDecimals) };
}

/** Picks one side's token through the token selector by typing its symbol, as a person does. */
export async function pickLimitToken(page: Page, side: 'Sell token' | 'Buy token', symbol: string) {
  await page.getByRole('button', { name: new RegExp(`^${side}: `) }).click();
  const selector = page.getByRole('dialog', { name: 'Select a token' });
  await selector.getByRole('searchbox', { name: 'Search name, symbol or address' }).fill(symbol);
  await selector
    .getByRole('list', { name: 'Tokens' })
    .getByRole('button', { name: new RegExp(`^${symbol}\\b`) })
    .click();
  await expect(selector).toBeHidden();
  await expect(page.getByRole('button', { name: `${side}: ${symbol}` })).toBeVisible();
}

/** The panel's row of the order selling `amount` of `symbol`. */
export const orderRow = (page: Page, amount: string, symbol: string) =>
  page
    .getByRole('region', { name: 'Your limit orders' })
    .getByRole('listitem', { name: new RegExp(`^Limit order: sell ${amount} ${symbol} for `) });
