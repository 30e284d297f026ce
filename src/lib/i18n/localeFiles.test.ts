import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../locales';

const dir = resolve(import.meta.dirname, '../../../locales');
const read = (code: string): unknown => JSON.parse(readFileSync(resolve(dir, `${code}.json`), 'utf8'));

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const english = keys(read('en-US'));

// i18next picks a plural key by the locale's CLDR categories (plus `_zero` in every language): Japanese has only
// `_other`, Arabic also `_two`, `_few` and `_many`. A key is wanted when its category is one the locale uses.
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/;
const categories = (code: string) =>
  new Set<string>(['zero', ...new Intl.PluralRules(code).resolvedOptions().pluralCategories]);
const wanted = (code: string, key: string) => {
  const plural = PLURAL.exec(key);
  return !plural || categories(code).has(plural[2]!);
};
/** The English key whose placeholders a locale's key must use: a plural form English lacks answers to its `_other`. */
const englishFor = (key: string, englishKeys: Record<string, string[]>) => {
  const plural = PLURAL.exec(key);
  return key in englishKeys || !plural ? key : `${plural[1]}_other`;
};
const interpolations = (code: string) =>
  Object.fromEntries(
    keys(read(code)).map((k) => {
      const text = k.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], read(code));
      return [
        k,
        String(text)
          .match(/{{\w+}}/g)
          ?.sort() ?? [],
      ];
    }),
  );

describe('locale files', () => {
  it('should have one file per locale of the table', () => {
    const files = readdirSync(dir)
      .map((f) => f.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(LOCALES.map((l) => l.code).sort());
  });
  // A locale is offered only when complete (src/lib/locales.ts): the table's flag must say what the file holds.
  it.each(LOCALES.map((l) => [l.code, l.complete] as const))('should mark %s complete=%s', (code, complete) => {
    const translated = new Set(keys(read(code)));
    expect(english.filter((key) => wanted(code, key)).every((key) => translated.has(key))).toBe(complete);
  });
  it.each(LOCALES.map((l) => l.code))('should only use en-US keys, with the same placeholders, in %s', (code) => {
    const english: Record<string, string[]> = interpolations('en-US');
    for (const [key, values] of Object.entries<string[]>(interpolations(code))) {
      const source = englishFor(key, english);
      expect(wanted(code, key), key).toBe(true);
      // A form for exactly one count ('twice') may leave the count out.
      const expected =
        source === key ? english[key] : english[source]?.filter((v) => v !== '{{count}}' || values.includes(v));
      expect(expected, key).toEqual(values);
    }
  });
});
