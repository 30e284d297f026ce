// The build prerenders the first screen of /, /swap and /explore (scripts/prerender.ts): a visitor sees the page before
// the app's JavaScript has arrived, and never a prerendered page that is not the one the app will draw.
import type { Page } from '@playwright/test';
import { expect, test } from './harness/fixtures.ts';

/** A page of its own (the fixture's page waits for the app) whose app JavaScript never arrives. */
const scriptless = test.extend<{ bare: Page }>({
  bare: async ({ browser, stack }, use) => {
    const context = await browser.newContext({ baseURL: stack.baseUrl });
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

// The app adopts the prerendered landing page (hydration) instead of drawing it again: its first render draws what the
// build drew. Where it did not, React would throw the copy away and draw afresh (and log "hydration recovered"): the page
// would look the same, so the test marks the prerendered heading before any script runs and finds it live afterwards.
for (const viewport of [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
])
  test(`should bring the prerendered page to life without drawing it again at ${viewport.width} px`, async ({
    page,
  }) => {
    const recoveries: string[] = [];
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) recoveries.push(message.text());
    });
    await page.setViewportSize(viewport);
    await page.addInitScript(() =>
      document.addEventListener('DOMContentLoaded', () => {
        for (const heading of document.querySelectorAll('[data-prerendered] h1'))
          heading.setAttribute('data-built', '');
      }),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('data-built', '');
    await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled();
    expect(recoveries).toEqual([]);
  });

test('should replace the prerendered page with the live app, which answers clicks', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
});
