import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cancelMasks, isNonceSpent } from './uniswapxNonces.ts';

describe('Permit2 unordered nonces', () => {
  it('should spend every nonce and no other when the masks are applied, one mask per word', () => {
    fc.assert(
      fc.property(fc.array(fc.bigInt({ min: 0n, max: (1n << 20n) - 1n }), { maxLength: 20 }), (nonces) => {
        const masks = cancelMasks(nonces);
        expect(new Set(masks.map((m) => m.word)).size).toBe(masks.length);
        const bitmaps = new Map(masks.map((m) => [m.word, m.mask]));
        for (const nonce of nonces) expect(isNonceSpent(bitmaps.get(nonce >> 8n) ?? 0n, nonce)).toBe(true);
        const spent = masks.reduce((n, m) => n + m.mask.toString(2).replaceAll('0', '').length, 0);
        expect(spent).toBe(new Set(nonces).size);
      }),
    );
  });

  it('should cancel two nonces of one word in one call', () => {
    expect(cancelMasks([256n + 3n, 256n + 4n])).toEqual([{ word: 1n, mask: 0b11000n }]);
  });
});
