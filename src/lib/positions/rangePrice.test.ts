import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSqrtRatioAtTick } from '../../../workers/math/tickMath';
import { rangeFromPrices } from './createPosition';
import {
  boundPriceText,
  isFullRange,
  MAX_TICK,
  MIN_TICK,
  rangePrices,
  tickAtSqrtPrice,
  tickToPrice,
} from './rangePrice';

describe('tickToPrice', () => {
  it('should price tick 0 at 1 between tokens of equal decimals and scale by the decimals between others', () => {
    expect(tickToPrice(0, 18, 18)).toBe(1);
    // 1 WETH (18) per USDC (6) units: tick 0 means 1e12 USDC per WETH in whole tokens
    expect(tickToPrice(0, 18, 6)).toBeCloseTo(1e12, 0);
  });

  it('should match 1.0001^tick and invert to its reciprocal', () => {
    fc.assert(
      fc.property(fc.integer({ min: -200_000, max: 200_000 }), fc.integer({ min: 0, max: 18 }), (tick, d) => {
        const price = tickToPrice(tick, d, d);
        expect(price / 1.0001 ** tick).toBeCloseTo(1, 9);
        expect(price * tickToPrice(tick, d, d, true)).toBeCloseTo(1, 9);
      }),
    );
  });
});

describe('rangePrices', () => {
  it('should keep min at most max whether inverted or not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_TICK, max: MAX_TICK - 1 }),
        fc.integer({ min: 1, max: 100_000 }),
        fc.boolean(),
        (lower, width, inverted) => {
          const { min, max } = rangePrices(lower, Math.min(lower + width, MAX_TICK), 18, 6, inverted);
          expect(min).toBeLessThanOrEqual(max);
        },
      ),
    );
  });
});

describe('boundPriceText', () => {
  it('should write the price of a tick to 8 significant digits, just inside the tick', () => {
    expect(boundPriceText(600, 18, 18)).toBe('1.0618334');
    expect(boundPriceText(0, 18, 18)).toBe('1.0000001');
    expect(boundPriceText(0, 18, 18, true)).toBe('0.9999999');
  });

  it('should read back as the same ticks when a range on the grid is shown in its fields, plain or inverted', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 10, 60, 200),
        fc.integer({ min: -4_000, max: 2_000 }),
        fc.integer({ min: 1, max: 400 }),
        fc.constantFrom([18, 18], [18, 6], [6, 18], [8, 18]),
        fc.boolean(),
        (tickSpacing, lowerStep, width, [decimals0, decimals1], inverted) => {
          const tickLower = lowerStep * tickSpacing;
          const tickUpper = tickLower + width * tickSpacing;
          const a = boundPriceText(tickLower, decimals0!, decimals1!, inverted);
          const b = boundPriceText(tickUpper, decimals0!, decimals1!, inverted);
          const [minText, maxText] = inverted ? [b, a] : [a, b];
          const range = rangeFromPrices({
            minText,
            maxText,
            decimals0: decimals0!,
            decimals1: decimals1!,
            baseIsToken0: !inverted,
            tickSpacing,
          });
          expect(range).toEqual({ tickLower, tickUpper });
        },
      ),
      { numRuns: 2_000 },
    );
  });
});

describe('isFullRange', () => {
  it('should call the usable ends of a spacing the full range and anything narrower not', () => {
    expect(isFullRange(-887220, 887220, 60)).toBe(true);
    expect(isFullRange(-887270, 887270, 10)).toBe(true);
    expect(isFullRange(-887160, 887220, 60)).toBe(false);
  });
});

describe('tickAtSqrtPrice', () => {
  it('should give back the exact tick of every tick boundary and the tick below between two boundaries', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_TICK, max: MAX_TICK - 1 }), (tick) => {
        const sqrt = getSqrtRatioAtTick(tick);
        expect(tickAtSqrtPrice(sqrt)).toBe(tick);
        expect(tickAtSqrtPrice(sqrt + 1n)).toBe(tick);
        if (tick > MIN_TICK) expect(tickAtSqrtPrice(sqrt - 1n)).toBe(tick - 1);
      }),
    );
  });

  it('should take a price beyond what a pool accepts as its end tick', () => {
    expect(tickAtSqrtPrice(1n)).toBe(MIN_TICK);
    expect(tickAtSqrtPrice(1n << 200n)).toBe(MAX_TICK);
  });
});
