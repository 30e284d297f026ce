// The build prerenders the first screen of /, /swap and /explore (scripts/prerender.ts): a visitor sees the page before
// the app's JavaScript has arrived, and never a prerendered page that is not the one the app will draw.
import type { Page } from '@playwright/test';
import { expect, test } from './harness/fixtures.ts';
import { E2E_BASE_URL } from './harness/ports.ts';

/** A page of its own (the fixture's page waits for the app) whose app JavaScript never arrives. */
const scriptless = test.extend<{ bare: Page }>({
  bare: async ({ browser }, use) => {
    const context = await browser.newContext({ baseURL: E2E_BASE_URL });
    const page = await context.newPage();
    await page.route('**/assets/*.js', (route) => route.abort());
    await use(page);
    await context.close();
  },
});

scriptless('should show the landing headline and the swap form before the script runs', async ({ bare }) => {
  await bare.goto('/');
  await expect(bare.locator('[data-prerendered="/"] h1')).toHaveText('Swap anytime, anywhere.');
  await bare.goto('/swap');
  await expect(bare.locator('[data-prerendered="/swap"]').getByText('Select a token').first()).toBeVisible();
});

scriptless('should show the plain boot shell on a path that was not prerendered', async ({ bare }) => {
  await bare.goto('/explore/pools');
  await expect(bare.locator('[data-prerendered]')).toHaveCount(0);
  await expect(bare.locator('.boot-shell')).toHaveCount(1);
});

scriptless('should show the plain boot shell to a visitor who reads another language', async ({ bare }) => {
  await bare.goto('/?lng=ja-JP');
  await expect(bare.locator('[data-prerendered]')).toHaveCount(0);
  await expect(bare.locator('.boot-shell')).toHaveCount(1);
});

test('should replace the prerendered page with the live app, which answers clicks', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
});
