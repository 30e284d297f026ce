// The create-position math against @uniswap/v3-sdk and v4-sdk on random inputs (issue 13 "differential tests").
import { Price, Token } from '@uniswap/sdk-core';
import {
  Pool as V3Pool,
  Position as V3Position,
  SqrtPriceMath,
  encodeSqrtRatioX96,
  maxLiquidityForAmounts,
  priceToClosestTick,
  tickToPrice as sdkTickToPrice,
} from '@uniswap/v3-sdk';
import { Pool as V4Pool, Position as V4Position } from '@uniswap/v4-sdk';
import fc from 'fast-check';
import JSBI from 'jsbi';
import { describe, expect, it } from 'vitest';
import {
  alignTick,
  amountsForLiquidity,
  depositForAmount,
  depositForAmounts,
  depositSides,
  lessSlippage,
  parseDecimal,
  plusSlippage,
  sqrtBigInt,
  sqrtPriceX96ForPrice,
  tickForPrice,
  usableTickBounds,
} from './positionMath.ts';
import { MAX_TICK, MIN_TICK, getSqrtRatioAtTick, getTickAtSqrtRatio } from './tickMath.ts';

const CHAIN = 31337;
const SPACING: Record<number, number> = { 100: 1, 500: 10, 3000: 60, 10000: 200 };
const big = (value: JSBI | { toString(): string }) => BigInt(value.toString());

/** A pool price and a range on its spacing's grid, the price anywhere (in, below or above the range). */
const rangeAtPrice = fc
  .record({
    fee: fc.constantFrom(100, 500, 3000, 10000),
    tick: fc.integer({ min: -200_000, max: 200_000 }),
    offset: fc.double({ min: 0, max: 0.999, noNaN: true }),
    from: fc.integer({ min: -300, max: 300 }),
    width: fc.integer({ min: 1, max: 400 }),
  })
  .map(({ fee, tick, offset, from, width }) => {
    const spacing = SPACING[fee]!;
    const bounds = usableTickBounds(spacing);
    const tickLower = Math.max(bounds.min, alignTick(tick, spacing) + from * spacing);
    const tickUpper = Math.min(bounds.max, tickLower + width * spacing);
    const low = getSqrtRatioAtTick(tick);
    const high = getSqrtRatioAtTick(tick + 1);
    const sqrtPriceX96 = low + BigInt(Math.floor(Number(high - low) * offset));
    return { fee, spacing, tick, sqrtPriceX96, tickLower, tickUpper };
  })
  .filter((r) => r.tickLower < r.tickUpper);

const amount = fc.bigInt({ min: 1n, max: 10n ** 30n });
const tokenA = new Token(CHAIN, '0x000000000000000000000000000000000000000A', 18, 'A');
const tokenB = new Token(CHAIN, '0x000000000000000000000000000000000000000b', 6, 'B');

describe('position math', { timeout: 60_000 }, () => {
  it('should buy the liquidity the SDK computes and take what the SDK mints, from either side (v3)', () => {
    fc.assert(
      fc.property(rangeAtPrice, amount, fc.constantFrom<0 | 1>(0, 1), (r, raw, side) => {
        const deposit = depositForAmount({ ...r, side, amount: raw });
        const sdkLiquidity = big(
          maxLiquidityForAmounts(
            JSBI.BigInt(r.sqrtPriceX96.toString()),
            JSBI.BigInt(getSqrtRatioAtTick(r.tickLower).toString()),
            JSBI.BigInt(getSqrtRatioAtTick(r.tickUpper).toString()),
            side === 0 ? raw.toString() : (1n << 255n).toString(),
            side === 1 ? raw.toString() : (1n << 255n).toString(),
            false,
          ),
        );
        const sides = depositSides(r.sqrtPriceX96, r.tickLower, r.tickUpper);
        expect(deposit.liquidity).toBe((side === 0 ? sides.token0 : sides.token1) ? sdkLiquidity : 0n);
        if (deposit.liquidity === 0n || deposit.liquidity >= 1n << 128n) return;
        const pool = new V3Pool(tokenA, tokenB, r.fee, r.sqrtPriceX96.toString(), '0', r.tick);
        const position = new V3Position({
          pool,
          liquidity: deposit.liquidity.toString(),
          tickLower: r.tickLower,
          tickUpper: r.tickUpper,
        });
        expect(deposit.amount0).toBe(big(position.mintAmounts.amount0));
        expect(deposit.amount1).toBe(big(position.mintAmounts.amount1));
        // the typed side is never exceeded
        expect(side === 0 ? deposit.amount0 : deposit.amount1).toBeLessThanOrEqual(raw);
      }),
      { numRuns: 300 },
    );
  });

  it('should give the amounts a liquidity is worth as the SDK does, rounded both ways (v4)', () => {
    fc.assert(
      fc.property(rangeAtPrice, fc.bigInt({ min: 1n, max: (1n << 100n) - 1n }), (r, liquidity) => {
        const pool = new V4Pool(
          tokenA,
          tokenB,
          r.fee,
          r.spacing,
          '0x0000000000000000000000000000000000000000',
          r.sqrtPriceX96.toString(),
          '0',
          r.tick,
        );
        const position = new V4Position({
          pool,
          liquidity: liquidity.toString(),
          tickLower: r.tickLower,
          tickUpper: r.tickUpper,
        });
        const down = amountsForLiquidity(r.sqrtPriceX96, r.tickLower, r.tickUpper, liquidity, false);
        const up = amountsForLiquidity(r.sqrtPriceX96, r.tickLower, r.tickUpper, liquidity, true);
        expect(down.amount0).toBe(big(position.amount0.quotient));
        expect(down.amount1).toBe(big(position.amount1.quotient));
        expect(up.amount0).toBe(big(position.mintAmounts.amount0));
        expect(up.amount1).toBe(big(position.mintAmounts.amount1));
      }),
      { numRuns: 300 },
    );
  });

  it('should buy with two amounts the liquidity the NonfungiblePositionManager computes', () => {
    fc.assert(
      fc.property(rangeAtPrice, amount, amount, (r, amount0, amount1) => {
        const deposit = depositForAmounts({ ...r, amount0, amount1 });
        const sdk = maxLiquidityForAmounts(
          JSBI.BigInt(r.sqrtPriceX96.toString()),
          JSBI.BigInt(getSqrtRatioAtTick(r.tickLower).toString()),
          JSBI.BigInt(getSqrtRatioAtTick(r.tickUpper).toString()),
          amount0.toString(),
          amount1.toString(),
          false,
        );
        expect(deposit.liquidity).toBe(big(sdk));
        if (deposit.liquidity > 0n) {
          expect(deposit.amount0).toBe(
            big(
              SqrtPriceMath.getAmount0Delta(
                JSBI.BigInt(
                  (r.sqrtPriceX96 > getSqrtRatioAtTick(r.tickLower)
                    ? r.sqrtPriceX96 < getSqrtRatioAtTick(r.tickUpper)
                      ? r.sqrtPriceX96
                      : getSqrtRatioAtTick(r.tickUpper)
                    : getSqrtRatioAtTick(r.tickLower)
                  ).toString(),
                ),
                JSBI.BigInt(getSqrtRatioAtTick(r.tickUpper).toString()),
                JSBI.BigInt(deposit.liquidity.toString()),
                true,
              ),
            ),
          );
        }
      }),
      { numRuns: 200 },
    );
  });

  it('should turn a typed price into the tick and sqrt price the SDK gives', () => {
    const digits = fc.stringMatching(/^[1-9]\d{0,8}$/);
    fc.assert(
      fc.property(
        digits,
        fc.integer({ min: 0, max: 12 }),
        fc.constantFrom(6, 8, 18),
        fc.constantFrom(6, 18),
        (d, places, dec0, dec1) => {
          const text = places === 0 ? d : `${d.slice(0, 1)}.${d.slice(1)}${'0'.repeat(places)}`.replace(/\.$/, '');
          const price = parseDecimal(text)!;
          const base = new Token(CHAIN, '0x000000000000000000000000000000000000000A', dec0, 'A');
          const quote = new Token(CHAIN, '0x000000000000000000000000000000000000000b', dec1, 'B');
          const raw0 = price.denominator * 10n ** BigInt(dec0);
          const raw1 = price.numerator * 10n ** BigInt(dec1);
          const sqrt = sqrtPriceX96ForPrice(price, dec0, dec1);
          const sdkSqrt = big(encodeSqrtRatioX96(raw1.toString(), raw0.toString()));
          if (sqrt === undefined) return;
          expect(sqrt).toBe(sdkSqrt);
          const sdkTick = priceToClosestTick(new Price(base, quote, raw0.toString(), raw1.toString()));
          expect(tickForPrice(price, dec0, dec1)).toBe(sdkTick);
          // and back: the tick's price is at or below the typed one, the next tick's above it
          const atTick = sdkTickToPrice(base, quote, sdkTick);
          expect(
            atTick.lessThan(new Price(base, quote, raw0.toString(), raw1.toString())) ||
              atTick.equalTo(new Price(base, quote, raw0.toString(), raw1.toString())),
          ).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('should take the integer square root exactly', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 1n << 400n }), (n) => {
        const r = sqrtBigInt(n);
        expect(r * r <= n && (r + 1n) * (r + 1n) > n).toBe(true);
      }),
    );
  });

  it('should parse only plain decimals', () => {
    expect(parseDecimal('1234.5')).toEqual({ numerator: 12345n, denominator: 10n });
    expect(parseDecimal('.5')).toEqual({ numerator: 5n, denominator: 10n });
    expect(parseDecimal('7.')).toEqual({ numerator: 7n, denominator: 1n });
    for (const bad of ['', '.', '-1', '1e3', 'abc', '1.2.3', '0x10']) expect(parseDecimal(bad)).toBeUndefined();
  });

  it('should align ticks onto the grid within the usable bounds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MIN_TICK * 2, max: MAX_TICK * 2 }),
        fc.constantFrom(1, 10, 60, 200),
        (tick, spacing) => {
          const aligned = alignTick(tick, spacing);
          const { min, max } = usableTickBounds(spacing);
          expect(aligned % spacing === 0 || aligned === 0).toBe(true);
          expect(aligned).toBeGreaterThanOrEqual(min);
          expect(aligned).toBeLessThanOrEqual(max);
          if (tick >= min && tick <= max) expect(aligned <= tick && tick - aligned < spacing).toBe(true);
        },
      ),
    );
  });

  it('should keep slippage bounds on the right side of the amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 40n }), fc.integer({ min: 0, max: 5000 }), (value, bips) => {
        expect(lessSlippage(value, bips)).toBeLessThanOrEqual(value);
        expect(plusSlippage(value, bips)).toBeGreaterThanOrEqual(value);
      }),
    );
  });

  it('should round-trip ticks through their sqrt prices', () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_TICK, max: MAX_TICK - 1 }), (tick) => {
        expect(getTickAtSqrtRatio(getSqrtRatioAtTick(tick))).toBe(tick);
      }),
    );
  });
});
