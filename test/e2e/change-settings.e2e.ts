// spec §2 "Settings popover": theme, language (including right-to-left) and currency, kept across reloads.
import { expect, test } from './harness/fixtures.ts';

test('should switch to the dark theme and keep it after a reload', async ({ page }) => {
  await page.goto('/?theme=light');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(19, 19, 19)');
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(19, 19, 19)');
});

test('should switch the language and keep it when reopening the app without lng', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: /^Language/ }).click();
  // every one of the 35 locales is offered, each in its own name
  await expect(page.getByRole('button', { name: '日本語' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Deutsch' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Kiswahili' })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Intercambia cuando y donde quieras.' })).toBeVisible();
  await expect(page).toHaveURL(/lng=es-ES/);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Intercambia cuando y donde quieras.' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-ES');
});

test('should lay the app out right to left in Arabic', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: /^Language/ }).click();
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'بادل في أي وقت ومن أي مكان.' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Right to left: the logo sits at the right edge of the header.
  const logo = await page.getByRole('link', { name: 'الصفحة الرئيسية لـ Sluice' }).boundingBox();
  expect(logo!.x).toBeGreaterThan(page.viewportSize()!.width / 2);
});

test('should choose a currency, add cur to the URL and keep it after a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: /^Currency/ }).click();
  await page.getByRole('button', { name: 'EUR Euro' }).click();
  await expect(page).toHaveURL(/cur=EUR/);
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: /^Currency/ })).toContainText('EUR');
  await page.getByRole('button', { name: /^Currency/ }).click();
  await expect(page.getByRole('button', { name: 'EUR Euro' })).toHaveAttribute('aria-current', 'true');
});

test('should go back to the Settings view with the back arrow and after closing', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Settings' }).click();
  await page.getByRole('button', { name: /^Language/ }).click();
  await expect(page.getByRole('dialog', { name: 'Language' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  await page.getByRole('button', { name: /^Currency/ }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('dialog', { name: 'Settings' })).toBeVisible();
  const width = (await page.getByRole('dialog', { name: 'Settings' }).boundingBox())!.width;
  expect(width).toBeGreaterThanOrEqual(325);
});
