// Clickjacking (issue 16): a web page on another origin that frames Sluice gets nothing rendered (CSP frame-ancestors
// names only the Sluice extension, whose side panel frames the app (issue 30), and X-Frame-Options DENY for browsers
// without frame-ancestors), while Sluice opened itself runs under its strict Content-Security-Policy.
import { SLUICE_EXTENSION_ORIGIN } from '../../contract/extensionIdentity.ts';
import { expect, test } from './harness/fixtures.ts';

const ATTACKER = 'http://attacker.example';

test('should render nothing inside a cross-origin page that frames the app', async ({ browser, stack }) => {
  // a page of its own: the refused frame is reported on the attacker's console, which is the point here
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route(`${ATTACKER}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Win a prize</title><h1>Click the pink button</h1>
        <iframe title="prize" src="${stack.baseUrl}/swap" width="480" height="640"></iframe>`,
    }),
  );
  await page.goto(`${ATTACKER}/prize`);
  await expect(page.getByRole('heading', { name: 'Click the pink button' })).toBeVisible();
  // the browser put its own error page in the frame instead of the app
  await expect
    .poll(() =>
      page
        .frames()
        .find((frame) => frame !== page.mainFrame())
        ?.url(),
    )
    .toMatch(/^chrome-error:/);
  const framed = page.frameLocator('iframe[title="prize"]');
  // no swap form, no header, no button a person could be tricked into pressing
  await expect(framed.getByRole('button')).toHaveCount(0);
  await expect(framed.getByRole('heading')).toHaveCount(0);
  await expect(framed.locator('#root')).toHaveCount(0);
  await context.close();
});

test('should serve the app with its Content-Security-Policy and work under it', async ({ page }) => {
  const response = await page.goto('/');
  const csp = response!.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
  expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  // exactly the extension's origin, nothing else (no web origin, no wildcard)
  expect(csp).toMatch(new RegExp(`frame-ancestors ${SLUICE_EXTENSION_ORIGIN}(;|$)`));
  expect(csp).toContain("object-src 'none'");
  expect(response!.headers()['x-content-type-options']).toBe('nosniff');
  // the app draws, routes and reads the chain under the policy (the fixture fails the test on any violation)
  await page.goto('/explore');
  await expect(
    page.getByRole('table', { name: 'Tokens' }).getByRole('row', { name: /Wrapped Ether WETH/ }),
  ).toBeVisible();
  await page.goto('/swap');
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible();
});
