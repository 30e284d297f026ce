import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveTokenUri } from './nftMetadata';

describe('resolveTokenUri', () => {
  it('should send ipfs:// through the gateway and keep https and data: URIs', () => {
    expect(resolveTokenUri('ipfs://bafkrei123', '/ipfs/')).toBe('/ipfs/bafkrei123');
    expect(resolveTokenUri('ipfs://ipfs/bafy/1.json', 'https://ipfs.io/ipfs')).toBe('https://ipfs.io/ipfs/bafy/1.json');
    expect(resolveTokenUri(' https://example.com/1.json ')).toBe('https://example.com/1.json');
    expect(resolveTokenUri('data:application/json;base64,e30=')).toBe('data:application/json;base64,e30=');
  });

  it('should refuse schemes that could run code or that it cannot read', () => {
    for (const uri of ['javascript:alert(1)', 'mock', 'ar://abc', 'data:text/html,<script>', 'file:///etc/passwd'])
      expect(resolveTokenUri(uri)).toBeUndefined();
  });

  it('should never throw and only answer gateway, http(s) or data URLs', () => {
    fc.assert(
      fc.property(fc.string(), (uri) => {
        const url = resolveTokenUri(uri, '/ipfs/');
        if (url !== undefined) expect(url).toMatch(/^(\/ipfs\/|https?:\/\/|data:)/i);
      }),
    );
  });
});
