// The explore tokens table with 10,000 rows, scrolled top to bottom in Chromium: long tasks (> 50 ms) while
// scrolling, against the same table with 100 rows in the same run. The rows come from a synthetic data API.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { execSync } from 'node:child_process';
import { chromium } from '@playwright/test';
import { TEST_MANIFEST } from '../../server/testManifest.ts';
import { startServicesServer } from '../../server/serve.ts';
import { seededRandom } from '../../devnet/random.ts';
import type { TokenStats } from '../../src/data/dataApi.ts';
import type { Bench, BenchResult } from './run.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const ROWS = 10_000;
const REFERENCE_ROWS = 100;

function syntheticTokens(count: number, chainId: number): TokenStats[] {
  const random = seededRandom(11);
  return Array.from({ length: count }, (_, i) => {
    const price = random.logUniform(1e-6, 1e5);
    return {
      id: `${chainId}-${i}`,
      chainId,
      address: `0x${(i + 1).toString(16).padStart(40, '0')}` as `0x${string}`,
      symbol: `TK${i}`,
      name: `Token ${i}`,
      decimals: 18,
      priceUSD: price,
      pricePercentChange1Day: random.between(-20, 20),
      volume1Day: random.logUniform(1, 1e9),
      marketCap: price * 1e9,
      fullyDilutedValue: price * 1e9,
      totalValueLocked: random.logUniform(1, 1e8),
      safetyLevel: 'VERIFIED',
      buyFeeBips: 0,
      sellFeeBips: 0,
      pricePool: '',
      sparkline: Array.from({ length: 25 }, () => price * random.between(0.9, 1.1)),
    };
  });
}

/** A data API that answers the tokens call with `rows` synthetic tokens. */
function syntheticDataApi(rows: () => number, chainId: number): Promise<{ url: string; server: Server }> {
  return new Promise((done) => {
    const server = createServer((request, response) => {
      if (request.url?.startsWith('/tokens')) {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ tokens: syntheticTokens(rows(), chainId) }));
      } else {
        response.writeHead(404).end('{}');
      }
    });
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, server });
    });
  });
}

type ScrollFigures = {
  /** Main-thread tasks over 50 ms of CPU time (trace `tdur`): the table's own work, whatever else loads the machine. */
  cpuLongTasks: number;
  count: number;
  totalMs: number;
  seconds: number;
  frames: number;
  meanFrameMs: number;
  p95FrameMs: number;
};

async function scrollLongTasks(url: string): Promise<ScrollFigures> {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await page.goto(url);
    const scroller = page.getByTestId('virtual-table-scroll');
    await scroller.getByRole('row').first().waitFor();
    // Let the first render and the query cache's write to IndexedDB (throttled to 1 s) finish before measuring.
    await page.waitForTimeout(2000);
    const events: { name: string; ph: string; tdur?: number }[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as typeof events)));
    const traced = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
    const figures = await scroller.evaluate(async (element) => {
      const tasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) tasks.push(entry.duration);
      });
      observer.observe({ type: 'longtask', buffered: false });
      const started = performance.now();
      const frames: number[] = [];
      let last = started;
      // Scroll as a person flicking fast through the whole list: half a screen per frame, to the bottom.
      while (element.scrollTop + element.clientHeight < element.scrollHeight - 1) {
        element.scrollTop += element.clientHeight / 2;
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const now = performance.now();
        frames.push(now - last);
        last = now;
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
      };
    });
    await cdp.send('Tracing.end');
    await traced;
    const cpuLongTasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && (e.tdur ?? 0) > 50_000).length;
    return { ...figures, cpuLongTasks };
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
      const reference = await scrollLongTasks(page);
      rows = ROWS;
      const big = await scrollLongTasks(page);
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
          name: `long tasks by CPU time scrolling ${ROWS} rows`,
          value: big.cpuLongTasks,
          unit: 'tasks',
          target: '0',
          reference: `${REFERENCE_ROWS} rows: ${reference.cpuLongTasks}; machine load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores`,
          ok: big.cpuLongTasks === 0,
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
