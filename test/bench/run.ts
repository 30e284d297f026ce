// `npm run bench`: runs every benchmark in this folder in turn and prints its figures against its targets.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export type BenchResult = {
  name: string;
  value: number;
  unit: string;
  target?: string;
  reference?: string;
  ok?: boolean;
};
export type Bench = { title: string; run: () => Promise<BenchResult[]> };

const dir = import.meta.dirname;
const only = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const file of files) {
  const mod = (await import(pathToFileURL(resolve(dir, file)).href)) as { default: Bench };
  console.log(`\n## ${mod.default.title} (${file})`);
  const results = await mod.default.run();
  for (const r of results) {
    const verdict = r.ok === undefined ? '' : r.ok ? '  ok' : '  MISSED';
    if (r.ok === false) failed++;
    const value = Number.isInteger(r.value) ? String(r.value) : r.value.toFixed(2);
    console.log(
      `${r.name.padEnd(48)} ${value.padStart(10)} ${r.unit.padEnd(6)}` +
        `${r.target ? `  target ${r.target}` : ''}${r.reference ? `  (${r.reference})` : ''}${verdict}`,
    );
  }
}
console.log(`\n${failed === 0 ? 'all targets met' : `${failed} target(s) missed`}`);
