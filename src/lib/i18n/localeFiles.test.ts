// Issue 33: every locale whole, checked on every file in `locales/` (src/lib/i18n/localeCheck.ts says what whole means).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';
import { checkLocale } from './localeCheck';

const dir = resolve(import.meta.dirname, '../../../locales');
const read = (code: string): unknown => JSON.parse(readFileSync(resolve(dir, `${code}.json`), 'utf8'));
const english = read('en-US');

describe('locale files', () => {
  it('should have one file per locale of the table', () => {
    const files = readdirSync(dir)
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(LOCALES.map((l) => l.code).sort());
  });
  it.each(LOCALES.map((l) => l.code))('should hold every en-US message, translated, in %s', (code) => {
    expect(checkLocale({ code, english, locale: read(code) })).toEqual([]);
  });
});
