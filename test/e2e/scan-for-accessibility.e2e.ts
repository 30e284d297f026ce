// STYLE.md "Accessible by construction", issue 12: no serious or critical axe violations on any screen of the route
// table (spec §2) at phone width, in both themes; the landing and swap screens on a desktop too.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { expect, test } from './harness/fixtures.ts';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** Every screen of the route table, with real devnet token and pool addresses where the route takes one. */
function screens(manifest: DeploymentManifest): string[] {
  const chain = manifest.chains['31337']!;
  const weth = chain.tokens.find((t) => t.symbol === 'WETH')!.address;
  const pool = chain.pools.find((p) => p.version === 'v3') as { address: string };
  return [
    '/',
    '/swap',
    '/explore',
    '/explore/pools',
    '/explore/transactions/devnet',
    `/explore/tokens/devnet/${weth}`,
    `/explore/pools/devnet/${pool.address}`,
    '/limit',
    '/buy',
    '/sell',
    '/send',
    '/positions',
    '/positions/create/v4',
    '/positions/v3/devnet/1',
    '/migrate/v2',
    '/auth/passkey/extension',
    '/extension/uninstall',
    '/not-found',
  ];
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

async function openAtRest(page: Page, path: string, theme: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}theme=${theme}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // let the entrance animations finish so contrast is measured at rest, as a person sees the screen
  await page.waitForTimeout(1500);
}

for (const theme of ['light', 'dark']) {
  test(`should have no serious accessibility violations on any route at phone width in the ${theme} theme`, async ({
    page,
    manifest,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(PHONE);
    const found: Record<string, string[]> = {};
    for (const path of screens(manifest)) {
      await openAtRest(page, path, theme);
      const violations = await seriousViolations(page);
      if (violations.length > 0) found[path] = violations;
    }
    expect(found).toEqual({});
  });

  for (const path of ['/', '/swap']) {
    test(`should have no serious accessibility violations on ${path} on a desktop in the ${theme} theme`, async ({
      page,
    }) => {
      await page.setViewportSize(DESKTOP);
      await openAtRest(page, path, theme);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
