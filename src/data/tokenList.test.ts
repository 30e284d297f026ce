import { describe, expect, it } from 'vitest';
import { type TokenList, resolveLogoUris } from './tokenList';

const list = (logoURI: string): TokenList => ({
  name: 'Test',
  timestamp: '2026-11-01T00:00:00.000Z',
  version: { major: 1, minor: 0, patch: 0 },
  tokens: [
    {
      chainId: 1,
      address: '0x00000000000000000000000000000000000000aa',
      symbol: 'A',
      name: 'A',
      decimals: 18,
      logoURI,
    },
  ],
});

describe('resolveLogoUris', () => {
  it('should resolve a root-relative logo against a list served by another origin', () => {
    const resolved = resolveLogoUris(list('/tokens/a.svg'), 'https://lists.example.org/api/tokens');
    expect(resolved.tokens[0]!.logoURI).toBe('https://lists.example.org/tokens/a.svg');
  });

  it('should keep a root-relative logo when the list is served by our own origin', () => {
    expect(resolveLogoUris(list('/tokens/a.svg'), '/api/tokens').tokens[0]!.logoURI).toBe('/tokens/a.svg');
  });

  it('should keep an absolute logo address', () => {
    const uri = 'https://cdn.example.org/a.png';
    expect(resolveLogoUris(list(uri), 'https://lists.example.org/api/tokens').tokens[0]!.logoURI).toBe(uri);
  });
});
