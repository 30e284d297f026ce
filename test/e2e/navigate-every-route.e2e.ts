// spec §2 "Routes": every row of the route table reaches its screen, or its redirect's target, from a cold load.
import { expect, test } from './harness/fixtures.ts';

// a screen not built yet names the capability it lacks
const notBuilt = (capability: string) => new RegExp(`^${capability} (is|are) not available yet$`);

const SCREENS: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /^Swap anytime, anywhere\.$/ },
  { path: '/explore', heading: /^Explore$/ },
  { path: '/explore/pools', heading: /^Explore$/ },
  { path: '/explore/devnet-l2', heading: /^Explore$/ },
  { path: '/explore/transactions/devnet', heading: /^Explore$/ },
  { path: '/explore/tokens/devnet/0x5FbDB2315678afecb367f032d93F642f64180aa3', heading: /^Wrapped Ether WETH$/ },
  { path: '/explore/pools/devnet/0x0000000000000000000000000000000000000001', heading: /^Pool not found$/ },
  { path: '/swap', heading: /^Swap$/ },
  { path: '/limit', heading: /^Limit order$/ },
  { path: '/buy', heading: notBuilt('Buying crypto') },
  { path: '/sell', heading: notBuilt('Selling crypto') },
  { path: '/send', heading: /^Send$/ },
  { path: '/positions', heading: /^Your positions$/ },
  { path: '/positions/create', heading: /^New position$/ },
  { path: '/positions/create/v4', heading: /^New position$/ },
  { path: '/positions/create/v2', heading: /^New position$/ },
  { path: '/positions/v2/devnet/0x0000000000000000000000000000000000000002', heading: /^Position not found$/ },
  { path: '/positions/v3/devnet/1', heading: /^[A-Z0-9]+\/[A-Z0-9]+$/ },
  { path: '/positions/v4/devnet-l2/2', heading: /^[A-Z0-9]+\/[A-Z0-9]+$/ },
  { path: '/migrate/v2', heading: /^Migrate v2 liquidity$/ },
  { path: '/migrate/v2/0x0000000000000000000000000000000000000003', heading: /^Migrate v2 liquidity$/ },
  { path: '/migrate/v3/devnet/5', heading: /^Migrate [A-Z0-9]+\/[A-Z0-9]+ to v4$/ },
  { path: '/auth/passkey/extension', heading: notBuilt('Passkeys') },
  { path: '/extension/uninstall', heading: /^Extension removed$/ },
  { path: '/not-found', heading: /^Page not found$/ },
];

const REDIRECTS: { from: string; to: string }[] = [
  { from: '/tokens', to: '/explore/tokens' },
  { from: '/tokens/devnet', to: '/explore/tokens/devnet' },
  { from: '/tokens/devnet/0xabc', to: '/explore/tokens/devnet/0xabc' },
  { from: '/limits', to: '/limit' },
  { from: '/pool', to: '/positions' },
  { from: '/pool/v2', to: '/positions' },
  { from: '/pool/v2/find', to: '/positions/create/v2' },
  { from: '/pool/12', to: '/positions/v3/devnet/12' },
  { from: '/pools', to: '/positions' },
  { from: '/pools/12', to: '/positions/v3/devnet/12' },
  { from: '/pools/v2/find', to: '/positions/create/v2' },
  { from: '/add/v2', to: '/positions/create/v2' },
  { from: '/add/v2/ETH', to: '/positions/create/v2?currencyA=ETH' },
  {
    from: '/add/v2/ETH/0x6b175474e89094c44da98b954eedeac495271d0f',
    to: '/positions/create/v2?currencyA=ETH&currencyB=0x6b175474e89094c44da98b954eedeac495271d0f',
  },
  { from: '/add', to: '/positions/create/v3' },
  { from: '/add/ETH', to: '/positions/create/v3?currencyA=ETH' },
  {
    from: '/add/ETH/0x6b175474e89094c44da98b954eedeac495271d0f',
    to: '/positions/create/v3?currencyA=ETH&currencyB=0x6b175474e89094c44da98b954eedeac495271d0f',
  },
  {
    from: '/add/ETH/0x6b175474e89094c44da98b954eedeac495271d0f/500',
    to: '/positions/create/v3?currencyA=ETH&currencyB=0x6b175474e89094c44da98b954eedeac495271d0f&feeTier=500',
  },
  { from: '/add/ETH/0x6b175474e89094c44da98b954eedeac495271d0f/500/9', to: '/positions/v3/devnet/9' },
  { from: '/remove/v2/ETH/0x6b175474e89094c44da98b954eedeac495271d0f', to: '/positions' },
  { from: '/remove/9', to: '/positions/v3/devnet/9' },
  { from: '/this/does/not/exist', to: '/not-found' },
  { from: '/manage/passkey/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', to: '/not-found' },
  { from: '/#/swap', to: '/swap' },
];

test.describe('every screen of the route table', () => {
  for (const { path, heading } of SCREENS) {
    test(`should show its screen when opening ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }
});

test.describe('every redirect of the route table', () => {
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
  await expect(page.getByRole('heading', { level: 1, name: notBuilt('Passkeys') })).toBeVisible();
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
