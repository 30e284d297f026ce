// `npx tsx scripts/check-locales.ts [code ...]`: each locale's problems (src/lib/i18n/localeCheck.ts), or its key count
// and the plural categories it covers when it is whole. The unit layer runs the same check on every file.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { checkLocale, flattenMessages, pluralCategories } from '../src/lib/i18n/localeCheck.ts';
import { LOCALES } from '../src/lib/locales.ts';

const read = (code: string): unknown =>
  JSON.parse(readFileSync(resolve(import.meta.dirname, '../locales', `${code}.json`), 'utf8'));
const english = read('en-US');
const codes = process.argv.length > 2 ? process.argv.slice(2) : LOCALES.map((l) => l.code);

let failed = 0;
for (const code of codes) {
  const locale = read(code);
  const problems = checkLocale({ code, english, locale });
  const keys = Object.keys(flattenMessages(locale)).length;
  console.log(`${code}: ${keys} keys, plural categories ${pluralCategories(code).join(' ')}: ${problems.length ? `${problems.length} problems` : 'whole'}`);
  for (const p of problems.slice(0, 60)) console.log(`  ${p.kind.padEnd(12)} ${p.key}${p.detail ? `  ${p.detail}` : ''}`);
  if (problems.length) failed++;
}
process.exit(failed ? 1 : 0);
