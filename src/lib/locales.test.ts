import fc from 'fast-check';
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
  it('should default to en-US when nothing matches', () => {
    expect(resolveLocale({ queryParam: '', browser: ['xx'] })).toBe('en-US');
  });
});

describe('matchLocale', () => {
  it('should match case-insensitively and by language alone', () => {
    expect(matchLocale('AR-sa')).toBe('ar-SA');
    expect(matchLocale('ja')).toBe('ja-JP');
    expect(matchLocale('de-AT')).toBe('de-DE');
  });
  it('should match the tags browsers send for our languages under other codes', () => {
    expect(matchLocale('nb-NO')).toBe('no-NO');
    expect(matchLocale('zh-Hant-HK')).toBe('zh-TW');
    expect(matchLocale('zh_HK')).toBe('zh-TW');
    expect(matchLocale('zh-Hans-CN')).toBe('zh-CN');
    expect(matchLocale('sr-Cyrl-RS')).toBe('sr-SP');
    expect(matchLocale('iw')).toBe('he-IL');
  });
  it('should match every locale by its own code in any case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.boolean(), (locale, lower) => {
        const code = lower ? locale.code.toLowerCase() : locale.code.replace('-', '_');
        expect(matchLocale(code)).toBe(locale.code);
      }),
    );
  });
  it('should list about 35 locales with unique codes, right to left where the script is', () => {
    expect(new Set(LOCALES.map((l) => l.code)).size).toBe(LOCALES.length);
    expect(LOCALES.length).toBeGreaterThanOrEqual(33);
    expect(LOCALES.filter((l) => l.dir === 'rtl').map((l) => l.code)).toEqual(['ar-SA', 'he-IL', 'ur-PK']);
  });
});
