// issue 12 "Explore on a phone": the explore tables, a token's and a pool's details fit a phone's width; a person sorts
// the tokens with the phone's sort select, reads a token's row (name, price, 1D change) and taps it to its details.
// Their accessibility in both themes at phone width is the route sweep's (every-route-at-every-size.e2e.ts: axe scans
// the explore tabs, token details and pool details at 390 px once their rows have arrived).
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './harness/fixtures.ts';

const PHONES = [
  { width: 360, height: 740 },
  { width: 412, height: 915 },
];

/** The page is no wider than the screen: nothing is cut off at the right, no sideways scrolling. */
async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

/** USD prices in the given cells, as numbers ("$1,234.56" → 1234.56). */
async function prices(cells: Locator): Promise<number[]> {
  const texts = await cells.allInnerTexts();
  return texts.map((text) => Number(/\$([\d,.]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN));
}

for (const viewport of PHONES) {
  test.describe(`at ${viewport.width} x ${viewport.height}`, () => {
    test.use({ viewport, hasTouch: true });

    test('should fit the explore tabs, a token and a pool to the screen', async ({ page, manifest }) => {
      test.setTimeout(60_000);
      await page.goto('/explore/tokens/devnet');
      const tokens = page.getByRole('table', { name: 'Tokens' });
      await expect(tokens.getByRole('row', { name: /Wrapped Ether WETH/ })).toBeVisible();
      await expectNoHorizontalOverflow(page);

      await page.getByRole('tab', { name: 'Pools' }).click();
      const pools = page.getByRole('table', { name: 'Pools' });
      await expect(pools.getByRole('row', { name: /WETH\/USDC/ }).first()).toBeVisible();
      // The pools stay sortable on the phone: TVL and the day's volume are headers that fit.
      await expect(pools.getByRole('columnheader', { name: /^TVL/ })).toHaveAttribute('aria-sort', 'descending');
      await expectNoHorizontalOverflow(page);

      await page.getByRole('tab', { name: 'Transactions' }).click();
      const swap = page.getByRole('table', { name: 'Transactions' }).getByRole('row', { name: /Swap/ }).first();
      await expect(swap).toBeVisible();
      // A transaction wraps onto two lines: what was swapped and its dollar value are both on screen.
      await expect(swap).toContainText(/Swap \w+ for \w+/);
      await expect(swap).toContainText('$');
      await expectNoHorizontalOverflow(page);

      const chain = manifest.chains['31337']!;
      const wbtc = chain.tokens.find((t) => t.symbol === 'WBTC')!;
      await page.goto(`/explore/tokens/devnet/${wbtc.address}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Wrapped BTC WBTC' })).toBeVisible();
      await expect(page.getByTestId('price-chart').locator('canvas')).toBeVisible();
      await expect(page.getByText('Market cap')).toBeVisible();
      await expectNoHorizontalOverflow(page);
      // The chart's ranges are 44 px touch targets.
      const range = page.getByRole('group', { name: 'Chart range' }).getByRole('button', { name: '1W', exact: true });
      expect((await range.boundingBox())!.height).toBeGreaterThanOrEqual(44);

      const pool = chain.pools.find((p) => p.version === 'v3' && p.fee === 3000) as { address: string };
      await page.goto(`/explore/pools/devnet/${pool.address}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('img', { name: /price over the last week/ }).locator('canvas')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Add liquidity' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
    });

    test('should sort the tokens by price and open a token from its row', async ({ page }) => {
      await page.goto('/explore/tokens/devnet');
      const table = page.getByRole('table', { name: 'Tokens' });
      const weth = table.getByRole('row', { name: /Wrapped Ether WETH/ });
      await expect(weth).toBeVisible();
      // A token's row on the phone: its name, symbol, price and the day's change.
      await expect(weth).toContainText('Wrapped Ether');
      await expect(weth).toContainText('WETH');
      await expect(weth).toContainText(/\$[\d,.]+/);
      await expect(weth).toContainText(/%/);

      // Volume (the default order) is off the phone's columns; the sort select still reaches every order.
      const sortBy = page.getByRole('combobox', { name: 'Sort by' });
      await expect(sortBy).toHaveValue('volume:desc');
      await sortBy.selectOption({ label: 'Price, high to low' });
      const price = table.getByRole('columnheader', { name: /Price/ });
      await expect(price).toHaveAttribute('aria-sort', 'descending');
      const priceCells = table.getByRole('row').locator('[role="cell"]:nth-child(2)');
      await expect(priceCells.first()).toContainText('$');
      let listed = await prices(priceCells);
      expect(listed.length).toBeGreaterThan(3);
      expect(listed).toEqual([...listed].sort((a, b) => b - a));

      // The price header is a button that fits too: a tap reverses the order.
      await price.getByRole('button').tap();
      await expect(price).toHaveAttribute('aria-sort', 'ascending');
      await expect(sortBy).toHaveValue('price:asc');
      listed = await prices(priceCells);
      expect(listed).toEqual([...listed].sort((a, b) => a - b));

      // Back to the dearest first (WBTC leads it), then a tap on its row opens its details.
      await sortBy.selectOption({ label: 'Price, high to low' });
      await expect(price).toHaveAttribute('aria-sort', 'descending');
      const wbtc = table.getByRole('row', { name: /Wrapped BTC WBTC/ });
      await expect(wbtc).toContainText('WBTC');
      await wbtc.tap();
      await expect(page).toHaveURL(/\/explore\/tokens\/devnet\/0x[0-9a-fA-F]{40}$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Wrapped BTC WBTC' })).toBeVisible();
      await expect(page.getByTestId('token-price')).toContainText('$');
      await expectNoHorizontalOverflow(page);
    });
  });
}
