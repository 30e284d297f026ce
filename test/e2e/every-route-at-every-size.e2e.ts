// The route sweep (issue 27): the phones and the desktop each load every screen of the route table (spec §2) once, cold,
// and check what a person sees there: the screen's heading at its own path, no horizontal overflow (issue 12, phones
// 360-430 px, checked at 390 px and again resized to 360 and 412 px, and a desktop), no serious accessibility violation
// (axe, both themes at phone width, the landing and swap screens on a desktop too), and writes the main screens'
// pictures (light and dark, phone and desktop) for people to look at.
//
// Issue 34: at every width of WIDTHS, connected and not, no two visible controls of the header or of the screen's main
// card lie on each other and none is cut by the viewport: one evaluate per screen and width collects every box in the page.
//
// Reduced motion stands in for waiting on animations (the entrance animations and the balance digits honour it), and a
// screen is looked at once its data has arrived (no row still busy), as a person would.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { seriousViolations } from './harness/axe.ts';
import { expect, expectConnected, test, waitForRows } from './harness/fixtures.ts';
import { collidingControls, horizontalOverflow } from './harness/layoutChecks.ts';

/** Where the e2e run leaves its screenshots; CI keeps the folder as an artifact (not compared pixel by pixel). */
const SCREENSHOT_DIR = 'test-results/screenshots';

type Viewport = { width: number; height: number };
type Sweep = {
  viewport: Viewport;
  /** Themes axe scans every screen in; the desktop scans only AXE_ON_DESKTOP. */
  axe: 'every-screen' | 'main-screens';
  /** Further widths each screen is resized to once loaded, to check it still fits (a phone turned, a narrower one). */
  alsoFits: Viewport[];
};

/**
 * The phones (360-430 px, issue 12) share one load of each screen: it is loaded at 390 px, scanned and pictured there,
 * then resized to 360 and 412 px, where it must fit too. The desktop loads its own.
 */
const SWEEPS: Sweep[] = [
  {
    viewport: { width: 390, height: 844 },
    axe: 'every-screen',
    alsoFits: [
      { width: 320, height: 640 },
      { width: 360, height: 740 },
      { width: 412, height: 915 },
    ],
  },
  {
    viewport: { width: 1280, height: 800 },
    axe: 'main-screens',
    alsoFits: [
      { width: 768, height: 1024 },
      { width: 1024, height: 768 },
      { width: 1920, height: 1080 },
    ],
  },
];

/** Issue 34: the widths a connected header is looked at, each screen loaded once at the first and resized to the rest. */
const CONNECTED_WIDTHS: Viewport[] = [
  { width: 390, height: 844 },
  { width: 320, height: 640 },
  { width: 360, height: 740 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1920, height: 1080 },
];
/** The header is the same on every screen; these are the screens whose main card holds controls of its own. */
const CONNECTED_SCREENS = new Set(['/swap', '/explore', '/limit', '/send', '/positions', '/positions/create']);

const AXE_ON_DESKTOP = new Set(['/', '/swap']);

const PAIR = /^[A-Z0-9]+\/[A-Z0-9]+$/;

type Screen = { path: string; heading: RegExp; picture?: string };

/** Every screen of the route table, parameterised routes filled with the devnet's own tokens and pools. */
function screensOf(manifest: DeploymentManifest): Screen[] {
  const chain = manifest.chains['31337']!;
  const weth = chain.tokens.find((t) => t.symbol === 'WETH')!;
  const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!;
  const pool = chain.pools.find((p) => p.version === 'v3') as { address: string };
  return [
    { path: '/', heading: /^Swap anytime, anywhere\.$/, picture: 'landing' },
    { path: '/swap', heading: /^Swap$/, picture: 'swap' },
    { path: '/explore', heading: /^Explore$/, picture: 'explore' },
    { path: '/explore/pools', heading: /^Explore$/ },
    { path: '/explore/devnet-l2', heading: /^Explore$/ },
    { path: '/explore/transactions/devnet', heading: /^Explore$/ },
    { path: `/explore/tokens/devnet/${weth.address}`, heading: /^Wrapped Ether WETH$/, picture: 'token-details' },
    { path: `/explore/tokens/devnet/${usdc.address}`, heading: new RegExp(`^${usdc.name} ${usdc.symbol}$`) },
    { path: `/explore/pools/devnet/${pool.address}`, heading: PAIR },
    { path: '/explore/pools/devnet/0x0000000000000000000000000000000000000001', heading: /^Pool not found$/ },
    { path: '/limit', heading: /^Limit order$/ },
    { path: '/buy', heading: /^Buy$/ },
    { path: '/sell', heading: /^Sell$/ },
    { path: '/send', heading: /^Send$/ },
    { path: '/positions', heading: /^Your positions$/ },
    { path: '/positions/create', heading: /^New position$/ },
    { path: '/positions/create/v4', heading: /^New position$/ },
    { path: '/positions/create/v2', heading: /^New position$/ },
    { path: '/positions/v2/devnet/0x0000000000000000000000000000000000000002', heading: /^Position not found$/ },
    { path: '/positions/v3/devnet/1', heading: PAIR },
    { path: '/positions/v4/devnet-l2/2', heading: PAIR },
    { path: '/migrate/v2', heading: /^Migrate v2 liquidity$/ },
    { path: '/migrate/v2/0x0000000000000000000000000000000000000003', heading: /^Migrate v2 liquidity$/ },
    { path: '/migrate/v3/devnet/5', heading: /^Migrate [A-Z0-9]+\/[A-Z0-9]+ to v4$/ },
    { path: '/auth/passkey/extension', heading: /^Passkey log-in$/ },
    { path: '/extension/uninstall', heading: /^Extension removed$/ },
    { path: '/not-found', heading: /^Page not found$/ },
  ];
}

/** Lets the screen answer a resize (a layout that React picks by width renders on the next frames). */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

for (const { viewport, axe, alsoFits } of SWEEPS) {
  const widths = [viewport, ...alsoFits].map((v) => v.width).join(', ');
  test.describe(`at ${widths} px wide`, () => {
    test.use({ viewport, reducedMotion: 'reduce' });

    test('should show every screen of the route table at its path, fitting the width, accessible in both themes', async ({
      page,
      manifest,
    }) => {
      // one test per sweep, a step per screen: about 27 loads and, at phone width, 54 scans (minutes on a busy CI host)
      test.setTimeout(420_000);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      const violations: Record<string, string[]> = {};
      for (const screen of screensOf(manifest)) {
        await test.step(screen.path, async () => {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.setViewportSize(viewport);
          await page.goto(screen.path);
          await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
          expect.soft(new URL(page.url()).pathname, 'stays at its own path').toBe(screen.path);
          // a person reads the screen once its rows have arrived
          await waitForRows(page);
          const { overflow, culprits } = await horizontalOverflow(page);
          expect
            .soft(overflow, `${screen.path} overflows by ${overflow} px: ${culprits.join(', ')}`)
            .toBeLessThanOrEqual(0);
          expect.soft(await collidingControls(page), `${screen.path} at ${viewport.width} px`).toEqual([]);
          const scan = axe === 'every-screen' || (axe === 'main-screens' && AXE_ON_DESKTOP.has(screen.path));
          for (const scheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
            if (scan) {
              const found = await seriousViolations(page);
              if (found.length > 0) violations[`${screen.path} (${scheme})`] = found;
            }
            if (screen.picture) {
              const name = `${screen.picture}-${viewport.width}-${scheme}.png`;
              await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}`, fullPage: true });
            }
          }
          for (const other of alsoFits) {
            await page.setViewportSize(other);
            await nextFrames(page);
            const { overflow, culprits } = await horizontalOverflow(page);
            expect
              .soft(overflow, `${screen.path} at ${other.width} px overflows by ${overflow} px: ${culprits.join(', ')}`)
              .toBeLessThanOrEqual(0);
            expect.soft(await collidingControls(page), `${screen.path} at ${other.width} px`).toEqual([]);
          }
        });
      }
      expect(violations, 'serious or critical accessibility violations').toEqual({});
    });
  });
}

// Issue 34: a connected wallet adds the account button and the wallet's network to the header, where it collided at
// 390 and 1280 px; the devnet wallet is trusted before the page loads (reconnected on load, no modal to walk).
test.describe('connected, at every width', () => {
  test.use({ startConnected: true, reducedMotion: 'reduce', viewport: CONNECTED_WIDTHS[0]! });

  test('should keep the header and the main card free of controls on each other', async ({
    page,
    manifest,
    injectedWallet,
  }) => {
    test.setTimeout(180_000);
    for (const screen of screensOf(manifest).filter((s) => CONNECTED_SCREENS.has(s.path))) {
      await test.step(screen.path, async () => {
        await page.setViewportSize(CONNECTED_WIDTHS[0]!);
        await page.goto(screen.path);
        await expectConnected(page, injectedWallet);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await waitForRows(page);
        for (const size of CONNECTED_WIDTHS) {
          await page.setViewportSize(size);
          await nextFrames(page);
          expect.soft(await collidingControls(page), `${screen.path} at ${size.width} px, connected`).toEqual([]);
          const { overflow, culprits } = await horizontalOverflow(page);
          expect
            .soft(overflow, `${screen.path} at ${size.width} px, connected, overflows: ${culprits.join(', ')}`)
            .toBeLessThanOrEqual(0);
        }
      });
    }
  });
});
