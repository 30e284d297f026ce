import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DRAWN_LOGO_SYMBOLS, buildTokenList, tokenLogoSvg, tokenLogoUri } from './tokenList.ts';
import { TEST_MANIFEST } from './testManifest.ts';

describe('tokenLogoSvg', () => {
  it('should never let a symbol or colour inject markup', () => {
    const svg = tokenLogoSvg({ symbol: '<scr', color: '"/><script>' });
    expect(svg).not.toContain('<scr<');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('fill="#888888"');
  });
});

describe('buildTokenList', () => {
  it('should list each token with the chain id it lives on and a version', () => {
    const list = buildTokenList(TEST_MANIFEST);
    expect(list.version).toEqual({ major: 1, minor: 0, patch: 0 });
    expect(new Set(list.tokens.map((t) => t.chainId))).toEqual(new Set([31337]));
    expect(list.timestamp).toBe('2026-11-01T00:00:00.000Z');
  });
});

describe('tokenLogoUri', () => {
  it('should point every drawn symbol at an SVG file shipped in public/', () => {
    for (const symbol of DRAWN_LOGO_SYMBOLS) {
      const uri = tokenLogoUri(31337, { symbol, address: '0x00000000000000000000000000000000000000aa' });
      const file = new URL(`../public${uri}`, import.meta.url);
      expect(existsSync(file), uri).toBe(true);
      expect(readFileSync(file, 'utf8')).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"[^>]*viewBox=/);
    }
  });

  it('should fall back to the generated logo for a symbol without artwork', () => {
    expect(tokenLogoUri(31337, { symbol: 'ZZZ', address: '0x00000000000000000000000000000000000000AA' })).toBe(
      '/api/tokens/logo/31337/0x00000000000000000000000000000000000000aa.svg',
    );
  });
});
