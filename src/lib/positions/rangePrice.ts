// A position's range as prices people read: tick t is the price 1.0001^t of token0 in token1's raw units, scaled by
// the tokens' decimals. For display only (a float); the amounts a transaction moves are computed on bigint elsewhere.
import { MAX_SQRT_RATIO, MIN_SQRT_RATIO, getTickAtSqrtRatio } from '../../../workers/math/tickMath';

/** The lowest and highest ticks a pool accepts (TickMath). */
export const MIN_TICK = -887272;
export const MAX_TICK = 887272;

/** token1 per token0 at a tick, in whole tokens; inverted, token0 per token1. */
export function tickToPrice(tick: number, decimals0: number, decimals1: number, inverted = false): number {
  // 1.0001^tick * 10^(decimals0 - decimals1), through logarithms so that extreme ticks stay finite or 0/Infinity
  const log10 = tick * Math.log10(1.0001) + (decimals0 - decimals1);
  return 10 ** (inverted ? -log10 : log10);
}

const SIGNIFICANT = 8;

/**
 * A range bound's price as a field shows it (up to 8 significant digits, never in exponent form), rounded toward the
 * side that reads back as the same tick: a typed price maps to the tick at or below it (issue 34: a field shows the
 * tick the review will use). Ticks rise with token1 per token0, so the plain view rounds up and the inverted view down.
 * @example boundPriceText(600, 18, 18) // "1.0618334"
 */
export function boundPriceText(tick: number, decimals0: number, decimals1: number, inverted = false): string {
  const price = tickToPrice(tick, decimals0, decimals1, inverted);
  if (!Number.isFinite(price) || price <= 0) return '';
  const scale = 10 ** (SIGNIFICANT - 1 - Math.floor(Math.log10(price)));
  // a tick's own price reads back as the tick below (TickMath rounds its square root up): stay a hair inside the tick,
  // far less than the 0.01 % to the next one
  const rounded = (inverted ? Math.floor(price * scale * (1 - 1e-9)) : Math.ceil(price * scale * (1 + 1e-9))) / scale;
  return rounded.toLocaleString('en-US', { maximumSignificantDigits: SIGNIFICANT, useGrouping: false });
}

/** A range from the lowest to the highest usable tick of its spacing: the whole price curve. */
export function isFullRange(tickLower: number, tickUpper: number, tickSpacing: number): boolean {
  return tickLower <= MIN_TICK + tickSpacing && tickUpper >= MAX_TICK - tickSpacing;
}

/**
 * The range's two prices, lower first. Inverting swaps the ends: the lower tick's price becomes the upper bound.
 * @example rangePrices(-600, 600, 18, 18) // { min: 0.9418..., max: 1.0618... }
 */
export function rangePrices(
  tickLower: number,
  tickUpper: number,
  decimals0: number,
  decimals1: number,
  inverted = false,
): { min: number; max: number } {
  const a = tickToPrice(tickLower, decimals0, decimals1, inverted);
  const b = tickToPrice(tickUpper, decimals0, decimals1, inverted);
  return { min: Math.min(a, b), max: Math.max(a, b) };
}

/**
 * The pool's tick at a price read from the chain or computed on bigint: exact (TickMath's getTickAtSqrtPrice, not a
 * float logarithm), a price beyond what a pool accepts taken as its end tick.
 * @example tickAtSqrtPrice(2n ** 96n) // 0
 */
export function tickAtSqrtPrice(sqrtPriceX96: bigint): number {
  if (sqrtPriceX96 < MIN_SQRT_RATIO) return MIN_TICK;
  if (sqrtPriceX96 >= MAX_SQRT_RATIO) return MAX_TICK;
  return getTickAtSqrtRatio(sqrtPriceX96);
}

/**
 * token1 per token0 in whole tokens at a pool's sqrtPriceX96 (inverted: token0 per token1). For display only.
 * @example sqrtPriceToPrice(2n ** 96n, 18, 18) // 1
 */
export function sqrtPriceToPrice(sqrtPriceX96: bigint, decimals0: number, decimals1: number, inverted = false): number {
  const ratio = Number(sqrtPriceX96) / 2 ** 96;
  const price = ratio * ratio * 10 ** (decimals0 - decimals1);
  return inverted ? 1 / price : price;
}
