// The limit screen, as a person places orders (issue 14): from the click on "Place order" in the review to the order
// listed in the limits panel (the wallet's signature, the order service's POST with its on-chain quoter check, the
// panel's refresh), p50 and p95 over a series of orders (target p95 < 1 s). Chromium against the production build,
// the devnet, the indexer, the services server and its order store, a devnet wallet injected as the e2e journeys inject it.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, expect } from '@playwright/test';
import { startDevnet } from '../../devnet/index.ts';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { startIndexer } from '../../server/indexer/startIndexer.ts';
import { OrderStore, openOrderDatabase } from '../../server/orders/orderStore.ts';
import { startServicesServer } from '../../server/serve.ts';
import { installInjectedWallet } from '../e2e/harness/injectedWallet.ts';
import { pickLimitToken } from '../e2e/limit-journey-helpers.ts';
import type { Bench, BenchResult } from './run.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT_BASE = Number(process.env.BENCH_DEVNET_PORT_BASE ?? 49_145);
const INDEXER_PORT = Number(process.env.BENCH_INDEXER_PORT ?? 49_300);
const ORDERS = 12;
const TARGET_MS = 1_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export default {
  title: 'Limit screen: click "Place order" to the order listed (devnet, Chromium)',
  async run(): Promise<BenchResult[]> {
    if (!existsSync(resolve(ROOT, 'dist/index.html'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
    const stateDir = mkdtempSync(join(tmpdir(), 'sluice-bench-limit-'));
    const manifestPath = join(stateDir, 'deployments.json');
    const devnet = await startDevnet({ portBase: PORT_BASE, manifestPath });
    // the screen's market price comes from the routing pools the data API lists
    const indexer = await startIndexer({
      manifestPath,
      manifest: devnet.manifest,
      port: INDEXER_PORT,
      runName: `bench-limit-${PORT_BASE}`,
      snapshotWhenReady: true,
    });
    const orderStore = await OrderStore.open(await openOrderDatabase({}));
    const server = await startServicesServer({
      port: 0,
      indexerUrl: () => indexer.url,
      manifest: () => devnet.manifest,
      distDir: resolve(ROOT, 'dist'),
      orderStore,
    });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      const page = await browser.newPage();
      // tsx names the functions it compiles with an __name helper; the harness's in-page code needs it in the page too
      await page.addInitScript('globalThis.__name = (fn) => fn;');
      const wallet = await installInjectedWallet(page, devnet.manifest, DEV_ACCOUNTS[5]!);
      await page.goto(`${server.url}/limit`);
      // the app has adopted the prerendered page (whose buttons are inert)
      await expect(page.locator('[data-prerendered]')).toHaveCount(0, { timeout: 30_000 });
      await page.getByRole('button', { name: 'Connect wallet' }).click();
      await page
        .getByRole('dialog', { name: 'Connect a wallet' })
        .getByRole('button', { name: /Devnet Wallet/ })
        .click();
      await expect(page.getByRole('button', { name: `Account ${wallet.address}` })).toBeVisible({ timeout: 30_000 });
      const rows = page.getByRole('region', { name: 'Your limit orders' }).getByRole('listitem');
      const latencies: number[] = [];
      for (let i = 0; i < ORDERS; i++) {
        await pickLimitToken(page, 'Sell token', 'USDC');
        await pickLimitToken(page, 'Buy token', 'WETH');
        await page.getByRole('textbox', { name: 'Sell amount' }).fill(String(10 + i));
        await expect(page.getByRole('textbox', { name: /^Limit price/ })).not.toHaveValue('', { timeout: 30_000 });
        await page.getByRole('group', { name: 'Quick prices' }).getByRole('button', { name: '+1%' }).click();
        await page.getByRole('button', { name: 'Review limit order' }).click();
        const review = page.getByRole('dialog', { name: 'Review limit order' });
        const before = await rows.count();
        const place = review.getByRole('button', { name: /place order$/i });
        // the first order also approves USDC to Permit2: its approval is not part of placing an order
        if (i === 0) {
          await place.click();
          await expect(review.getByRole('status')).toHaveText('Limit order placed', { timeout: 60_000 });
        } else {
          await place.waitFor();
          const started = Date.now();
          await place.click();
          await expect(rows).toHaveCount(before + 1, { timeout: 30_000 });
          latencies.push(Date.now() - started);
        }
        await review.getByRole('button', { name: 'Close' }).click();
        await expect(review).toBeHidden();
      }
      const p95 = percentile(latencies, 95);
      return [
        { name: 'orders placed through the screen', value: latencies.length, unit: 'orders' },
        { name: 'click "Place order" to listed, p50', value: percentile(latencies, 50), unit: 'ms' },
        {
          name: 'click "Place order" to listed, p95',
          value: p95,
          unit: 'ms',
          target: `< ${TARGET_MS} ms`,
          ok: p95 < TARGET_MS,
        },
      ];
    } finally {
      await browser.close();
      await server.close();
      await orderStore.close();
      await indexer.stop();
      await devnet.stop();
    }
  },
} satisfies Bench;
