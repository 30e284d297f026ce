// The explore tokens table with 10,000 rows, scrolled top to bottom in Chromium: long tasks (> 50 ms) while
// scrolling, against the same table with 100 rows scrolled for as many frames in the same run. The rows come from a
// synthetic data API that pages them as the indexer's API does.
import { existsSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { TEST_MANIFEST } from '../../server/testManifest.ts';
import { startServicesServer } from '../../server/serve.ts';
import { syntheticDataApi } from './syntheticDataApi.ts';
import type { Bench, BenchResult } from './run.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ROWS = 10_000;
const REFERENCE_ROWS = 100;

type ScrollFigures = {
  /** Long tasks (the Long Tasks API: main-thread tasks over 50 ms of wall time) while scrolling. */
  count: number;
  totalMs: number;
  seconds: number;
  frames: number;
  meanFrameMs: number;
  p95FrameMs: number;
  /** Frames in which a row still loading (a placeholder) was in the table. */
  placeholderFrames: number;
  /** Requests to the data API while scrolling. */
  pageRequests: number;
};

/**
 * Scrolls the table for at least `minFrames` frames, half a screen per frame, wrapping to the top at the bottom, and
 * counts the main thread's long tasks. (Chromium's trace `tdur` was tried as a CPU-time count: here it reports an
 * 80 ms busy loop as 44 ms, so it is not used.)
 */
async function scrollLongTasks(url: string, minFrames = 0): Promise<ScrollFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    await page.goto(url);
    const scroller = page.getByTestId('virtual-table-scroll');
    await scroller.getByRole('row').first().waitFor();
    // Let the first render and the query cache's first write to IndexedDB finish before measuring.
    await page.waitForTimeout(2000);
    const figures = await scroller.evaluate(async (element, minFrames) => {
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      const started = performance.now();
      const frames: number[] = [];
      let placeholderFrames = 0;
      let last = started;
      // Scroll as a person flicking fast through the whole list: half a screen per frame, to the bottom.
      for (;;) {
        const atBottom = element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
        if (atBottom && frames.length >= minFrames) break;
        element.scrollTop = atBottom ? 0 : element.scrollTop + element.clientHeight / 2;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const now = performance.now();
        frames.push(now - last);
        last = now;
        if (element.querySelector('[aria-busy="true"]')) placeholderFrames++;
      }
      const sorted = [...frames].sort((a, b) => a - b);
      await new Promise((r) => setTimeout(r, 200));
      observer.disconnect();
      return {
        count: tasks.length,
        totalMs: tasks.reduce((a, b) => a + b, 0),
        seconds: (performance.now() - started) / 1000,
        frames: frames.length,
        meanFrameMs: frames.reduce((a, b) => a + b, 0) / Math.max(1, frames.length),
        p95FrameMs: sorted[Math.floor(sorted.length * 0.95)] ?? 0,
        placeholderFrames,
        pageRequests: performance
          .getEntriesByType('resource')
          .filter((r) => r.name.includes('/api/data/') && r.startTime >= started).length,
      };
    }, minFrames);
    return figures;
  } finally {
    await browser.close();
  }
}

const bench: Bench = {
  title: 'Explore: a 10,000-row token table scrolled in the browser',
  async run(): Promise<BenchResult[]> {
    if (!existsSync(resolve(ROOT, 'dist/index.html'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
    const manifest = TEST_MANIFEST;
    const chain = Object.values(manifest.chains)[0]!;
    let rows = REFERENCE_ROWS;
    const api = await syntheticDataApi(() => rows, chain.chainId);
    const server = await startServicesServer({
      port: 0,
      manifest: () => manifest,
      distDir: resolve(ROOT, 'dist'),
      indexerUrl: () => api.url,
    });
    try {
      const page = `${server.url}/explore/tokens`;
      rows = ROWS;
      const big = await scrollLongTasks(page);
      // the small table scrolled for as many frames (wrapping at its end), so both meet the same refetches and load
      rows = REFERENCE_ROWS;
      const reference = await scrollLongTasks(page, big.frames);
      const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x the ${REFERENCE_ROWS}-row table` : '-');
      return [
        {
          name: `long tasks scrolling ${ROWS} rows`,
          value: big.count,
          unit: 'tasks',
          target: '0',
          reference: `${big.totalMs.toFixed(0)} ms in long tasks over ${big.frames} frames, ${big.seconds.toFixed(1)} s; ${REFERENCE_ROWS} rows: ${reference.count} tasks over ${reference.frames} frames`,
          ok: big.count === 0,
        },
        {
          name: `frames showing loading rows, ${ROWS} rows`,
          value: (100 * big.placeholderFrames) / Math.max(1, big.frames),
          unit: '%',
          reference: `${big.pageRequests} page requests while scrolling; machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
        },
        {
          name: `mean frame scrolling ${ROWS} rows`,
          value: big.meanFrameMs,
          unit: 'ms',
          reference: `${ratio(big.meanFrameMs, reference.meanFrameMs)}: ${reference.meanFrameMs.toFixed(1)} ms`,
        },
        {
          name: `p95 frame scrolling ${ROWS} rows`,
          value: big.p95FrameMs,
          unit: 'ms',
          reference: `${ratio(big.p95FrameMs, reference.p95FrameMs)}: ${reference.p95FrameMs.toFixed(1)} ms`,
        },
      ];
    } finally {
      await server.close();
      await new Promise((r) => api.server.close(() => r(null)));
    }
  },
};

export default bench;
