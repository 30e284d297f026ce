// issue 12 "Mobile-first": the main journeys on a phone, as a person does them with a thumb, one visit per phone:
// switch to the dark theme in the settings popover, connect the devnet wallet, swap ETH for USDC, pick a token in the
// selector (a bottom sheet), open the account drawer (a full-screen sheet) and change a setting there. The chain judges
// the swap; the screen never scrolls sideways.
import type { Locator, Page } from '@playwright/test';
import { connectDevnetWallet, expect, test } from './harness/fixtures.ts';
import { devnetChain, pickToken, quotedAmount } from './swap-journey-helpers.ts';

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
] as const;

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
    culprits: [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > window.innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`),
  }));
  expect(scrollWidth, `overflows: ${culprits.join(', ')}`).toBeLessThanOrEqual(innerWidth);
}

/** A bottom sheet spans the screen's width and, once it has risen (issue 34's motion), sits on its bottom edge. */
async function expectBottomSheet(page: Page, sheet: Locator): Promise<void> {
  const viewport = page.viewportSize()!;
  await expect
    .poll(async () => {
      const box = (await sheet.boundingBox())!;
      return [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)];
    })
    .toEqual([0, viewport.width, viewport.height]);
}

for (const viewport of PHONES) {
  test.describe(`on a ${viewport.width}x${viewport.height} phone`, () => {
    test.use({ viewport, hasTouch: true });

    // one visit, as a person's session goes (a context and a cold load cost some 2 s each on CI): the popover, the
    // swap with its two bottom sheets, then the drawer
    test('should switch the theme in the settings popover, swap 1 ETH for USDC with the selector and the review as bottom sheets, and change the local currency in the full-screen drawer', async ({
      page,
      manifest,
      injectedWallet,
    }) => {
      const { balance } = devnetChain(manifest);
      const usdcBefore = await balance('USDC', injectedWallet.address);

      await page.goto('/swap?theme=light');
      await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expect(page.getByRole('button', { name: 'Swap settings' })).toBeInViewport({ ratio: 1 });

      // the settings popover opens inside the screen
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const settings = page.getByRole('dialog', { name: 'Settings' });
      await expect(settings).toBeInViewport({ ratio: 1 });
      await settings.getByRole('radio', { name: 'Dark' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
      await expectNoHorizontalOverflow(page);
      await page.keyboard.press('Escape');
      await expect(settings).toBeHidden();

      await connectDevnetWallet(page, injectedWallet);

      await page.getByRole('button', { name: /^Token to buy/ }).click();
      await expectBottomSheet(page, page.getByRole('dialog', { name: 'Select a token' }));
      await page.getByRole('dialog', { name: 'Select a token' }).getByRole('button', { name: 'Close' }).click();
      await pickToken(page, 'buy', 'USDC');

      await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
      await quotedAmount(page, 'Amount to buy');
      await expectNoHorizontalOverflow(page);
      await page.getByRole('button', { name: 'Review' }).click();
      const review = page.getByRole('dialog', { name: 'Review swap' });
      await expectBottomSheet(page, review);
      await review.getByRole('button', { name: 'Confirm swap' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Swapped 1 ETH for USDC' })).toBeVisible({
        timeout: 15_000,
      });
      expect(await balance('USDC', injectedWallet.address)).toBeGreaterThan(usdcBefore);

      // the account drawer is a full-screen sheet
      await page.getByRole('button', { name: `Account ${injectedWallet.address}` }).click();
      const short = `${injectedWallet.address.slice(0, 6)}…${injectedWallet.address.slice(-4)}`;
      const drawer = page.getByRole('dialog', { name: short });
      await expect(drawer).toBeVisible();
      const box = (await drawer.boundingBox())!;
      expect([box.x, box.y, box.width, box.height].map(Math.round)).toEqual([0, 0, viewport.width, viewport.height]);
      await expectNoHorizontalOverflow(page);

      await drawer.getByRole('button', { name: 'Settings' }).click();
      await drawer.getByRole('button', { name: /Local currency/ }).click();
      await drawer.getByRole('button', { name: /^EUR/ }).click();
      await drawer.getByRole('button', { name: 'Back', exact: true }).click();
      await expect(drawer.getByRole('button', { name: /Local currency/ })).toContainText('EUR');
      await expectNoHorizontalOverflow(page);
    });
  });
}
