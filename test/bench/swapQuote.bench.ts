// The swap screen's responsiveness on the devnet, in Chromium, against the production build: how long from a typed
// amount to its quote on screen (p50, p95; target p95 < 100 ms), and main-thread long tasks while a person types an
// amount (target: none). Pool snapshots are loaded once up front, as the screen does when it opens.
import { execSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { startDevnet } from '../../devnet/index.ts';
import { startServicesServer } from '../../server/serve.ts';
import type { Bench, BenchResult } from './run.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const PORT_BASE = Number(process.env.BENCH_DEVNET_PORT_BASE ?? 47_545);
const SAMPLES = 40;

// in-page code as text: the TypeScript loader would otherwise add helpers the page does not have
const MEASURE_IN_PAGE = `async (samples) => {
  const sellInput = document.querySelector('input[aria-label="Amount to sell"]');
  const buyInput = document.querySelector('input[aria-label="Amount to buy"]');
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r(performance.now())));
  const out = [];
  for (let i = 0; i < samples; i++) {
    const amount = (0.1 + i * 0.037).toFixed(3);
    const started = performance.now();
    // as a keystroke would: set the field, fire input, then wait for the frame that shows the quote
    setValue.call(sellInput, amount);
    sellInput.dispatchEvent(new Event('input', { bubbles: true }));
    for (;;) {
      const now = await frame();
      if (buyInput.value !== '' && sellInput.value === amount) { out.push(now - started); break; }
      if (now - started > 5000) { out.push(5000); break; }
    }
  }
  return out;
}`;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

export default {
  title: 'Swap screen: typed amount to quote, long tasks while typing (devnet, Chromium)',
  async run(): Promise<BenchResult[]> {
    if (!existsSync(resolve(ROOT, 'dist/index.html'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
    const stateDir = mkdtempSync(join(tmpdir(), 'sluice-bench-swap-'));
    const devnet = await startDevnet({ portBase: PORT_BASE, manifestPath: join(stateDir, 'deployments.json') });
    const server = await startServicesServer({
      port: 0,
      manifest: () => devnet.manifest,
      distDir: resolve(ROOT, 'dist'),
    });
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
    });
    try {
      const usdc = devnet.manifest.chains['31337']!.tokens.find((t) => t.symbol === 'USDC')!;
      const page = await browser.newPage();
      await page.goto(`${server.url}/swap?inputCurrency=ETH&outputCurrency=${usdc.address}`);
      const sell = page.getByRole('textbox', { name: 'Amount to sell' });
      const quoteShown = (timeout: number) =>
        page.waitForFunction(
          () => document.querySelector<HTMLInputElement>('input[aria-label="Amount to buy"]')?.value !== '',
          undefined,
          { timeout },
        );
      // the first quote means the pool snapshots are in the worker
      await sell.fill('1');
      await quoteShown(60_000);

      // typed amount -> quote on screen: set the field as a keystroke would, then wait for the frame that shows it
      const latencies = (await page.evaluate(`(${MEASURE_IN_PAGE})(${SAMPLES})`)) as number[];

      // long tasks while a person types an amount, one key at a time
      await page.evaluate(`(() => {
        window.__longTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
        }).observe({ type: 'longtask' });
      })()`);
      await sell.fill('');
      await sell.pressSequentially('12.3456', { delay: 80 });
      await quoteShown(10_000);
      await page.waitForTimeout(300);
      const longTasks = (await page.evaluate('window.__longTasks')) as number[];

      const p50 = percentile(latencies, 50);
      const p95 = percentile(latencies, 95);
      return [
        { name: `typed amount -> quote on screen, p50 (${SAMPLES})`, value: p50, unit: 'ms' },
        {
          name: `typed amount -> quote on screen, p95 (${SAMPLES})`,
          value: p95,
          unit: 'ms',
          target: '< 100 ms',
          ok: p95 < 100,
        },
        {
          name: 'main-thread long tasks while typing an amount',
          value: longTasks.length,
          unit: 'tasks',
          target: '0',
          ok: longTasks.length === 0,
          reference: longTasks.length ? `longest ${Math.max(...longTasks).toFixed(0)} ms` : undefined,
        },
      ];
    } finally {
      await browser.close();
      await server.close();
      await devnet.stop();
      rmSync(stateDir, { recursive: true, force: true });
    }
  },
} satisfies Bench;
