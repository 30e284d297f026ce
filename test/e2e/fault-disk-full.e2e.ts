// Fault journey (issue 16): the device's storage fills up while a person changes a setting and wraps ETH. The app says
// so, keeps working (the wrap lands on chain), and once there is room again the setting and the activity row are saved:
// nothing is lost. A full disk is what the browser reports then: IndexedDB writes fail with QuotaExceededError.
import type { Page } from '@playwright/test';
import { parseEther } from 'viem';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { devnetChain, pickToken, readActivity } from './swap-journey-helpers.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true });

const STORAGE_FULL =
  "Something went wrong: this device's storage is full. Your latest changes are kept and will be saved when there is space.";

/** Every IndexedDB write of the page fails for quota while `window.__diskFull` is set. */
async function installFullableDisk(page: Page) {
  await page.addInitScript(() => {
    const refuse = (original: (...args: never[]) => unknown) =>
      function (this: unknown, ...args: never[]) {
        if ((window as { __diskFull?: boolean }).__diskFull)
          throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        return original.apply(this, args);
      };
    IDBObjectStore.prototype.put = refuse(IDBObjectStore.prototype.put) as typeof IDBObjectStore.prototype.put;
    IDBObjectStore.prototype.add = refuse(IDBObjectStore.prototype.add) as typeof IDBObjectStore.prototype.add;
    IDBCursor.prototype.update = refuse(IDBCursor.prototype.update) as typeof IDBCursor.prototype.update;
  });
}

const setDiskFull = (page: Page, full: boolean) =>
  page.evaluate((value) => ((window as { __diskFull?: boolean }).__diskFull = value), full);

/** The theme as IndexedDB holds it (the localStorage mirror would hide a lost write). */
const storedTheme = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const open = indexedDB.open('sluice');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction('preferences').objectStore('preferences').get('theme');
          request.onsuccess = () => resolve((request.result as { value?: unknown } | undefined)?.value);
          request.onerror = () => reject(request.error);
        };
      }),
  );

test('should say the storage is full, keep working, and save the setting and the activity once there is room', async ({
  page,
  manifest,
  injectedWallet,
}) => {
  const { balance } = devnetChain(manifest);
  const wethBefore = await balance('WETH', injectedWallet.address);
  await installFullableDisk(page);
  await page.goto('/swap?theme=light');
  await expectConnected(page, injectedWallet);

  await setDiskFull(page, true);
  await page.getByRole('button', { name: 'Settings', exact: true }).click();
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.getByRole('alert').filter({ hasText: STORAGE_FULL })).toBeVisible();
  await page.keyboard.press('Escape');

  // the app keeps working: a wrap goes through while nothing can be written
  await pickToken(page, 'buy', 'WETH');
  await page.getByRole('textbox', { name: 'Amount to sell' }).fill('1');
  await page.getByRole('button', { name: 'Review' }).click();
  await page.getByRole('dialog', { name: 'Review wrap' }).getByRole('button', { name: 'Confirm wrap' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Wrapped 1 ETH' })).toBeVisible({ timeout: 15_000 });
  expect((await balance('WETH', injectedWallet.address)) - wethBefore).toBe(parseEther('1'));
  expect((await readActivity(page)).filter((row) => row.type === 'wrap')).toEqual([]);
  expect(await storedTheme(page)).not.toBe('dark');

  // room again: what waited is written, in order, and the notice goes
  await setDiskFull(page, false);
  await expect(page.getByRole('alert').filter({ hasText: STORAGE_FULL })).toBeHidden({ timeout: 10_000 });
  await expect
    .poll(async () => (await readActivity(page)).filter((row) => row.type === 'wrap').map((row) => row.status))
    .toEqual(['success']);
  expect(await storedTheme(page)).toBe('dark');

  // and it is there for the next visit
  await page.goto('/swap');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const [wrap] = (await readActivity(page)).filter((row) => row.type === 'wrap');
  expect(wrap?.input?.amount).toBe(parseEther('1').toString());
});
