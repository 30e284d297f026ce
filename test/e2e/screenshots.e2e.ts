// Issue 34: pictures of every main screen, connected, at phone (390 px) and desktop (1280 px) width, light and dark,
// for people to look at (not compared pixel by pixel: the route sweep, every-route-at-every-size.e2e.ts, asserts the
// layout). Written to test-results/screenshots/, which CI keeps as an artifact (.ci/run prints where).
//
// One test: each screen is loaded once at phone width, looked at once a real element of it has arrived (not a
// skeleton), pictured in both themes, then resized to the desktop and pictured again. Reduced motion keeps the digits
// and entrances at rest, so no wait is needed after a theme or a width changes beyond the next frames.
import { mkdirSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { expect, expectConnected, test } from './harness/fixtures.ts';
import { installInjectedWallet } from './harness/injectedWallet.ts';

// a journey that is not about connecting starts with the wallet the app remembers (harness/fixtures.ts)
test.use({ startConnected: true, reducedMotion: 'reduce', viewport: { width: 390, height: 844 } });

const WIDTHS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const FOLDER = 'test-results/screenshots';
const PAIR = /^[A-Z0-9]+\/[A-Z0-9]+$/;

/** Lets the screen answer a resize or a theme (a layout that React picks by width renders on the next frames). */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Both widths and both themes of what the page shows now: `<name>-<width>-<theme>.png`. */
async function picture(page: Page, name: string, arrived: () => Locator) {
  for (const size of WIDTHS) {
    await page.setViewportSize(size);
    await nextFrames(page);
    // a person reads the screen once its rows have arrived
    await expect(arrived()).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
      await nextFrames(page);
      await page.screenshot({ path: `${FOLDER}/${name}-${size.width}-${scheme}.png`, fullPage: true });
    }
    await page.emulateMedia({ colorScheme: 'light' });
  }
}

test('should picture every main screen at phone and desktop width in both themes, connected', async ({
  page,
  manifest,
}) => {
  test.setTimeout(120_000);
  mkdirSync(FOLDER, { recursive: true });
  // the seeded LP: tokens, positions on every version and a history, so every screen has something to show
  const lp = await installInjectedWallet(page, manifest, DEV_ACCOUNTS[2]!);
  const chain = manifest.chains['31337']!;
  const weth = chain.tokens.find((t) => t.symbol === 'WETH')!;
  const pool = chain.pools.find((p) => p.version === 'v3') as { address: string };
  const h1 = (name: string | RegExp) => page.getByRole('heading', { level: 1, name });
  const main = page.getByRole('main');

  const screens: { name: string; path: string; arrived: () => Locator }[] = [
    { name: 'landing', path: '/', arrived: () => h1(/^Swap anytime, anywhere\.$/) },
    { name: 'swap', path: '/swap', arrived: () => main.getByText(/^Balance: /).first() },
    { name: 'limit', path: '/limit', arrived: () => main.getByText(/^Balance: /).first() },
    { name: 'send', path: '/send', arrived: () => h1('Send') },
    { name: 'buy', path: '/buy', arrived: () => h1('Buy') },
    { name: 'sell', path: '/sell', arrived: () => h1('Sell') },
    {
      name: 'explore-tokens',
      path: '/explore',
      arrived: () => page.getByRole('table', { name: 'Tokens' }).getByRole('row', { name: /Wrapped Ether WETH/ }),
    },
    {
      name: 'explore-pools',
      path: '/explore/pools',
      arrived: () =>
        page
          .getByRole('table', { name: 'Pools' })
          .getByRole('row', { name: /WETH\/USDC/ })
          .first(),
    },
    {
      name: 'explore-transactions',
      path: '/explore/transactions/devnet',
      arrived: () => page.getByRole('table', { name: 'Transactions' }).getByRole('row', { name: /Swap/ }).first(),
    },
    {
      name: 'token',
      path: `/explore/tokens/devnet/${weth.address}`,
      arrived: () => page.getByRole('img', { name: /^WETH price/ }).locator('canvas'),
    },
    { name: 'pool', path: `/explore/pools/devnet/${pool.address}`, arrived: () => h1(PAIR) },
    {
      name: 'positions',
      path: '/positions',
      arrived: () => page.getByRole('list', { name: 'Positions' }).getByRole('listitem').first(),
    },
    { name: 'position', path: '/positions/v3/devnet/1', arrived: () => h1(PAIR) },
    { name: 'new-position', path: '/positions/create', arrived: () => h1('New position') },
  ];
  for (const screen of screens) {
    await test.step(screen.path, async () => {
      await page.setViewportSize(WIDTHS[0]);
      await page.goto(screen.path);
      await expectConnected(page, lp);
      await picture(page, screen.name, screen.arrived);
    });
  }

  await test.step('the account drawer', async () => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/swap');
    await page.getByRole('button', { name: `Account ${lp.address}` }).click();
    const drawer = page.getByRole('dialog', { name: `${lp.address.slice(0, 6)}…${lp.address.slice(-4)}` });
    await picture(page, 'drawer-portfolio', () =>
      drawer.getByRole('list', { name: 'Tokens' }).getByRole('listitem').first(),
    );
    // spec §9: the total's digits are 40 px high (number-flow's digit cells, in its open shadow root)
    const digit = await drawer.locator('number-flow-react [part~="digit"]').first().boundingBox();
    expect(digit?.height).toBeCloseTo(40, 0);
    await drawer.getByRole('tab', { name: 'Activity' }).click();
    await picture(page, 'drawer-activity', () =>
      drawer.getByRole('list', { name: 'Activity' }).getByRole('listitem').first(),
    );
  });

  await test.step('settings', async () => {
    await page.setViewportSize(WIDTHS[0]);
    await page.goto('/swap');
    await page.getByRole('button', { name: 'Settings', exact: true }).click();
    await picture(page, 'settings', () => page.getByRole('radio', { name: 'Dark' }));
  });
});
