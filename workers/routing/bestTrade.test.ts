import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSqrtRatioAtTick } from '../math/tickMath.ts';
import { bestTrade, quoteRoute } from './bestTrade.ts';
import { NATIVE, buildRouteGraph, findRoutes } from './findRoutes.ts';
import { type CurrencyId, DEFAULT_ROUTING, type PoolSnapshot } from './types.ts';

const A = '0x000000000000000000000000000000000000000a' as CurrencyId;
const B = '0x000000000000000000000000000000000000000b' as CurrencyId;
const C = '0x000000000000000000000000000000000000000c' as CurrencyId;
const WETH = '0x00000000000000000000000000000000000000ee' as CurrencyId;

function v2(
  id: string,
  currency0: CurrencyId,
  currency1: CurrencyId,
  reserve0: bigint,
  reserve1: bigint,
): PoolSnapshot {
  return { version: 'v2', id: id as CurrencyId, currency0, currency1, fee: 3000, reserve0, reserve1 };
}

function v3(
  id: string,
  currency0: CurrencyId,
  currency1: CurrencyId,
  liquidity: bigint,
  tick: number,
  fee = 3000,
): PoolSnapshot {
  return {
    version: 'v3',
    id: id as CurrencyId,
    currency0,
    currency1,
    fee,
    state: {
      version: 'v3',
      sqrtPriceX96: getSqrtRatioAtTick(tick),
      tick,
      liquidity,
      fee,
      tickSpacing: 60,
      ticks: [
        { index: -887_220, liquidityNet: liquidity },
        { index: 887_220, liquidityNet: -liquidity },
      ],
    },
  };
}

const reserve = fc.bigInt({ min: 10n ** 20n, max: 10n ** 26n });

describe('bestTrade', () => {
  it('should never do worse than any single route, exact in or exact out', () => {
    fc.assert(
      fc.property(
        reserve,
        reserve,
        reserve,
        reserve,
        fc.bigInt({ min: 10n ** 15n, max: 10n ** 22n }),
        fc.boolean(),
        (r1, r2, r3, r4, amount, exactIn) => {
          const pools = [
            v2('0x01', A, B, r1, r2),
            v3('0x02', A, B, r3, 0),
            v2('0x03', A, C, r3, r4),
            v2('0x04', B, C, r4, r1),
          ];
          const tradeType = exactIn ? 'exactIn' : 'exactOut';
          const trade = bestTrade({ pools, currencyIn: A, currencyOut: B, tradeType, amount });
          const routes = findRoutes(buildRouteGraph(pools, DEFAULT_ROUTING), A, B, 3);
          for (const route of routes) {
            const quote = quoteRoute(route, tradeType, amount);
            if (quote === undefined) continue;
            expect(trade).toBeDefined();
            if (exactIn) expect(trade!.amountOut).toBeGreaterThanOrEqual(quote);
            else expect(trade!.amountIn).toBeLessThanOrEqual(quote);
          }
          if (trade) expect(trade.routes.reduce((sum, r) => sum + r.percent, 0)).toBe(100);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('should split a trade too big for one pool across pools that share nothing', () => {
    const pools = [
      v2('0x01', A, B, 10n ** 21n, 10n ** 21n),
      v2('0x02', A, C, 10n ** 21n, 10n ** 21n),
      v2('0x03', C, B, 10n ** 21n, 10n ** 21n),
    ];
    const trade = bestTrade({ pools, currencyIn: A, currencyOut: B, tradeType: 'exactIn', amount: 5n * 10n ** 20n })!;
    expect(trade.routes.length).toBe(2);
    const used = trade.routes.flatMap((r) => r.route.hops.map((h) => (h.kind === 'pool' ? h.pool.id : h.kind)));
    expect(new Set(used).size).toBe(used.length);
  });

  it('should find no trade when no pool connects the currencies', () => {
    expect(
      bestTrade({
        pools: [v2('0x01', A, B, 10n ** 20n, 10n ** 20n)],
        currencyIn: A,
        currencyOut: C,
        tradeType: 'exactIn',
        amount: 10n ** 18n,
      }),
    ).toBeUndefined();
  });

  it('should reach native ETH through WETH pools by unwrapping', () => {
    const pools = [v2('0x01', A, WETH, 10n ** 22n, 10n ** 22n)];
    const trade = bestTrade({
      pools,
      currencyIn: A,
      currencyOut: NATIVE,
      tradeType: 'exactIn',
      amount: 10n ** 18n,
      weth: WETH,
    })!;
    expect(trade.routes[0]!.route.hops.map((h) => h.kind)).toEqual(['pool', 'unwrap']);
  });

  it('should charge a fee-on-transfer input its fee before the first pool', () => {
    const pools = [v2('0x01', A, B, 10n ** 22n, 10n ** 22n)];
    const taxed = bestTrade({
      pools,
      currencyIn: A,
      currencyOut: B,
      tradeType: 'exactIn',
      amount: 10n ** 18n,
      transferFees: new Map([[A, 100]]),
    })!;
    const untaxed = bestTrade({
      pools,
      currencyIn: A,
      currencyOut: B,
      tradeType: 'exactIn',
      amount: 99n * 10n ** 16n,
    })!;
    expect(taxed.amountOut).toBe(untaxed.amountOut);
  });

  it('should keep to the versions the routing preference allows', () => {
    const pools = [v2('0x01', A, B, 10n ** 22n, 10n ** 22n), v3('0x02', A, B, 10n ** 23n, 0)];
    const trade = bestTrade({
      pools,
      currencyIn: A,
      currencyOut: B,
      tradeType: 'exactIn',
      amount: 10n ** 18n,
      preference: { ...DEFAULT_ROUTING, versions: ['v2'] },
    })!;
    expect(trade.routes.every((r) => r.route.hops.every((h) => h.kind !== 'pool' || h.pool.version === 'v2'))).toBe(
      true,
    );
  });
});
