import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { encodeSqrtPriceX96 } from '../math/priceMath.ts';
import { getTickAtSqrtRatio } from '../math/tickMath.ts';
import type { CurrencyId, PoolSnapshot } from '../routing/types.ts';
import { spotPricesUsd } from './spotPrices.ts';

const USDC = '0x0000000000000000000000000000000000000001' as CurrencyId;
const WETH = '0x0000000000000000000000000000000000000002' as CurrencyId;
const UNI = '0x0000000000000000000000000000000000000003' as CurrencyId;
const ETH = '0x0000000000000000000000000000000000000000' as CurrencyId;
const decimals = new Map<CurrencyId, number>([
  [USDC, 6],
  [WETH, 18],
  [UNI, 18],
  [ETH, 18],
]);

function v2(c0: CurrencyId, c1: CurrencyId, r0: bigint, r1: bigint): PoolSnapshot {
  return {
    version: 'v2',
    id: `0x${c0.slice(-2)}${c1.slice(-2)}`,
    currency0: c0,
    currency1: c1,
    fee: 3000,
    reserve0: r0,
    reserve1: r1,
  };
}

function v4(c0: CurrencyId, c1: CurrencyId, price: number, liquidity: bigint): PoolSnapshot {
  const sqrtPriceX96 = encodeSqrtPriceX96(price, decimals.get(c0)!, decimals.get(c1)!);
  const state = {
    version: 'v4' as const,
    sqrtPriceX96,
    tick: getTickAtSqrtRatio(sqrtPriceX96),
    liquidity,
    fee: 500,
    tickSpacing: 10,
    ticks: [],
  };
  return {
    version: 'v4',
    id: '0x44',
    currency0: c0,
    currency1: c1,
    fee: 500,
    tickSpacing: 10,
    hooks: ETH,
    state: { zeroForOne: state, oneForZero: state },
  };
}

describe('spotPricesUsd', () => {
  it('should price through the deepest pools, not a thin one', () => {
    const pools = [
      v2(USDC, WETH, 3_000_000n * 10n ** 6n, 1000n * 10n ** 18n), // $3000 per WETH, deep
      v2(USDC, WETH, 1_000n * 10n ** 6n, 1n * 10n ** 18n), // $1000 per WETH, thin: ignored
      v2(WETH, UNI, 100n * 10n ** 18n, 30_000n * 10n ** 18n), // 300 UNI per WETH: $10
    ];
    const prices = spotPricesUsd({ pools, decimals, stablecoins: [USDC], weth: WETH });
    expect(prices.get(WETH)).toBeCloseTo(3000, 6);
    expect(prices.get(UNI)).toBeCloseTo(10, 6);
  });

  it('should price native ETH like WETH and read concentrated pools', () => {
    const prices = spotPricesUsd({
      pools: [v4(ETH, USDC, 2500, 10n ** 18n)],
      decimals,
      stablecoins: [USDC],
      weth: WETH,
    });
    expect(prices.get(ETH)).toBeCloseTo(2500, 6);
    expect(prices.get(WETH)).toBeCloseTo(2500, 6);
  });

  it('should recover any pool price to within float precision', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-6, max: 1e6, noNaN: true }), (price) => {
        const prices = spotPricesUsd({
          pools: [v4(ETH, USDC, price, 10n ** 22n)],
          decimals,
          stablecoins: [USDC],
          weth: WETH,
          minDepthUsd: 0,
        });
        return Math.abs(prices.get(ETH)! / price - 1) < 1e-9;
      }),
    );
  });

  it('should leave a token unpriced when no pool connects it deeply enough', () => {
    const prices = spotPricesUsd({
      pools: [v2(WETH, UNI, 10n ** 18n, 10n ** 18n)],
      decimals,
      stablecoins: [USDC],
      weth: WETH,
    });
    expect(prices.has(UNI)).toBe(false);
  });
});
