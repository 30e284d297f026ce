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
    expect(english.every((key) => translated.has(key))).toBe(complete);
  });
  it.each(LOCALES.map((l) => l.code))('should only use en-US keys, with the same placeholders, in %s', (code) => {
    const english = interpolations('en-US');
    for (const [key, values] of Object.entries(interpolations(code))) {
      expect(english[key], key).toEqual(values);
    }
  });
});
