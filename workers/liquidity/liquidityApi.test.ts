import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { activeLiquidity } from '../../src/lib/positions/liquidityDistribution.ts';
import { createLiquidityApi } from './liquidityApi.ts';

/** Random positions on a 10-spacing grid, as the tick table their mints leave. */
const positions = fc.array(
  fc.record({
    lower: fc.integer({ min: -500, max: 500 }),
    width: fc.integer({ min: 1, max: 200 }),
    liquidity: fc.bigInt({ min: 1n, max: 10n ** 20n }),
  }),
  { maxLength: 30 },
);

describe('liquidity worker API', () => {
  it('should draw the same histogram as the sweep over every tick', () => {
    fc.assert(
      fc.property(
        positions,
        fc.integer({ min: -6000, max: 6000 }),
        fc.integer({ min: 1, max: 80 }),
        (list, current, buckets) => {
          const net = new Map<number, bigint>();
          for (const p of list) {
            net.set(p.lower * 10, (net.get(p.lower * 10) ?? 0n) + p.liquidity);
            const upper = (p.lower + p.width) * 10;
            net.set(upper, (net.get(upper) ?? 0n) - p.liquidity);
          }
          const rows = [...net].map(([tick, liquidityNet]) => ({ tick, liquidityNet: liquidityNet.toString() }));
          const api = createLiquidityApi();
          api.loadTicks('pool', rows);
          const from = current - 3000;
          const to = current + 3000;
          const ours = api.histogram('pool', from, to, buckets)!;
          const nets = rows.map((r) => ({ tick: r.tick, liquidityNet: BigInt(r.liquidityNet) }));
          const liquidity = nets.filter((n) => n.tick <= current).reduce((sum, n) => sum + n.liquidityNet, 0n);
          const reference = activeLiquidity({ ticks: nets, currentTick: current, liquidity, from, to, buckets });
          expect(ours.ticks).toEqual(reference.ticks);
          expect(ours.liquidity).toEqual(reference.liquidity.map(Number));
        },
      ),
    );
  });

  it('should say which sides a deposit takes with the amounts', () => {
    const api = createLiquidityApi();
    const inRange = api.deposit({
      sqrtPriceX96: 1n << 96n,
      tickLower: -60,
      tickUpper: 60,
      side: 0,
      amount: 10n ** 18n,
    });
    expect(inRange.sides).toEqual({ token0: true, token1: true });
    expect(inRange.amount1).toBeGreaterThan(0n);
    const below = api.deposit({ sqrtPriceX96: 1n << 96n, tickLower: 60, tickUpper: 120, side: 1, amount: 10n ** 18n });
    expect(below).toMatchObject({ liquidity: 0n, sides: { token0: true, token1: false } });
  });
});
