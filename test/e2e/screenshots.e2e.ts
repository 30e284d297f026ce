// Issue 12: pictures of the connected screens at phone and desktop width, light and dark, for people to look at (not
// compared pixel by pixel), written to test-results/screenshots/, which CI keeps as an artifact. The route sweep
// (every-route-at-every-size.e2e.ts) pictures the landing, swap, explore and token screens.
import type { Page } from '@playwright/test';
import { expect, expectConnected, test } from './harness/fixtures.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const FOLDER = 'test-results/screenshots';

/** One picture per theme; reduced motion keeps the digits and entrances at rest, so no wait is needed. */
async function captureBothThemes(page: Page, name: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
    await page.screenshot({ path: `${FOLDER}/${name}-${scheme}.png`, fullPage: true });
  }
}

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(size, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test(`should picture the account drawer and settings (${size})`, async ({ page, injectedWallet }) => {
      await page.goto('/swap');
      await expectConnected(page, injectedWallet);
      await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
      const short = `${injectedWallet.address.slice(0, 6)}…${injectedWallet.address.slice(-4)}`;
      await expect(page.getByRole('dialog', { name: short })).toBeVisible();
      await expect(page.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first()).toBeVisible();
      await captureBothThemes(page, `account-drawer-${size}`);

      await page.goto('/swap');
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      await expect(page.getByRole('radio', { name: 'Dark' })).toBeVisible();
      await captureBothThemes(page, `settings-${size}`);
    });
  });
}
