// spec §2 "Header and frame": logo, tabs, company menu, search, connect wallet, scroll state, notices and banners.
import { expect, test } from './harness/fixtures.ts';

test('should link the logo to the intro and open trade items from the Trade tab', async ({ page }) => {
  await page.goto('/swap');
  await expect(page.getByRole('link', { name: 'Sluice home' })).toHaveAttribute('href', '/?intro=true');
  const nav = page.getByRole('navigation', { name: 'Primary' });
  await nav.getByRole('link', { name: 'Trade' }).hover();
  await nav.getByRole('link', { name: 'Limit' }).click();
  await expect(page).toHaveURL(/\/limit$/);
  await expect(nav.getByRole('link', { name: 'Trade' })).toHaveAttribute('aria-current', 'page');
});

test('should open the company menu on hover on desktop', async ({ page }) => {
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Company menu' }).hover();
  await expect(
    page.getByRole('navigation', { name: 'Company menu' }).getByRole('link', { name: 'Docs' }),
  ).toBeVisible();
});

test('should show the company menu as a drawer with collapsible sections on mobile', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/swap');
  await page.getByRole('button', { name: 'Company menu' }).click();
  const drawer = page.getByRole('navigation', { name: 'Company menu' });
  const protocol = drawer.getByRole('button', { name: 'Protocol' });
  await expect(protocol).toHaveAttribute('aria-expanded', 'false');
  await expect(drawer.getByRole('link', { name: 'Docs' })).toBeHidden();
  await protocol.click();
  await expect(drawer.getByRole('link', { name: 'Docs' })).toBeVisible();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toHaveCount(0);
});

test('should shrink the search bar to an icon below the xl breakpoint and open search with /', async ({ page }) => {
  await page.goto('/swap');
  const search = page.getByRole('button', { name: 'Search tokens and pools' });
  expect((await search.boundingBox())!.width).toBeCloseTo(340, -1);
  await page.setViewportSize({ width: 1000, height: 800 });
  expect((await search.boundingBox())!.width).toBeLessThan(48);
  await page.keyboard.press('/');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeHidden();
});

test('should open the connect-wallet dialog', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Connect wallet' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeVisible();
  await page.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog', { name: 'Connect a wallet' })).toBeHidden();
});

test('should turn the header solid with a border once scrolled', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 400 });
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header).toHaveAttribute('data-scrolled', 'false');
  await page.mouse.wheel(0, 300);
  await expect(header).toHaveAttribute('data-scrolled', 'true');
  // the border fades in (a transition): what a person sees once it has
  await expect
    .poll(() => header.evaluate((el) => getComputedStyle(el).borderBottomColor))
    .not.toBe('rgba(0, 0, 0, 0)');
});

test('should show the UK notice and disclaimer when the origin country is GB', async ({ page }) => {
  await page.route('**/api/analytics', (route) =>
    route.fulfill({
      status: 200,
      json: { code: 'success', events_ingested: 1 },
      headers: { 'Origin-Country': 'GB', 'Access-Control-Expose-Headers': 'Origin-Country' },
    }),
  );
  await page.goto('/');
  const notice = page.getByRole('complementary', { name: 'Disclaimer for UK residents' });
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Read more' }).click();
  await expect(page.getByRole('dialog', { name: 'Disclaimer for UK residents' })).toBeVisible();
});

test('should not show the UK notice elsewhere', async ({ page }) => {
  await page.route('**/api/analytics', (route) =>
    route.fulfill({ status: 200, json: {}, headers: { 'Origin-Country': 'FR' } }),
  );
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Disclaimer for UK residents' })).toHaveCount(0);
});

test('should scroll to top when the base path changes but not within the same section', async ({ page }) => {
  await page.goto('/explore');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Make the page tall enough to scroll; the screens of later issues are short.
  await page.evaluate(() => (document.getElementById('main')!.style.minHeight = '4000px'));
  const nav = page.getByRole('navigation', { name: 'Primary' });

  await page.evaluate(() => window.scrollTo(0, 1200));
  await nav.getByRole('link', { name: 'Explore' }).hover();
  await nav.getByRole('link', { name: 'Pools' }).click();
  await expect(page).toHaveURL(/\/explore\/pools$/);
  expect(await page.evaluate(() => window.scrollY)).toBe(1200);

  await nav.getByRole('link', { name: 'Pool', exact: true }).click();
  await expect(page).toHaveURL(/\/positions$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('should offer Get the app, or Sign up when the embedded-wallet flag is on', async ({ page }) => {
  await page.goto('/swap');
  // the download-app modal (issue 34): install, a QR code for a phone, the extension, and account creation
  await page.getByRole('button', { name: 'Get the app' }).click();
  const modal = page.getByRole('dialog', { name: 'Get the app' });
  await expect(modal.getByRole('heading', { name: 'Install on this device' })).toBeVisible();
  await expect(modal.getByRole('img', { name: 'QR code that opens Sluice' })).toBeVisible();
  await expect(modal.getByRole('heading', { name: 'Chrome extension' })).toBeVisible();
  // where the browser offers to install, the modal's button shows the browser's own prompt
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => document.documentElement.setAttribute('data-install-prompted', ''),
      userChoice: Promise.resolve({ outcome: 'accepted' }),
    });
    window.dispatchEvent(offer);
  });
  await modal.getByRole('button', { name: 'Install Sluice' }).click();
  await expect(page.locator('html[data-install-prompted]')).toHaveCount(1);
  await modal.getByRole('button', { name: 'Create an account' }).click();
  await expect(modal).toBeHidden();
  await expect(
    page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: 'Create a wallet' }),
  ).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/swap?featureFlagOverride=EmbeddedWallet');
  await expect(page.getByRole('button', { name: 'Sign up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get the app' })).toHaveCount(0);
});

test('should wear the festive logo from 1 December to 7 January only', async ({ page }) => {
  await page.clock.setFixedTime(new Date(2026, 11, 24, 12));
  await page.goto('/swap');
  const logo = page.getByRole('link', { name: 'Sluice home' });
  await expect(logo.locator('svg')).toHaveAttribute('data-festive', 'true');
  await page.clock.setFixedTime(new Date(2027, 0, 8, 12));
  await page.goto('/swap');
  await expect(logo.locator('svg')).not.toHaveAttribute('data-festive');
});

test('should show the testnet-mode indicator when testnet mode is on, and open settings from it', async ({ page }) => {
  await page.goto('/swap');
  await expect(page.getByRole('button', { name: 'Testnet mode' })).toHaveCount(0);
  // Testnet mode is switched in the account drawer (a later issue); here the stored preference is set directly.
  await page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('sluice');
        open.onsuccess = () => {
          const tx = open.result.transaction('preferences', 'readwrite');
          tx.objectStore('preferences').put({ key: 'testnetMode', value: true });
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
  );
  await page.reload();
  await page.getByRole('button', { name: 'Testnet mode' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
});
