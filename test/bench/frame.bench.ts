// The frame's budget: how much JavaScript `/` loads before the user does anything, and Lighthouse's mobile
// performance and accessibility scores for `/`. Runs against the production build served by the services server.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MANIFEST_PATH, readManifest } from '../../devnet/manifest.ts';
import { startServicesServer } from '../../server/serve.ts';
import { TEST_MANIFEST } from '../../server/testManifest.ts';
import type { Bench, BenchResult } from './run.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const JS_BUDGET_KB = 250;
const SCORE_TARGET = 95;
/** Lighthouse scores move with machine load; the median of a few runs is what we compare. */
const LIGHTHOUSE_RUNS = 3;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function initialJavaScriptKb(url: string): Promise<number> {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_FLAGS.slice(1) });
  try {
    const page = await browser.newPage();
    const bodies: Promise<Buffer>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') bodies.push(response.body());
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(bodies.map(async (body) => gzipSync(await body, { level: 9 }).byteLength));
    return sizes.reduce((a, b) => a + b, 0) / 1024;
  } finally {
    await browser.close();
  }
}

async function lighthouseScores(url: string): Promise<{ performance: number; accessibility: number }> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROMIUM_FLAGS });
  try {
    // Lighthouse's defaults are the mobile form factor with simulated throttling.
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance', 'accessibility'],
      logLevel: 'error',
    });
    const categories = result?.lhr.categories;
    return {
      performance: Math.round((categories?.performance?.score ?? 0) * 100),
      accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
    };
  } finally {
    chrome.kill();
  }
}

const bench: Bench = {
  title: 'App frame: initial JavaScript and Lighthouse on /',
  async run(): Promise<BenchResult[]> {
    if (!existsSync(resolve(ROOT, 'dist/index.html'))) execSync('npm run build', { cwd: ROOT, stdio: 'inherit' });
    // The frame needs no chain: the last devnet's manifest gives real token logos when there is one.
    const manifest = existsSync(MANIFEST_PATH) ? readManifest() : TEST_MANIFEST;
    const server = await startServicesServer({ port: 0, manifest: () => manifest, distDir: resolve(ROOT, 'dist') });
    try {
      const url = `${server.url}/`;
      const js = await initialJavaScriptKb(url);
      const runs = [];
      for (let i = 0; i < LIGHTHOUSE_RUNS; i++) runs.push(await lighthouseScores(url));
      const scores = {
        performance: median(runs.map((r) => r.performance)),
        accessibility: median(runs.map((r) => r.accessibility)),
      };
      return [
        {
          name: 'JS loaded by / before interaction (gzip)',
          value: js,
          unit: 'KB',
          target: `<= ${JS_BUDGET_KB}`,
          reference: 'reference app ~2,749 KB',
          ok: js <= JS_BUDGET_KB,
        },
        {
          name: `Lighthouse mobile performance, / (median of ${LIGHTHOUSE_RUNS})`,
          value: scores.performance,
          unit: 'score',
          target: `>= ${SCORE_TARGET}`,
          ok: scores.performance >= SCORE_TARGET,
        },
        {
          name: 'Lighthouse accessibility, /',
          value: scores.accessibility,
          unit: 'score',
          target: `>= ${SCORE_TARGET}`,
          ok: scores.accessibility >= SCORE_TARGET,
        },
      ];
    } finally {
      await server.close();
    }
  },
};

export default bench;
