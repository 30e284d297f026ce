// Creating and adding to a concentrated-liquidity position (issue 13): typed prices to ticks, the liquidity a deposit
// buys and the other side's amount, exactly as the v3 NonfungiblePositionManager and the v4 PoolManager compute them
// (LiquidityAmounts for the liquidity, SqrtPriceMath rounding up for what the pool takes).
import { getLiquidityForAmount0, getLiquidityForAmount1, getLiquidityForAmounts } from './liquidityAmounts.ts';
import { getAmount0Delta, getAmount1Delta } from './sqrtPriceMath.ts';
import {
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
} from './tickMath.ts';

/** A decimal number typed by a person ("1234.5", ".5", "3e-4" is not accepted) as an exact fraction; undefined if not one. */
export function parseDecimal(text: string): { numerator: bigint; denominator: bigint } | undefined {
  const match = /^(\d*)(?:\.(\d*))?$/.exec(text.trim());
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return undefined;
  const whole = match[1] || '0';
  const fraction = match[2] ?? '';
  return { numerator: BigInt(whole + fraction), denominator: 10n ** BigInt(fraction.length) };
}

/** The integer square root (floor) of a non-negative bigint. */
export function sqrtBigInt(value: bigint): bigint {
  if (value < 0n) throw new RangeError('square root of a negative number');
  if (value < 2n) return value;
  let x = BigInt(Math.floor(Math.sqrt(Number(value))));
  // Newton's steps from the float's guess settle on the floor
  for (;;) {
    const next = (x + value / x) >> 1n;
    if (next >= x && next - x <= 1n) {
      x = next;
      break;
    }
    x = next;
  }
  while (x * x > value) x -= 1n;
  while ((x + 1n) * (x + 1n) <= value) x += 1n;
  return x;
}

/**
 * sqrtPriceX96 for an exact price of token0 in token1 (whole tokens), as encodeSqrtRatioX96 in the SDK: floor of
 * sqrt(amount1 / amount0 * 2^192) in raw units. Undefined when the price is 0 or outside what a pool can hold.
 */
export function sqrtPriceX96ForPrice(
  price: { numerator: bigint; denominator: bigint },
  decimals0: number,
  decimals1: number,
): bigint | undefined {
  if (price.numerator <= 0n || price.denominator <= 0n) return undefined;
  const raw1 = price.numerator * 10n ** BigInt(decimals1);
  const raw0 = price.denominator * 10n ** BigInt(decimals0);
  const sqrt = sqrtBigInt((raw1 << 192n) / raw0);
  if (sqrt < MIN_SQRT_RATIO || sqrt >= MAX_SQRT_RATIO) return undefined;
  return sqrt;
}

/** The tick whose price is at or just below `price` (the SDK's priceToClosestTick), undefined if out of bounds. */
export function tickForPrice(
  price: { numerator: bigint; denominator: bigint },
  decimals0: number,
  decimals1: number,
): number | undefined {
  const sqrt = sqrtPriceX96ForPrice(price, decimals0, decimals1);
  return sqrt === undefined ? undefined : getTickAtSqrtRatio(sqrt);
}

/** The lowest and highest ticks a pool of this spacing lets a position use. */
export function usableTickBounds(tickSpacing: number): { min: number; max: number } {
  return {
    min: Math.ceil(MIN_TICK / tickSpacing) * tickSpacing,
    max: Math.floor(MAX_TICK / tickSpacing) * tickSpacing,
  };
}

/** A tick moved down onto the spacing's grid (a range bound must be a multiple of the spacing), within bounds. */
export function alignTick(tick: number, tickSpacing: number): number {
  const { min, max } = usableTickBounds(tickSpacing);
  return Math.min(max, Math.max(min, Math.floor(tick / tickSpacing) * tickSpacing));
}

export type DepositSide = 0 | 1;

export type Deposit = {
  liquidity: bigint;
  /** What the pool takes for that liquidity (rounded up, as the pool charges). */
  amount0: bigint;
  amount1: bigint;
};

/** Which tokens a range takes at a price: both in range, only token0 below it, only token1 above it. */
export function depositSides(
  sqrtPriceX96: bigint,
  tickLower: number,
  tickUpper: number,
): { token0: boolean; token1: boolean } {
  const lower = getSqrtRatioAtTick(tickLower);
  const upper = getSqrtRatioAtTick(tickUpper);
  if (sqrtPriceX96 <= lower) return { token0: true, token1: false };
  if (sqrtPriceX96 >= upper) return { token0: false, token1: true };
  return { token0: true, token1: true };
}

/**
 * The position that `amount` of one token buys in [tickLower, tickUpper) at the current price, and the other token's
 * amount it takes. A side the range does not take buys nothing (liquidity 0).
 */
export function depositForAmount(p: {
  sqrtPriceX96: bigint;
  tickLower: number;
  tickUpper: number;
  side: DepositSide;
  amount: bigint;
}): Deposit {
  const lower = getSqrtRatioAtTick(p.tickLower);
  const upper = getSqrtRatioAtTick(p.tickUpper);
  const price = p.sqrtPriceX96;
  let liquidity: bigint;
  if (p.amount <= 0n || lower >= upper) liquidity = 0n;
  else if (price <= lower) liquidity = p.side === 0 ? getLiquidityForAmount0(lower, upper, p.amount) : 0n;
  else if (price >= upper) liquidity = p.side === 1 ? getLiquidityForAmount1(lower, upper, p.amount) : 0n;
  else
    liquidity =
      p.side === 0 ? getLiquidityForAmount0(price, upper, p.amount) : getLiquidityForAmount1(lower, price, p.amount);
  return { liquidity, ...amountsForLiquidity(price, p.tickLower, p.tickUpper, liquidity, true) };
}

/** The most liquidity two amounts buy (the NonfungiblePositionManager's own computation) and what it takes. */
export function depositForAmounts(p: {
  sqrtPriceX96: bigint;
  tickLower: number;
  tickUpper: number;
  amount0: bigint;
  amount1: bigint;
}): Deposit {
  const lower = getSqrtRatioAtTick(p.tickLower);
  const upper = getSqrtRatioAtTick(p.tickUpper);
  const liquidity = getLiquidityForAmounts(p.sqrtPriceX96, lower, upper, p.amount0, p.amount1);
  return { liquidity, ...amountsForLiquidity(p.sqrtPriceX96, p.tickLower, p.tickUpper, liquidity, true) };
}

/** The token amounts `liquidity` in the range is worth at a price; rounded up, what adding it costs. */
export function amountsForLiquidity(
  sqrtPriceX96: bigint,
  tickLower: number,
  tickUpper: number,
  liquidity: bigint,
  roundUp: boolean,
): { amount0: bigint; amount1: bigint } {
  const lower = getSqrtRatioAtTick(tickLower);
  const upper = getSqrtRatioAtTick(tickUpper);
  if (liquidity === 0n) return { amount0: 0n, amount1: 0n };
  if (sqrtPriceX96 <= lower) return { amount0: getAmount0Delta(lower, upper, liquidity, roundUp), amount1: 0n };
  if (sqrtPriceX96 >= upper) return { amount0: 0n, amount1: getAmount1Delta(lower, upper, liquidity, roundUp) };
  return {
    amount0: getAmount0Delta(sqrtPriceX96, upper, liquidity, roundUp),
    amount1: getAmount1Delta(lower, sqrtPriceX96, liquidity, roundUp),
  };
}

/** An amount less a slippage tolerance in basis points (the minimum a mint may take). */
export function lessSlippage(amount: bigint, bips: number): bigint {
  return (amount * BigInt(10_000 - bips)) / 10_000n;
}

/** An amount plus a slippage tolerance in basis points, rounded up (the most a mint may take). */
export function plusSlippage(amount: bigint, bips: number): bigint {
  return (amount * BigInt(10_000 + bips) + 9_999n) / 10_000n;
}
