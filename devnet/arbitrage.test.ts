import { describe, expect, it } from 'vitest';
import { decodeSqrtPriceX96, encodeSqrtPriceX96 } from '../workers/math/priceMath.ts';
import { getNextSqrtPriceFromInput } from '../workers/math/sqrtPriceMath.ts';
import { getV2AmountOut } from '../workers/math/v2Math.ts';
import { swapToPrice } from './arbitrage.ts';
import type { PoolManifest, TokenManifest } from '../contract/deployment.ts';

const token = (symbol: string, decimals: number, transferFeeBips?: number): TokenManifest => ({
  address: '0x0000000000000000000000000000000000000001',
  symbol,
  name: symbol,
  decimals,
  color: '',
  flags: [],
  ...(transferFeeBips ? { transferFeeBips } : {}),
});
const weth = token('WETH', 18);
const usdc = token('USDC', 6);
const v2: PoolManifest = {
  version: 'v2',
  address: '0x0000000000000000000000000000000000000002',
  token0: weth.address,
  token1: usdc.address,
  fee: 3000,
};
const v3: PoolManifest = { ...v2, version: 'v3', fee: 500, tickSpacing: 10 };

describe('swapToPrice', () => {
  it('should bring a v2 pair to the target price when it is too cheap or too dear', () => {
    const reserve0 = 1000n * 10n ** 18n;
    const reserve1 = 3_000_000n * 10n ** 6n;
    for (const target of [2950, 3075]) {
      const swap = swapToPrice(
        { manifest: v2, token0: weth, token1: usdc },
        { version: 'v2', reserve0, reserve1 },
        target,
      )!;
      expect(swap.zeroForOne).toBe(target < 3000);
      const out = getV2AmountOut(
        swap.amountIn,
        swap.zeroForOne ? reserve0 : reserve1,
        swap.zeroForOne ? reserve1 : reserve0,
      );
      const [r0, r1] = swap.zeroForOne
        ? [reserve0 + swap.amountIn, reserve1 - out]
        : [reserve0 - out, reserve1 + swap.amountIn];
      expect(Number(r1) / 1e6 / (Number(r0) / 1e18) / target).toBeCloseTo(1, 6);
    }
  });

  it('should send more of a fee-on-transfer token so that what reaches the pair moves the price', () => {
    const state = { version: 'v2', reserve0: 10n ** 24n, reserve1: 10n ** 12n } as const;
    const plain = swapToPrice({ manifest: v2, token0: weth, token1: usdc }, state, 0.99)!;
    const taxed = swapToPrice({ manifest: v2, token0: token('RFX', 18, 100), token1: usdc }, state, 0.99)!;
    expect(taxed.amountIn).toBe((plain.amountIn * 10_000n + 9_899n) / 9_900n);
  });

  it('should bring a v3 pool to the target price within its in-range liquidity, fee included', () => {
    const sqrtPriceX96 = encodeSqrtPriceX96(3000, 18, 6);
    const liquidity = 10n ** 18n;
    for (const target of [2990, 3012]) {
      const swap = swapToPrice(
        { manifest: v3, token0: weth, token1: usdc },
        { version: 'v3', sqrtPriceX96, liquidity },
        target,
      )!;
      const net = (swap.amountIn * (1_000_000n - 500n)) / 1_000_000n;
      const after = getNextSqrtPriceFromInput(sqrtPriceX96, liquidity, net, swap.zeroForOne);
      expect(decodeSqrtPriceX96(after, 18, 6) / target).toBeCloseTo(1, 8);
    }
  });

  it('should leave a pool already at the target alone', () => {
    const state = { version: 'v3', sqrtPriceX96: encodeSqrtPriceX96(3000, 18, 6), liquidity: 10n ** 18n } as const;
    expect(
      swapToPrice({ manifest: v3, token0: weth, token1: usdc }, state, decodeSqrtPriceX96(state.sqrtPriceX96, 18, 6)),
    ).toBeUndefined();
  });
});
