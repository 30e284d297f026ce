// What a page downloads as JavaScript until it is idle (issue 34's second byte budget): the first-visit-bytes journey
// holds it, the frame bench prints it. Each script is counted once, as the build's file gzipped at level 9, whatever
// encoding the server chose to send; the context sees the page's requests and its dedicated workers'
// (modulepreload links come as resource type "other", so the path tells a script).
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { BrowserContext, Page } from '@playwright/test';

export type ScriptsUntilIdle = { totalKb: number; scripts: { path: string; kb: number }[]; listing: string };

/** Opens `url` in a new page of `context` and counts the scripts fetched until idle (the app adopted, then quiet). */
export async function scriptsUntilIdle(context: BrowserContext, url: string, distDir: string): Promise<ScriptsUntilIdle> {
  const paths = new Set<string>();
  let inFlight = 0;
  context.on('request', () => inFlight++);
  context.on('requestfailed', () => inFlight--);
  context.on('requestfinished', (request) => {
    inFlight--;
    const path = new URL(request.url()).pathname;
    if (/^\/assets\/.+\.m?js$/.test(path)) paths.add(path);
  });
  const page: Page = await context.newPage();
  await page.goto(url);
  await page.waitForFunction(() => !document.querySelector('[data-prerendered]'), undefined, { timeout: 20_000 });
  // idle: the main thread had an idle period, nothing is in flight, and that period started nothing new (what the app
  // defers to idle time starts in such a period, so one quiet period after another means it is done)
  const deadline = Date.now() + 30_000;
  for (let seen = -1; Date.now() < deadline; ) {
    await page.evaluate(() => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 1000 })));
    if (inFlight === 0 && seen === paths.size) break;
    seen = paths.size;
  }
  const scripts = [...paths]
    .map((path) => ({ path, kb: gzipSync(readFileSync(resolve(distDir, `.${path}`)), { level: 9 }).byteLength / 1024 }))
    .sort((a, b) => b.kb - a.kb);
  const totalKb = scripts.reduce((sum, s) => sum + s.kb, 0);
  const listing = scripts.map((s) => `${s.kb.toFixed(1).padStart(7)} KB  ${s.path}`).join('\n');
  return { totalKb, scripts, listing };
}
