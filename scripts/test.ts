// The README's test command (`npm test`): every layer, failing fast, and each layer's wall time printed at the end
// (issue 27: the run has a time budget). Panda's codegen runs once for every layer (the layers' own npm scripts run it
// first when started alone; here `--ignore-scripts` skips those pre-scripts). Some layers run side by side where the
// machine has room, measured on this two-core machine: typecheck, lint and the unit layer together took 162 s against
// 70 s and 126 s one after the other (typecheck and lint are one thread each, and the unit layer's workers wait on
// its slowest files); the devnet layer spends much of its time waiting on its chains and indexer while the production
// build runs (261 s for both together against 237 s for the devnet layer alone and about 100 s for the build).
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { INDEXER_FAILURE_PATH, INDEXER_READY_PATH } from '../test/devnet/ports.ts';

type Layer = { name: string; commands: string[][]; sideBySide?: boolean };

/** An npm script without its pre- and post-scripts (npm still runs the script asked for). */
const script = (name: string) => ['npm', 'run', '--silent', '--ignore-scripts', name];

const CODEGEN: Layer = { name: 'codegen', commands: [script('codegen')] };
const TYPECHECK_AND_LINT: Layer = {
  name: 'typecheck and lint',
  commands: [script('typecheck'), script('lint')],
  sideBySide: true,
};
const UNIT: Layer = { name: 'unit and machine tests', commands: [script('test:unit')] };
const DEVNET: Layer = { name: 'devnet tests', commands: [script('test:devnet')] };
const BUILD: Layer = {
  name: 'build and byte budget',
  commands: [script('e2e:browser'), script('build'), script('check:budget')],
};
const E2E: Layer = { name: 'end-to-end in Chromium', commands: [['npx', 'playwright', 'test']] };

/** The layers' processes still running, ended when the run stops at a failed layer. */
const running = new Set<ChildProcess>();

function run(argv: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: 'inherit' });
    running.add(child);
    child.on('exit', (code) => {
      running.delete(child);
      resolve(code ?? 1);
    });
  });
}

async function runLayer(layer: Layer): Promise<boolean> {
  if (layer.sideBySide) return (await Promise.all(layer.commands.map(run))).every((code) => code === 0);
  for (const command of layer.commands) if ((await run(command)) !== 0) return false;
  return true;
}

const times: { name: string; ms: number; ok: boolean }[] = [];
const runStarted = performance.now();

function printTimes() {
  const line = (name: string, ms: number, note = '') =>
    console.log(`  ${name.padEnd(26)} ${`${(ms / 1000).toFixed(0)} s`.padStart(7)}${note}`);
  console.log('\nwall time by layer (layers side by side overlap):');
  for (const t of times) line(t.name, t.ms, t.ok ? '' : '  (failed)');
  line('total', performance.now() - runStarted);
}

async function timed(layer: Layer): Promise<boolean> {
  const started = performance.now();
  const ok = await runLayer(layer);
  times.push({ name: layer.name, ms: performance.now() - started, ok });
  return ok;
}

function fail(): never {
  // a layer that started beside the failed one (the build beside the unit layer) stops too: npm passes the signal on
  for (const child of running) child.kill('SIGTERM');
  printTimes();
  process.exit(1);
}

/**
 * Resolves once the devnet layer has both caches the e2e stack loads (the devnet state and the indexer's database:
 * test/devnet/ports.ts INDEXER_READY_PATH), or has ended. A stack started before would build them a second time, on
 * the same two cores, into the same cache folders.
 */
async function devnetCachesReady(devnetEnded: () => boolean): Promise<void> {
  while (!existsSync(INDEXER_READY_PATH) && !existsSync(INDEXER_FAILURE_PATH) && !devnetEnded()) await sleep(1000);
}

if (!(await timed(CODEGEN))) fail();
// The build needs nothing of the unit layer: it starts once typecheck and lint pass, beside the unit layer's last files
// (the unit layer runs one vitest worker on two cores, so the second core idles once tsc and ESLint are done).
const checks = timed(TYPECHECK_AND_LINT);
const unit = timed(UNIT);
const build = checks.then((ok) => ok && timed(BUILD));
if (!(await Promise.all([checks, unit])).every(Boolean)) fail();

// The end-to-end layer starts as soon as the build is done and the devnet layer has filled the caches its stack loads,
// while the devnet layer's later files still run: those wait on their chains and indexer more than they compute.
for (const path of [INDEXER_READY_PATH, INDEXER_FAILURE_PATH]) rmSync(path, { force: true });
let devnetEnded = false;
const devnet = timed(DEVNET).finally(() => {
  devnetEnded = true;
});
const buildThenE2E = (async () => {
  if (!(await build)) return false;
  await devnetCachesReady(() => devnetEnded);
  if (devnetEnded && !(await devnet)) return false;
  return timed(E2E);
})();
if (!(await Promise.all([devnet, buildThenE2E])).every(Boolean)) fail();
printTimes();
