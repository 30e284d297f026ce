// issue 12 "Mobile-first": every route of the spec's table (§2) fits phones (360-430 px portrait) and a desktop with
// no horizontal overflow; the main screens are also written as screenshots (light and dark) for people to look at.
import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { expect, test } from './harness/fixtures.ts';

const VIEWPORTS = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 1280, height: 800 },
] as const;

/** Where the e2e run leaves its screenshots; CI keeps the folder as an artifact (not compared pixel by pixel). */
export const SCREENSHOT_DIR = 'test-results/screenshots';

/** Every screen of the route table, parameterised routes filled with the devnet's own token and pool. */
function routesOf(manifest: DeploymentManifest): string[] {
  const chain = manifest.chains['31337']!;
  const usdc = chain.tokens.find((t) => t.symbol === 'USDC')!;
  const pool = chain.pools.find((p) => p.version === 'v3')!;
  const poolAddress = 'address' in pool ? pool.address : '0x0000000000000000000000000000000000000001';
  return [
    '/',
    '/swap',
    '/explore',
    '/explore/pools',
    '/explore/devnet-l2',
    '/explore/transactions/devnet',
    `/explore/tokens/devnet/${usdc.address}`,
    `/explore/pools/devnet/${poolAddress}`,
    '/limit',
    '/buy',
    '/sell',
    '/send',
    '/positions',
    '/positions/create',
    '/positions/create/v4',
    '/positions/v2/devnet/0x0000000000000000000000000000000000000002',
    '/positions/v3/devnet/1',
    '/positions/v4/devnet-l2/2',
    '/migrate/v2',
    '/migrate/v2/0x0000000000000000000000000000000000000003',
    '/migrate/v3/devnet/5',
    '/auth/passkey/extension',
    '/extension/uninstall',
    '/not-found',
  ];
}

const SCREENSHOT_ROUTES = new Set(['/', '/swap', '/explore']);

async function horizontalOverflow(
  page: Page,
): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    // Names the widest elements that reach past the right edge, so a failure says where to look.
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > innerWidth + 0.5)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 60)}`);
    return { scrollWidth: document.documentElement.scrollWidth, innerWidth, culprits };
  });
}

for (const viewport of VIEWPORTS) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport });

    test('should fit every route of the route table without horizontal overflow', async ({ page, manifest }) => {
      test.setTimeout(120_000);
      mkdirSync(SCREENSHOT_DIR, { recursive: true });
      for (const path of routesOf(manifest)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const result = await horizontalOverflow(page);
        expect
          .soft(result.scrollWidth, `${path} overflows: ${result.culprits.join(', ')}`)
          .toBeLessThanOrEqual(result.innerWidth);
        if (SCREENSHOT_ROUTES.has(path)) {
          for (const scheme of ['light', 'dark'] as const) {
            await page.emulateMedia({ colorScheme: scheme });
            const name = `${path === '/' ? 'landing' : path.slice(1)}-${viewport.width}-${scheme}.png`;
            await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}` });
          }
          await page.emulateMedia({ colorScheme: null });
        }
      }
    });
  });
}
