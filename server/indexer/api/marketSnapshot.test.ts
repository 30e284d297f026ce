import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { IndexedChain } from '../indexedChains.ts';
import { buildMarketSnapshot, DAY, dayOfPrices, type PoolRow, rewardAprOf, type TokenRow } from './marketSnapshot.ts';

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
    poolDay: [{ pool: pool.id, volumeUSD: 1000, feesUSD: 3, swapCount: 1 }],
    poolMonth: [{ pool: pool.id, volumeUSD: 6000, feesUSD: 18, swapCount: 2 }],
    tokenHours: [
      { token: `1-${WETH}`, periodStart: now - DAY + 2 * 3600, open: 2500, close: 2800, volumeUSD: 400 },
      { token: `1-${WETH}`, periodStart: now - 3600, open: 2800, close: 2900, volumeUSD: 600 },
    ],
  });
  const stats = snapshot.pools[0]!;

  it('should price WETH live from its pricing pool when the pool moved since', () => {
    expect(snapshot.tokenById.get(`1-${WETH}`)!.priceUSD).toBeCloseTo(3000, 9);
  });
  it('should value the pool at both reserves times their prices when computing TVL', () => {
    expect(stats.totalLiquidity.value).toBeCloseTo(6_000_000, 3);
  });
  it('should take volumes, fees and swap count from the window sums when building pool stats', () => {
    expect(stats.volume1Day.value).toBe(1000);
    expect(stats.volume30Day.value).toBe(6000);
    expect(stats.fees1Day).toBe(3);
    expect(stats.txCount1Day).toBe(1);
  });
  it('should annualize 1-day fees over TVL when computing APR', () => {
    expect(stats.apr).toBeCloseTo(((3 * 365) / 6_000_000) * 100, 9);
  });
  it('should measure the 1-day change from the open of the first hour bucket in the window', () => {
    expect(snapshot.tokenById.get(`1-${WETH}`)!.pricePercentChange1Day).toBeCloseTo(20, 9);
  });
  it('should sum the token hour buckets when computing a token 1-day volume', () => {
    expect(snapshot.tokenById.get(`1-${WETH}`)!.volume1Day).toBe(1000);
  });
});

describe('dayOfPrices', () => {
  const start = 100 * 3600;
  it('should carry the window open price until the first bucket and end at the current price', () => {
    const { dayAgo, sparkline } = dayOfPrices(
      [{ token: 't', periodStart: start + 5 * 3600, open: 10, close: 12, volumeUSD: 0 }],
      start,
      13,
    );
    expect(dayAgo).toBe(10);
    expect(sparkline.slice(0, 5)).toEqual([10, 10, 10, 10, 10]);
    expect(sparkline[5]).toBe(12);
    expect(sparkline[24]).toBe(13);
  });
  it('should measure no change when no bucket lies in the window', () => {
    expect(dayOfPrices([], start, 7).dayAgo).toBe(7);
  });
});

describe('rewardAprOf', () => {
  const day = 86_400;
  const program = (startTime: number, endTime: number, reward: bigint) => ({
    chainId: 1,
    pool: '1-0xpool',
    rewardToken: '0xreward',
    startTime: BigInt(startTime),
    endTime: BigInt(endTime),
    reward,
  });
  const atOneDollarPerUnit = (_: unknown, amount: bigint) => Number(amount);

  it('should annualize a running program’s rate over the TVL', () => {
    // 365,000 $ over 365 days is 365,000 $ a year: 36.5 % of 1,000,000 $
    expect(rewardAprOf([program(0, 365 * day, 365_000n)], day, 1_000_000, atOneDollarPerUnit)).toBeCloseTo(36.5);
    // the same reward over half the time pays twice the rate
    expect(rewardAprOf([program(0, 182.5 * day, 365_000n)], day, 1_000_000, atOneDollarPerUnit)).toBeCloseTo(73);
  });

  it('should count only programs running now, and nothing without TVL', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000 * day }),
        fc.integer({ min: 1, max: 1_000 * day }),
        fc.integer({ min: 0, max: 2_000 * day }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (start, length, now, reward) => {
          const apr = rewardAprOf([program(start, start + length, reward)], now, 1_000_000, atOneDollarPerUnit);
          const running = now >= start && now < start + length;
          expect(apr > 0).toBe(running);
          expect(rewardAprOf([program(start, start + length, reward)], now, 0, atOneDollarPerUnit)).toBe(0);
        },
      ),
    );
  });
});
