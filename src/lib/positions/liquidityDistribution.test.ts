import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeLiquidity, chartWindow } from './liquidityDistribution';

describe('activeLiquidity', () => {
  it('should equal, at every bucket, the liquidity of the positions whose range holds it', () => {
    const position = fc
      .record({
        lower: fc.integer({ min: -500, max: 499 }),
        width: fc.integer({ min: 1, max: 300 }),
        liquidity: fc.bigInt({ min: 1n, max: 10n ** 24n }),
      })
      .map((p) => ({ tickLower: p.lower, tickUpper: p.lower + p.width, liquidity: p.liquidity }));
    fc.assert(
      fc.property(
        fc.array(position, { maxLength: 12 }),
        fc.integer({ min: -600, max: 600 }),
        (positions, currentTick) => {
          const net = new Map<number, bigint>();
          for (const q of positions) {
            net.set(q.tickLower, (net.get(q.tickLower) ?? 0n) + q.liquidity);
            net.set(q.tickUpper, (net.get(q.tickUpper) ?? 0n) - q.liquidity);
          }
          const activeAt = (x: number) =>
            positions.filter((q) => q.tickLower <= x && x < q.tickUpper).reduce((sum, q) => sum + q.liquidity, 0n);
          const result = activeLiquidity({
            ticks: [...net].map(([tick, liquidityNet]) => ({ tick, liquidityNet })),
            currentTick,
            liquidity: activeAt(currentTick),
            from: -700,
            to: 700,
            buckets: 70,
          });
          result.ticks.forEach((tick, i) => expect(result.liquidity[i]).toBe(activeAt(tick)));
        },
      ),
    );
  });

  it('should frame the range and the current price with a margin', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -800_000, max: 800_000 }),
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: -800_000, max: 800_000 }),
        (lower, width, current) => {
          const { from, to } = chartWindow(lower, lower + width, current);
          expect(from).toBeLessThan(Math.min(lower, current));
          expect(to).toBeGreaterThan(Math.max(lower + width, current));
        },
      ),
    );
  });
});
