// spec §2 "Query parameters": lng, theme and disableNFTs from the URL; bad values are ignored.
import type { Page } from '@playwright/test';
import { expect, test } from './harness/fixtures.ts';

/** The stored preference row, read from the app's own IndexedDB database. */
function storedPreference(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (key) =>
      new Promise((resolve, reject) => {
        // Before the app has made its database, opening it would make an empty one (and the read below would throw
        // inside the callback, a promise that never settles): the open is called off and nothing is stored yet.
        const open = indexedDB.open('sluice');
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onerror = () => (open.error?.name === 'AbortError' ? resolve(undefined) : reject(open.error));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('preferences')) {
            db.close();
            resolve(undefined);
            return;
          }
          const request = db.transaction('preferences').objectStore('preferences').get(key);
          request.onsuccess = () => {
            db.close();
            resolve((request.result as { value?: unknown } | undefined)?.value);
          };
          request.onerror = () => reject(request.error);
        };
      }),
    key,
  );
}

test('should open in the language of lng', async ({ page }) => {
  await page.goto('/?lng=ja-JP');
  await expect(page.getByRole('heading', { level: 1, name: 'いつでも、どこでもスワップ。' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ja-JP');
});

test('should ignore an unsupported lng', async ({ page }) => {
  await page.goto('/?lng=xx-XX');
  await expect(page.getByRole('heading', { level: 1, name: 'Swap anytime, anywhere.' })).toBeVisible();
});

test('should open in a language named by a browser tag of another code (nb for Norwegian)', async ({ page }) => {
  await page.goto('/?lng=nb-NO');
  await expect(page.locator('html')).toHaveAttribute('lang', 'no-NO');
  await expect(page.getByRole('heading', { level: 1, name: 'Swap anytime, anywhere.' })).toHaveCount(0);
});

test('should set the theme from theme in any case and ignore bad values', async ({ page }) => {
  await page.goto('/?theme=DARK');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  // The page shows the theme at once; wait for it to be stored before the next load reads it back.
  await expect.poll(() => storedPreference(page, 'theme')).toBe('dark');
  await page.goto('/?theme=l');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await page.goto('/?theme=Light');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
});

test('should store disableNFTs only for the literals true and false', async ({ page }) => {
  await page.goto('/?disableNFTs=true');
  await expect.poll(() => storedPreference(page, 'disableNFTs')).toBe(true);
  await page.goto('/?disableNFTs=TRUE');
  await page.goto('/?disableNFTs=1');
  await expect.poll(() => storedPreference(page, 'disableNFTs')).toBe(true);
  await page.goto('/?disableNFTs=false');
  await expect.poll(() => storedPreference(page, 'disableNFTs')).toBe(false);
});
