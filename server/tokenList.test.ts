import { describe, expect, it } from 'vitest';
import { buildTokenList, tokenLogoSvg } from './tokenList.ts';
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
