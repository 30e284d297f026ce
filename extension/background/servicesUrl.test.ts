import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readServicesUrl } from './servicesUrl.ts';

describe('readServicesUrl', () => {
  it('should take an http or https origin, with or without its slash', () => {
    expect(readServicesUrl(' http://127.0.0.1:8787/ ')).toEqual({ ok: true, origin: 'http://127.0.0.1:8787' });
    expect(readServicesUrl('https://services.sluice.example')).toEqual({
      ok: true,
      origin: 'https://services.sluice.example',
    });
  });

  it('should refuse what is not an http(s) origin', () => {
    for (const input of [
      '',
      'localhost:8787',
      'ftp://example.com',
      'javascript:alert(1)',
      'chrome-extension://olokiljimihkedglibagkfgngeidjfao',
      'http://example.com/api',
      'http://example.com/?a=1',
      'http://user:pass@example.com',
    ])
      expect(readServicesUrl(input), input).toEqual({ ok: false });
  });

  it('should give back an origin that reads as itself', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), (input) => {
        const reading = readServicesUrl(input);
        if (!reading.ok) return;
        expect(readServicesUrl(reading.origin)).toEqual(reading);
        expect(new URL(reading.origin).origin).toBe(reading.origin);
      }),
    );
  });
});
