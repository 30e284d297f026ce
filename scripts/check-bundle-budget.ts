// The byte budget of `/` (run by `npm test` right after the production build): the JavaScript the browser must fetch
// before the landing page can run is the entry script of dist/index.html and everything it imports statically, plus the
// app's start (src/boot.tsx, which the entry imports once the page has painted) and its static imports, as Vite lists
// them in dist/.vite/manifest.json. Other chunks loaded by a dynamic import() (on a route, on a click) are not part of
// it. Deterministic: the same build gives the same figure, whatever the machine's load.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

/** The initial JavaScript of `/`, gzipped (level 9, as test/bench/frame.bench.ts measures). */
export const INITIAL_JS_BUDGET_KB = 200;

/** The app's start, imported by the entry after the first paint: part of what `/` needs before it runs. */
export const BOOT_MODULE = 'src/boot.tsx';

/** The parts of a Vite manifest entry this check reads (https://vite.dev/guide/backend-integration). */
export type ManifestChunk = { file: string; isEntry?: boolean; imports?: string[]; dynamicImports?: string[] };
export type ViteManifest = Record<string, ManifestChunk>;

/** Every chunk file the entry loads before it runs: itself and its static imports, transitively, in load order. */
export function initialChunkFiles(manifest: ViteManifest, entryKey: string): string[] {
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the Vite manifest has no chunk ${key}`);
    files.push(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  return files;
}

export type ChunkSize = { file: string; gzipKb: number };
export type BudgetReport = { totalKb: number; chunks: ChunkSize[]; withinBudget: boolean };

export function measureInitialJavaScript(distDir: string, budgetKb = INITIAL_JS_BUDGET_KB): BudgetReport {
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const files = new Set([...initialChunkFiles(manifest, 'index.html'), ...initialChunkFiles(manifest, BOOT_MODULE)]);
  const chunks = [...files]
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipKb: gzipSync(readFileSync(resolve(distDir, file)), { level: 9 }).byteLength / 1024 }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const totalKb = chunks.reduce((sum, c) => sum + c.gzipKb, 0);
  return { totalKb, chunks, withinBudget: totalKb <= budgetKb };
}

/** The extension popup's initial JavaScript, gzipped (issue 30): the lock screen; onboarding loads its own chunk. */
export const POPUP_JS_BUDGET_KB = 170;
export const POPUP_ENTRY = 'extension/popup/index.html';

/** The popup page's entry and its static imports, from the extension build's manifest (dist-extension/). */
export function measurePopupJavaScript(distDir: string, budgetKb = POPUP_JS_BUDGET_KB): BudgetReport {
  const manifest = JSON.parse(readFileSync(resolve(distDir, '.vite/manifest.json'), 'utf8')) as ViteManifest;
  const chunks = initialChunkFiles(manifest, POPUP_ENTRY)
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipKb: gzipSync(readFileSync(resolve(distDir, file)), { level: 9 }).byteLength / 1024 }))
    .sort((a, b) => b.gzipKb - a.gzipKb);
  const totalKb = chunks.reduce((sum, c) => sum + c.gzipKb, 0);
  return { totalKb, chunks, withinBudget: totalKb <= budgetKb };
}

function printReport(what: string, report: BudgetReport, budgetKb: number) {
  const verdict = report.withinBudget ? 'within' : 'OVER';
  console.log(
    `Initial JavaScript of ${what}: ${report.totalKb.toFixed(1)} KB gzip in ${report.chunks.length} chunks, ` +
      `${verdict} the budget of ${budgetKb} KB`,
  );
  for (const chunk of report.chunks.slice(0, 10))
    console.log(`  ${chunk.gzipKb.toFixed(1).padStart(7)} KB  ${chunk.file}`);
  if (!report.withinBudget) process.exitCode = 1;
}

function main() {
  printReport('/', measureInitialJavaScript(resolve(import.meta.dirname, '../dist')), INITIAL_JS_BUDGET_KB);
  printReport(
    'the extension popup',
    measurePopupJavaScript(resolve(import.meta.dirname, '../dist-extension')),
    POPUP_JS_BUDGET_KB,
  );
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) main();
