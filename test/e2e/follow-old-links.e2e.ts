// spec §2 "Routes": old links and exits of the route table in Chromium. Every screen of the table is opened by the
// route sweep (every-route-at-every-size.e2e.ts) and every redirect is mapped by the app's router in
// src/app/routes/redirects.test.ts; a handful of redirects are followed here from a cold load, as a person's old
// bookmark would be.
import { expect, test } from './harness/fixtures.ts';

const REDIRECTS: { from: string; to: string }[] = [
  { from: '/tokens/devnet/0xabc', to: '/explore/tokens/devnet/0xabc' },
  {
    from: '/add/ETH/0x6b175474e89094c44da98b954eedeac495271d0f/500',
    to: '/positions/create/v3?currencyA=ETH&currencyB=0x6b175474e89094c44da98b954eedeac495271d0f&feeTier=500',
  },
  { from: '/pool/12', to: '/positions/v3/devnet/12' },
  { from: '/this/does/not/exist', to: '/not-found' },
  { from: '/#/swap', to: '/swap' },
];

test.describe('old links of the route table', () => {
  for (const { from, to } of REDIRECTS) {
    test(`should land on ${to} when opening ${from}`, async ({ page }) => {
      await page.goto(from);
      await expect
        .poll(() => {
          const u = new URL(page.url());
          return `${u.pathname}${u.search}`;
        })
        .toBe(to);
    });
  }
});

test('should redirect /create-proposal to the governance site', async ({ page }) => {
  await page.route('https://vote.uniswapfoundation.org/**', (route) =>
    route.fulfill({ body: '<h1>Governance</h1>', contentType: 'text/html' }),
  );
  await page.goto('/create-proposal');
  await expect(page).toHaveURL('https://vote.uniswapfoundation.org/create-proposal');
});

test('should leave the app for an external address page on /address/*', async ({ page }) => {
  await page.route('https://etherscan.io/**', (route) =>
    route.fulfill({ body: '<h1>Explorer</h1>', contentType: 'text/html' }),
  );
  await page.goto('/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  await expect(page).toHaveURL('https://etherscan.io/address/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
});

test('should show passkey management when the embedded-wallet flag is overridden on', async ({ page }) => {
  await page.goto('/manage/passkey/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266?featureFlagOverride=EmbeddedWallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  // spec §6: passkeys only for an embedded-wallet connection (test/e2e/use-passkeys.e2e.ts manages them)
  await expect(page.getByText('Passkeys are available only for the Sluice wallet on this device.')).toBeVisible();
});

test('should replace a path of the blocked-paths meta tag with /swap', async ({ page }) => {
  await page.route('**/explore', async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      'property="x:blocked-paths" content=""',
      'property="x:blocked-paths" content="/explore,/swap"',
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto('/explore');
  await expect(page).toHaveURL(/\/swap$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Swap' })).toBeVisible();
});

test('should offer a way back to swap from the not-found page', async ({ page }) => {
  await page.goto('/nowhere');
  await page.getByRole('link', { name: 'Back to swap' }).click();
  await expect(page).toHaveURL(/\/swap$/);
});

test('should render the extension pages without app chrome', async ({ page }) => {
  await page.goto('/extension/uninstall');
  await expect(page.getByRole('heading', { level: 1, name: 'Extension removed' })).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.goto('/swap');
  await expect(page.getByRole('banner')).toHaveCount(1);
});

test('should title explore by tab and chain, positions by version, and set the canonical link', async ({ page }) => {
  await page.goto('/explore/pools/devnet-l2');
  await expect(page).toHaveTitle('Explore top pools on Devnet L2 | Sluice');
  await page.goto('/explore');
  await expect(page).toHaveTitle('Explore top tokens on Devnet | Sluice');
  await page.goto('/positions/v4/devnet/3');
  await expect(page).toHaveTitle('v4 position on Devnet | Sluice');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/positions\/v4\/devnet\/3$/);
});
