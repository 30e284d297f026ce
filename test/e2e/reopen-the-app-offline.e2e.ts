// spec §1 and DESIGN.md "Offline": after one online visit the installed service worker opens the app offline.
import { expect, test, waitForPersistedQuery, waitForServiceWorker } from './harness/fixtures.ts';

// the run blocks service workers (playwright.config.ts): these journeys are about the one the app installs
test.use({ serviceWorkers: 'allow' });

// One online visit installs the worker (it precaches the whole build: some 10 s on a busy two-core machine), so one
// test reopens the app offline and then follows a legacy redirect and reaches not-found, offline too.
test('should open the app offline after one online visit, say it is offline, and still follow legacy redirects', async ({
  page,
  context,
}) => {
  await page.goto('/');
  await waitForServiceWorker(page);
  await expect(page.getByRole('link', { name: /open token details/ }).first()).toBeVisible();
  await waitForPersistedQuery(page, ['tokenList']);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Swap anytime, anywhere.' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText("You're offline. Data may be outdated.");
  // The token list comes back from the persisted query cache, and the logos from the worker's cache.
  const token = page.getByRole('link', { name: /open token details/ }).first();
  await expect(token).toBeVisible();
  await expect
    .poll(() => token.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);

  // the worker still answers navigations offline: a legacy link is redirected, an unknown path reaches not-found
  await page.goto('/pool/4');
  await expect(page).toHaveURL(/\/positions\/v3\/devnet\/4$/);
  await page.goto('/nowhere');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await context.setOffline(false);
});

test('should serve a web app manifest with icons and theme colours', async ({ request }) => {
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string;
    theme_color: string;
    display: string;
    icons: { sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Sluice', display: 'standalone', theme_color: '#131313' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.sizes === '512x512' && i.purpose === 'maskable')).toBe(true);
  expect((await request.get('/icons/icon-512.png')).headers()['content-type']).toBe('image/png');
});
