import { describe, expect, it } from 'vitest';
import type { IndexedChain } from '../indexedChains.ts';
import { buildMarketSnapshot, DAY, priceHistory, type PoolRow, type TokenRow } from './marketSnapshot.ts';

const USDC = '0x00000000000000000000000000000000000000c1' as const;
const WETH = '0x00000000000000000000000000000000000000e1' as const;
const chain = {
  key: 'chain1',
  chainId: 1,
  rpcUrl: '',
  manifest: {
    tokens: [
      { address: USDC, symbol: 'USDC', name: 'USD Coin', decimals: 6, color: '', flags: ['stablecoin'] },
      { address: WETH, symbol: 'WETH', name: 'Wrapped Ether', decimals: 18, color: '', flags: ['wrappedNative'] },
    ],
  },
  stablecoins: new Set([USDC]),
  wrappedNative: WETH,
} as unknown as IndexedChain;

const token = (
  address: `0x${string}`,
  symbol: string,
  decimals: number,
  priceUSD: number,
  pricePool = '',
): TokenRow => ({
  id: `1-${address}`,
  chainId: 1,
  address,
  symbol,
  name: symbol,
  decimals,
  totalSupply: 10n ** BigInt(decimals + 6),
  priceUSD,
  pricePool,
});
const pool: PoolRow = {
  id: '1-0xpool',
  chainId: 1,
  version: 'v2',
  address: '0x00000000000000000000000000000000000000aa',
  token0: WETH,
  token1: USDC,
  fee: 3000,
  tickSpacing: 0,
  hooks: '0x0000000000000000000000000000000000000000',
  sqrtPriceX96: 0n,
  liquidity: 0n,
  reserve0: 10n ** 21n, // 1000 WETH
  reserve1: 3_000_000n * 10n ** 6n, // 3M USDC
  createdAt: 0,
};
const now = 10 * DAY;

describe('buildMarketSnapshot', () => {
  const snapshot = buildMarketSnapshot({
    chains: [chain],
    now: new Map([[1, now]]),
    tokens: [token(USDC, 'USDC', 6, 1), token(WETH, 'WETH', 18, 2900, pool.id)],
    pools: [pool],
    swaps: [
      { pool: pool.id, timestamp: now - 100, amountUSD: 1000, amount0: 0n, amount1: 0n },
      { pool: pool.id, timestamp: now - 2 * DAY, amountUSD: 5000, amount0: 0n, amount1: 0n },
      { pool: pool.id, timestamp: now - 40 * DAY, amountUSD: 7000, amount0: 0n, amount1: 0n },
    ],
    prices: [{ token: `1-${WETH}`, timestamp: now - DAY - 10, priceUSD: 2500 }],
  });
  const stats = snapshot.pools[0]!;

  it('should price WETH live from its pricing pool when the pool moved since', () => {
    expect(snapshot.tokenById.get(`1-${WETH}`)!.priceUSD).toBeCloseTo(3000, 9);
  });
  it('should value the pool at both reserves times their prices when computing TVL', () => {
    expect(stats.totalLiquidity.value).toBeCloseTo(6_000_000, 3);
  });
  it('should count only swaps inside the chain-time window when computing volumes', () => {
    expect(stats.volume1Day.value).toBe(1000);
    expect(stats.volume30Day.value).toBe(6000);
  });
  it('should annualize 1-day fees over TVL when computing APR', () => {
    expect(stats.apr).toBeCloseTo(((1000 * 0.003 * 365) / 6_000_000) * 100, 9);
  });
  it('should measure the 1-day change from the last price a day before chain time', () => {
    expect(snapshot.tokenById.get(`1-${WETH}`)!.pricePercentChange1Day).toBeCloseTo(20, 9);
  });
});

describe('priceHistory', () => {
  it('should end at the current price and carry prices forward when the range is 1H', () => {
    const points = priceHistory([{ token: 't', timestamp: now - 7200, priceUSD: 5 }], '1H', now, 6);
    expect(points.at(-1)).toEqual({ timestamp: now, value: 6 });
    expect(points[0]!.value).toBe(5);
    expect(points).toHaveLength(61);
  });
});
