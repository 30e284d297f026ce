import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { liquidityAmounts, priceFromSqrtX96, sqrtRatioAtTick } from './poolMath.ts';

describe('poolMath', () => {
  it('should give 2^96 when the tick is 0', () => {
    expect(sqrtRatioAtTick(0)).toBe(2n ** 96n);
  });

  it('should match TickMath at the extreme ticks when given MIN_TICK and MAX_TICK', () => {
    expect(sqrtRatioAtTick(-887272)).toBe(4295128739n);
    expect(sqrtRatioAtTick(887272)).toBe(1461446703485210103287273052203988822378723970342n);
  });

  it('should increase with the tick when ticks vary', () => {
    fc.assert(
      fc.property(fc.integer({ min: -887271, max: 887271 }), (tick) => {
        expect(sqrtRatioAtTick(tick + 1)).toBeGreaterThan(sqrtRatioAtTick(tick));
      }),
    );
  });

  it('should never pay out more than was deposited when liquidity is added then removed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -10000, max: 10000 }),
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: -20000, max: 20000 }),
        fc.bigInt({ min: 1n, max: 10n ** 24n }),
        (lower, width, priceTick, liquidity) => {
          const sqrtPrice = sqrtRatioAtTick(priceTick);
          const [in0, in1] = liquidityAmounts(sqrtPrice, lower, lower + width, liquidity);
          const [out0, out1] = liquidityAmounts(sqrtPrice, lower, lower + width, -liquidity);
          expect(in0 + out0).toBeGreaterThanOrEqual(0n);
          expect(in1 + out1).toBeGreaterThanOrEqual(0n);
          expect(in0 + out0).toBeLessThanOrEqual(1n);
          expect(in1 + out1).toBeLessThanOrEqual(1n);
        },
      ),
    );
  });

  it('should price token0 in token1 with the decimals applied when given a sqrt price', () => {
    // 1 WETH (18) = 3000 USDC (6): raw ratio 3000e6 / 1e18
    const sqrtPrice = BigInt(Math.round(Math.sqrt(3000e6 / 1e18) * 2 ** 96));
    expect(priceFromSqrtX96(sqrtPrice, 18, 6)).toBeCloseTo(3000, 6);
  });
});
