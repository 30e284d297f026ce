// The README's test command (`npm test`): every layer, failing fast, and each layer's wall time printed at the end
// (issue 27: the run has a time budget). Panda's codegen runs once for every layer (the layers' own npm scripts run it
// first when started alone; here `--ignore-scripts` skips those pre-scripts). Some layers run side by side where the
// machine has room, measured on this two-core machine: typecheck, lint and the unit layer together took 162 s against
// 70 s and 126 s one after the other (typecheck and lint are one thread each, and the unit layer's workers wait on
// its slowest files); the devnet layer spends much of its time waiting on its chains and indexer while the production
// build runs (261 s for both together against 237 s for the devnet layer alone and about 100 s for the build).
import { spawn } from 'node:child_process';

type Layer = { name: string; commands: string[][]; sideBySide?: boolean };
/** Layers that run at the same time; the stages run one after another. */
type Stage = Layer[];

/** An npm script without its pre- and post-scripts (npm still runs the script asked for). */
const script = (name: string) => ['npm', 'run', '--silent', '--ignore-scripts', name];

const STAGES: Stage[] = [
  [{ name: 'codegen', commands: [script('codegen')] }],
  [
    { name: 'typecheck and lint', commands: [script('typecheck'), script('lint')], sideBySide: true },
    { name: 'unit and machine tests', commands: [script('test:unit')] },
  ],
  [
    { name: 'devnet tests', commands: [script('test:devnet')] },
    { name: 'build and byte budget', commands: [script('e2e:browser'), script('build'), script('check:budget')] },
  ],
  [{ name: 'end-to-end in Chromium', commands: [['npx', 'playwright', 'test']] }],
];

function run(argv: string[]): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(argv[0]!, argv.slice(1), { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function runLayer(layer: Layer): Promise<boolean> {
  if (layer.sideBySide) return (await Promise.all(layer.commands.map(run))).every((code) => code === 0);
  for (const command of layer.commands) if ((await run(command)) !== 0) return false;
  return true;
}

const times: { name: string; ms: number; ok: boolean }[] = [];
let total = 0;

function printTimes() {
  const line = (name: string, ms: number, note = '') =>
    console.log(`  ${name.padEnd(26)} ${`${(ms / 1000).toFixed(0)} s`.padStart(7)}${note}`);
  console.log('\nwall time by layer (layers side by side overlap):');
  for (const t of times) line(t.name, t.ms, t.ok ? '' : '  (failed)');
  line('total', total);
}

async function timed(layer: Layer): Promise<boolean> {
  const started = performance.now();
  const ok = await runLayer(layer);
  times.push({ name: layer.name, ms: performance.now() - started, ok });
  return ok;
}

for (const stage of STAGES) {
  const started = performance.now();
  const results = await Promise.all(stage.map(timed));
  total += performance.now() - started;
  if (!results.every(Boolean)) {
    printTimes();
    process.exit(1);
  }
}
printTimes();
