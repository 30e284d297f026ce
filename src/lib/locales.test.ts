import { describe, expect, it } from 'vitest';
import { LOCALES, matchLocale, resolveLocale } from './locales';

describe('resolveLocale', () => {
  it('should prefer the lng parameter when it names a supported locale', () => {
    expect(resolveLocale({ queryParam: 'ja-JP', stored: 'es-ES', browser: ['de-DE'] })).toBe('ja-JP');
  });
  it('should fall back to the stored setting when lng is unsupported', () => {
    expect(resolveLocale({ queryParam: 'xx-YY', stored: 'es-ES', browser: ['de-DE'] })).toBe('es-ES');
  });
  it('should use the first supported browser language when nothing is stored', () => {
    expect(resolveLocale({ browser: ['xx', 'es-MX', 'ja-JP'] })).toBe('es-ES');
  });
  it('should fall back as if unsupported when lng names an incomplete locale', () => {
    const incomplete = LOCALES.find((l) => !l.complete)!.code;
    expect(resolveLocale({ queryParam: incomplete, stored: 'ja-JP' })).toBe('ja-JP');
  });
  it('should default to en-US when nothing matches', () => {
    expect(resolveLocale({ queryParam: '', browser: ['xx'] })).toBe('en-US');
  });
});

describe('matchLocale', () => {
  it('should match case-insensitively and by language alone', () => {
    expect(matchLocale('AR-sa')).toBe('ar-SA');
    expect(matchLocale('ja')).toBe('ja-JP');
  });
  it('should match no locale when its translation is incomplete', () => {
    expect(LOCALES.filter((l) => !l.complete && matchLocale(l.code) !== undefined)).toEqual([]);
  });
  it('should list about 35 locales with unique codes', () => {
    expect(new Set(LOCALES.map((l) => l.code)).size).toBe(LOCALES.length);
    expect(LOCALES.length).toBeGreaterThanOrEqual(33);
  });
});
