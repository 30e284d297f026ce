import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CurrencyId, Trade } from '../../../workers/routing/types';
import { tradePriceImpact } from './priceImpact';

const A = '0x000000000000000000000000000000000000000a' as CurrencyId;
const B = '0x000000000000000000000000000000000000000b' as CurrencyId;

/** A v2 trade of A for B through one pool, with the constant-product output the pool would give. */
function v2Trade(reserveA: bigint, reserveB: bigint, amountIn: bigint, fee = 3000): Trade {
  const inAfterFee = amountIn * BigInt(1_000_000 - fee);
  const amountOut = (inAfterFee * reserveB) / (reserveA * 1_000_000n + inAfterFee);
  const pool = {
    version: 'v2' as const,
    id: A,
    currency0: A,
    currency1: B,
    fee,
    reserve0: reserveA,
    reserve1: reserveB,
  };
  return {
    tradeType: 'exactIn',
    currencyIn: A,
    currencyOut: B,
    amountIn,
    amountOut,
    routes: [
      {
        percent: 100,
        amountIn,
        amountOut,
        route: {
          currencyIn: A,
          currencyOut: B,
          hops: [{ kind: 'pool', pool, zeroForOne: true, currencyIn: A, currencyOut: B }],
        },
      },
    ],
  };
}

describe('tradePriceImpact', () => {
  it('should be about the share of the reserves traded when a v2 trade moves the pool, the LP fee excluded', () => {
    // selling 1% of the reserve moves the price by about 1% (x / (x + dx)), whatever the fee
    const impact = tradePriceImpact(v2Trade(1_000_000n * 10n ** 18n, 2_000_000n * 10n ** 6n, 10_000n * 10n ** 18n))!;
    expect(impact).toBeCloseTo(0.01 / 1.01, 3);
  });

  it('should be near zero when the trade is tiny next to the pool', () => {
    expect(tradePriceImpact(v2Trade(10n ** 30n, 10n ** 30n, 10n ** 18n))!).toBeLessThan(1e-6);
  });

  it('should stay between 0 and 1 and grow with the amount when the pool is the same', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 15n, max: 10n ** 24n }), (amount) => {
        const small = tradePriceImpact(v2Trade(10n ** 24n, 10n ** 24n, amount))!;
        const large = tradePriceImpact(v2Trade(10n ** 24n, 10n ** 24n, amount * 2n))!;
        expect(small).toBeGreaterThanOrEqual(0);
        expect(large).toBeLessThanOrEqual(1);
        expect(large).toBeGreaterThanOrEqual(small);
      }),
    );
  });
});
