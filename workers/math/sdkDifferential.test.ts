// Differential tests: our bigint math against the official Uniswap SDKs on randomized pools.
import { CurrencyAmount, Ether, Token } from '@uniswap/sdk-core';
import { Pair } from '@uniswap/v2-sdk';
import { Pool as V3Pool } from '@uniswap/v3-sdk';
import { Pool as V4Pool } from '@uniswap/v4-sdk';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ConcentratedPoolState, simulateConcentratedSwap } from './concentratedSwap.ts';
import { MAX_TICK, getSqrtRatioAtTick } from './tickMath.ts';
import { getV2AmountIn, getV2AmountOut } from './v2Math.ts';

const CHAIN = 31337;
const TOKEN_A = new Token(CHAIN, '0x000000000000000000000000000000000000000A', 18, 'A');
const TOKEN_B = new Token(CHAIN, '0x000000000000000000000000000000000000000b', 6, 'B');
const SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 };

type Position = { lower: number; upper: number; liquidity: bigint };

/** A concentrated pool: a full-range position plus a few random ranges, the price somewhere among them. */
const concentratedPool = fc
  .record({
    fee: fc.constantFrom(100, 500, 3000, 10000),
    tick: fc.integer({ min: -60_000, max: 60_000 }),
    offset: fc.double({ min: 0, max: 0.999, noNaN: true }),
    base: fc.bigInt({ min: 10n ** 12n, max: 10n ** 24n }),
    ranges: fc.array(
      fc.record({
        from: fc.integer({ min: -400, max: 400 }),
        width: fc.integer({ min: 1, max: 300 }),
        liquidity: fc.bigInt({ min: 1n, max: 10n ** 25n }),
      }),
      { maxLength: 5 },
    ),
  })
  .map(({ fee, tick, offset, base, ranges }) => {
    const spacing = SPACING[fee]!;
    const edge = Math.floor(MAX_TICK / spacing) * spacing;
    const anchor = Math.floor(tick / spacing) * spacing;
    const positions: Position[] = [{ lower: -edge, upper: edge, liquidity: base }];
    for (const r of ranges) {
      const lower = Math.max(-edge, anchor + r.from * spacing);
      const upper = Math.min(edge, lower + r.width * spacing);
      if (upper > lower) positions.push({ lower, upper, liquidity: r.liquidity });
    }
    const net = new Map<number, bigint>();
    const gross = new Map<number, bigint>();
    for (const p of positions) {
      net.set(p.lower, (net.get(p.lower) ?? 0n) + p.liquidity);
      net.set(p.upper, (net.get(p.upper) ?? 0n) - p.liquidity);
      gross.set(p.lower, (gross.get(p.lower) ?? 0n) + p.liquidity);
      gross.set(p.upper, (gross.get(p.upper) ?? 0n) + p.liquidity);
    }
    const ticks = [...gross.keys()]
      .sort((a, b) => a - b)
      .map((index) => ({ index, liquidityNet: net.get(index)!, liquidityGross: gross.get(index)! }));
    const low = getSqrtRatioAtTick(tick);
    const high = getSqrtRatioAtTick(Math.min(tick + 1, MAX_TICK));
    const sqrtPriceX96 = low + BigInt(Math.floor(Number(high - low) * offset));
    const liquidity = positions
      .filter((p) => p.lower <= tick && tick < p.upper)
      .reduce((sum, p) => sum + p.liquidity, 0n);
    return { fee, spacing, tick, sqrtPriceX96, liquidity, ticks };
  });

type Generated = typeof concentratedPool extends fc.Arbitrary<infer T> ? T : never;

function ours(pool: Generated, version: 'v3' | 'v4'): ConcentratedPoolState {
  return {
    version,
    sqrtPriceX96: pool.sqrtPriceX96,
    tick: pool.tick,
    liquidity: pool.liquidity,
    fee: pool.fee,
    tickSpacing: pool.spacing,
    ticks: pool.ticks,
  };
}

const sdkTicks = (pool: Generated) =>
  pool.ticks.map((t) => ({
    index: t.index,
    liquidityNet: t.liquidityNet.toString(),
    liquidityGross: t.liquidityGross.toString(),
  }));

/** Runs an SDK quote; undefined when the SDK refuses (not enough liquidity, price limit reached). */
async function sdkQuote(run: () => Promise<bigint>): Promise<bigint | undefined> {
  try {
    return await run();
  } catch {
    return undefined;
  }
}

const amount = fc.bigInt({ min: 1n, max: 10n ** 24n });

// fast-check runs hundreds of cases: a loaded machine needs more than the default 5 s
describe('differential: our math against the Uniswap SDKs', { timeout: 30_000 }, () => {
  it('should equal @uniswap/v2-sdk on random pairs', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.bigInt({ min: 1000n, max: 10n ** 30n }),
        fc.bigInt({ min: 1000n, max: 10n ** 30n }),
        amount,
        fc.boolean(),
        async (r0, r1, value, exactIn) => {
          const pair = new Pair(
            CurrencyAmount.fromRawAmount(TOKEN_A, r0.toString()),
            CurrencyAmount.fromRawAmount(TOKEN_B, r1.toString()),
          );
          const [reserveA, reserveB] = TOKEN_A.sortsBefore(TOKEN_B) ? [r0, r1] : [r1, r0];
          if (exactIn) {
            const theirs = await sdkQuote(async () =>
              BigInt(
                pair.getOutputAmount(CurrencyAmount.fromRawAmount(TOKEN_A, value.toString()))[0].quotient.toString(),
              ),
            );
            if (theirs === undefined) return;
            expect(getV2AmountOut(value, reserveA, reserveB)).toBe(theirs);
          } else {
            const theirs = await sdkQuote(async () =>
              BigInt(
                pair.getInputAmount(CurrencyAmount.fromRawAmount(TOKEN_B, value.toString()))[0].quotient.toString(),
              ),
            );
            if (theirs === undefined) return;
            expect(getV2AmountIn(value, reserveA, reserveB)).toBe(theirs);
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('should equal @uniswap/v3-sdk on random concentrated pools', async () => {
    let compared = 0;
    await fc.assert(
      fc.asyncProperty(
        concentratedPool,
        amount,
        fc.boolean(),
        fc.boolean(),
        async (pool, value, zeroForOne, exactIn) => {
          const sdkPool = new V3Pool(
            TOKEN_A,
            TOKEN_B,
            pool.fee,
            pool.sqrtPriceX96.toString(),
            pool.liquidity.toString(),
            pool.tick,
            sdkTicks(pool),
          );
          const [token0, token1] = TOKEN_A.sortsBefore(TOKEN_B) ? [TOKEN_A, TOKEN_B] : [TOKEN_B, TOKEN_A];
          const [tokenIn, tokenOut] = zeroForOne ? [token0, token1] : [token1, token0];
          const result = simulateConcentratedSwap(ours(pool, 'v3'), zeroForOne, exactIn ? value : -value);
          const theirs = await sdkQuote(async () =>
            exactIn
              ? BigInt(
                  (
                    await sdkPool.getOutputAmount(CurrencyAmount.fromRawAmount(tokenIn, value.toString()))
                  )[0].quotient.toString(),
                )
              : BigInt(
                  (
                    await sdkPool.getInputAmount(CurrencyAmount.fromRawAmount(tokenOut, value.toString()))
                  )[0].quotient.toString(),
                ),
          );
          if (theirs === undefined || !result.complete) return;
          expect(exactIn ? result.amountOut : result.amountIn).toBe(theirs);
          compared++;
        },
      ),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(50);
  });

  it('should equal @uniswap/v4-sdk on random concentrated pools with native ETH', async () => {
    let compared = 0;
    const eth = Ether.onChain(CHAIN);
    await fc.assert(
      fc.asyncProperty(
        concentratedPool,
        amount,
        fc.boolean(),
        fc.boolean(),
        async (pool, value, zeroForOne, exactIn) => {
          const hooks = '0x0000000000000000000000000000000000000000';
          const sdkPool = new V4Pool(
            eth,
            TOKEN_B,
            pool.fee,
            pool.spacing,
            hooks,
            pool.sqrtPriceX96.toString(),
            pool.liquidity.toString(),
            pool.tick,
            sdkTicks(pool),
          );
          const [currencyIn, currencyOut] = zeroForOne ? [eth, TOKEN_B] : [TOKEN_B, eth];
          const result = simulateConcentratedSwap(ours(pool, 'v4'), zeroForOne, exactIn ? value : -value);
          const theirs = await sdkQuote(async () =>
            exactIn
              ? BigInt(
                  (
                    await sdkPool.getOutputAmount(CurrencyAmount.fromRawAmount(currencyIn, value.toString()))
                  )[0].quotient.toString(),
                )
              : BigInt(
                  (
                    await sdkPool.getInputAmount(CurrencyAmount.fromRawAmount(currencyOut, value.toString()))
                  )[0].quotient.toString(),
                ),
          );
          if (theirs === undefined || !result.complete) return;
          expect(exactIn ? result.amountOut : result.amountIn).toBe(theirs);
          compared++;
        },
      ),
      { numRuns: 150 },
    );
    expect(compared).toBeGreaterThan(50);
  });
});
