// Issue 12: screenshots of the main screens at phone and desktop width, light and dark, for people to look at (not
// compared pixel by pixel). Written to test-results/screenshots/, which CI keeps as an artifact.
import type { Page } from '@playwright/test';
import { connectDevnetWallet, expect, test } from './harness/fixtures.ts';

const SIZES = { phone: { width: 390, height: 844 }, desktop: { width: 1280, height: 800 } } as const;
const FOLDER = 'test-results/screenshots';

async function capture(page: Page, name: string) {
  await page.waitForTimeout(1200); // entrance animations settle: the picture shows the screen at rest
  await page.screenshot({ path: `${FOLDER}/${name}.png`, fullPage: true });
}

for (const [size, viewport] of Object.entries(SIZES)) {
  for (const theme of ['light', 'dark'] as const) {
    test.describe(`${size} ${theme}`, () => {
      test.use({ viewport });

      test(`should picture the landing, swap, explore and token screens (${size}, ${theme})`, async ({
        page,
        manifest,
      }) => {
        const weth = manifest.chains['31337']!.tokens.find((t) => t.symbol === 'WETH')!.address;
        const screens = [
          { path: '/', name: 'landing', heading: 'Swap anytime, anywhere.' },
          { path: '/swap', name: 'swap', heading: 'Swap' },
          { path: '/explore', name: 'explore', heading: 'Explore' },
          { path: `/explore/tokens/devnet/${weth}`, name: 'token-details', heading: 'Wrapped Ether WETH' },
        ];
        for (const screen of screens) {
          await page.goto(`${screen.path}?theme=${theme}`);
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
          await capture(page, `${screen.name}-${size}-${theme}`);
        }
      });

      test(`should picture the account drawer and settings (${size}, ${theme})`, async ({ page, injectedWallet }) => {
        await page.goto(`/swap?theme=${theme}`);
        await connectDevnetWallet(page, injectedWallet);
        await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
        const short = `${injectedWallet.address.slice(0, 6)}…${injectedWallet.address.slice(-4)}`;
        await expect(page.getByRole('dialog', { name: short })).toBeVisible();
        await expect(page.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first()).toBeVisible();
        await capture(page, `account-drawer-${size}-${theme}`);

        await page.goto(`/swap?theme=${theme}`);
        await page.getByRole('button', { name: 'Settings', exact: true }).click();
        await expect(page.getByRole('radio', { name: 'Dark' })).toBeVisible();
        await capture(page, `settings-${size}-${theme}`);
      });
    });
  }
}
