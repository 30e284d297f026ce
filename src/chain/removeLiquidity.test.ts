import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSqrtRatioAtTick } from '../../workers/math/tickMath';
import { expectedRemoval, liquidityToRemove } from './removeLiquidity';

const liquidity = fc.bigInt({ min: 0n, max: (1n << 128n) - 1n });

describe('liquidityToRemove', () => {
  it('should remove all of it at 100 % and never more than the position holds, growing with the share', () => {
    fc.assert(
      fc.property(liquidity, fc.integer({ min: 1, max: 99 }), (l, percent) => {
        expect(liquidityToRemove(l, 100)).toBe(l);
        expect(liquidityToRemove(l, percent)).toBeLessThanOrEqual(liquidityToRemove(l, percent + 1));
        expect(liquidityToRemove(l, percent)).toBeLessThanOrEqual(l);
      }),
    );
  });

  it('should refuse a share outside 1-100 or not whole', () => {
    for (const bad of [0, 101, 12.5, Number.NaN]) expect(() => liquidityToRemove(1000n, bad)).toThrow(RangeError);
  });
});

describe('expectedRemoval', () => {
  it('should accept at least the expected amounts less the tolerance, and never more than expected', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -50_000, max: 50_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: -60_000, max: 60_000 }),
        liquidity,
        fc.integer({ min: 0, max: 5_000 }),
        (lower, width, tick, l, slippageBips) => {
          const r = expectedRemoval({
            sqrtPriceX96: getSqrtRatioAtTick(tick),
            tickLower: lower,
            tickUpper: lower + width,
            liquidity: l,
            slippageBips,
          });
          expect(r.amount0Min).toBeLessThanOrEqual(r.amount0);
          expect(r.amount1Min).toBeLessThanOrEqual(r.amount1);
          expect(r.amount0Min).toBeGreaterThanOrEqual((r.amount0 * BigInt(10_000 - slippageBips)) / 10_000n);
          // below the range only token0 comes out, above it only token1
          if (tick < lower) expect(r.amount1).toBe(0n);
          if (tick >= lower + width) expect(r.amount0).toBe(0n);
        },
      ),
    );
  });
});
