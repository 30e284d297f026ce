import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
  nearestUsableTick,
} from './tickMath.ts';

describe('tickMath', () => {
  it('should give the contracts’ bounds at the extreme ticks', () => {
    expect(getSqrtRatioAtTick(MIN_TICK)).toBe(MIN_SQRT_RATIO);
    expect(getSqrtRatioAtTick(MAX_TICK)).toBe(MAX_SQRT_RATIO);
    expect(getSqrtRatioAtTick(0)).toBe(1n << 96n);
  });

  it('should grow strictly with the tick', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_TICK, max: MAX_TICK - 1 }),
        (tick) => getSqrtRatioAtTick(tick) < getSqrtRatioAtTick(tick + 1),
      ),
    );
  });

  it('should invert getSqrtRatioAtTick when given a tick price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_TICK, max: MAX_TICK - 1 }),
        (tick) => getTickAtSqrtRatio(getSqrtRatioAtTick(tick)) === tick,
      ),
    );
  });

  it('should return the greatest tick at or below any price', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: MIN_SQRT_RATIO, max: MAX_SQRT_RATIO - 1n }), (sqrtPrice) => {
        const tick = getTickAtSqrtRatio(sqrtPrice);
        return getSqrtRatioAtTick(tick) <= sqrtPrice && (tick === MAX_TICK || getSqrtRatioAtTick(tick + 1) > sqrtPrice);
      }),
    );
  });

  it('should round to a multiple of the spacing within the usable range', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_TICK, max: MAX_TICK }),
        fc.constantFrom(1, 10, 50, 60, 200),
        (tick, spacing) => {
          const usable = nearestUsableTick(tick, spacing);
          return (
            usable % spacing === 0 && usable >= MIN_TICK && usable <= MAX_TICK && Math.abs(usable - tick) <= spacing
          );
        },
      ),
    );
  });
});
