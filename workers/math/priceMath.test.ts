import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeSqrtPriceX96, encodeSqrtPriceX96 } from './priceMath.ts';

describe('priceMath', () => {
  it('should round-trip a price through its sqrtPriceX96 to 12 significant digits', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1e-12, max: 1e12, noNaN: true }),
        fc.constantFrom(6, 8, 18),
        fc.constantFrom(6, 8, 18),
        (price, d0, d1) => {
          const back = decodeSqrtPriceX96(encodeSqrtPriceX96(price, d0, d1), d0, d1);
          return Math.abs(back / price - 1) < 1e-12;
        },
      ),
    );
  });

  it('should encode 1 WETH = 3000 USDC as the pool would', () => {
    expect(decodeSqrtPriceX96(encodeSqrtPriceX96(3000, 18, 6), 18, 6)).toBeCloseTo(3000, 9);
  });

  it('should refuse a price that is not positive', () => {
    expect(() => encodeSqrtPriceX96(0, 18, 18)).toThrow(RangeError);
  });
});
