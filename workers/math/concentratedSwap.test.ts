import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConcentratedPoolState, simulateConcentratedSwap } from './concentratedSwap.ts';
import { getSqrtRatioAtTick } from './tickMath.ts';

/** A pool with one full-range-ish position and a narrower one around the price. */
function poolArbitrary(version: 'v3' | 'v4') {
  return fc
    .record({
      tick: fc.integer({ min: -50_000, max: 50_000 }),
      liquidity: fc.bigInt({ min: 10n ** 15n, max: 10n ** 24n }),
      extra: fc.bigInt({ min: 0n, max: 10n ** 24n }),
      fee: fc.constantFrom(100, 500, 2500, 3000, 10_000),
    })
    .map(({ tick, liquidity, extra, fee }): ConcentratedPoolState => {
      const tickSpacing = 10;
      const base = Math.floor(tick / tickSpacing) * tickSpacing;
      const ticks = [
        { index: -887_270, liquidityNet: liquidity },
        { index: base - 2000, liquidityNet: extra },
        { index: base + 2000, liquidityNet: -extra },
        { index: 887_270, liquidityNet: -liquidity },
      ].filter((t) => t.liquidityNet !== 0n);
      return {
        version,
        sqrtPriceX96: getSqrtRatioAtTick(tick),
        tick,
        liquidity: liquidity + extra,
        fee,
        tickSpacing,
        ticks,
      };
    });
}

describe('simulateConcentratedSwap', () => {
  for (const version of ['v3', 'v4'] as const) {
    it(`should need no more input for an exact output than an exact input of it gives (${version})`, () => {
      fc.assert(
        fc.property(
          poolArbitrary(version),
          fc.boolean(),
          fc.bigInt({ min: 1000n, max: 10n ** 20n }),
          (pool, zeroForOne, amountIn) => {
            const forward = simulateConcentratedSwap(pool, zeroForOne, amountIn);
            fc.pre(forward.complete && forward.amountOut > 0n);
            const back = simulateConcentratedSwap(pool, zeroForOne, -forward.amountOut);
            return back.complete && back.amountOut === forward.amountOut && back.amountIn <= amountIn;
          },
        ),
      );
    });

    it(`should move the price against the trader and never pay out more than the input is worth (${version})`, () => {
      fc.assert(
        fc.property(
          poolArbitrary(version),
          fc.boolean(),
          fc.bigInt({ min: 1n, max: 10n ** 22n }),
          (pool, zeroForOne, amount) => {
            const result = simulateConcentratedSwap(pool, zeroForOne, amount);
            const moved = zeroForOne
              ? result.sqrtPriceX96After <= pool.sqrtPriceX96
              : result.sqrtPriceX96After >= pool.sqrtPriceX96;
            return moved && result.amountIn <= amount && result.amountOut >= 0n;
          },
        ),
      );
    });
  }

  it('should cross the narrow position’s ticks and report them', () => {
    const pool: ConcentratedPoolState = {
      version: 'v3',
      sqrtPriceX96: getSqrtRatioAtTick(0),
      tick: 0,
      liquidity: 2n * 10n ** 18n,
      fee: 3000,
      tickSpacing: 10,
      ticks: [
        { index: -887_270, liquidityNet: 10n ** 18n },
        { index: -100, liquidityNet: 10n ** 18n },
        { index: 100, liquidityNet: -(10n ** 18n) },
        { index: 887_270, liquidityNet: -(10n ** 18n) },
      ],
    };
    const result = simulateConcentratedSwap(pool, false, 10n ** 17n);
    expect(result.ticksCrossed).toBe(1);
    expect(result.liquidityAfter).toBe(10n ** 18n);
    expect(result.tickAfter).toBeGreaterThan(100);
  });

  it('should reject a zero amount', () => {
    expect(() =>
      simulateConcentratedSwap(
        { version: 'v4', sqrtPriceX96: 1n << 96n, tick: 0, liquidity: 1n, fee: 0, tickSpacing: 1, ticks: [] },
        true,
        0n,
      ),
    ).toThrow(RangeError);
  });
});
