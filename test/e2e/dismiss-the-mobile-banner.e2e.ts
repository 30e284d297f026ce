// spec §2: a 56 px promo banner on phones at narrow widths; dismissing it keeps it away.
import { devices } from '@playwright/test';
import { expect, test } from './harness/fixtures.ts';

const { defaultBrowserType: _ignored, ...iPhone } = devices['iPhone 13'];
test.use(iPhone);

test('should show the promo banner on a phone and keep it dismissed after a reload', async ({ page }) => {
  await page.goto('/');
  const banner = page.getByRole('complementary', { name: 'Sluice wallet' });
  await expect(banner).toBeVisible();
  expect((await banner.boundingBox())!.height).toBe(56);
  await expect(banner.getByRole('link', { name: 'Get the app' })).toHaveAttribute('href', '/?intro=true');
  await banner.getByRole('button', { name: 'Dismiss the app banner' }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Sluice wallet' })).toHaveCount(0);
});
