// LiquidityAmounts from v3-periphery / v4-periphery, in exact bigint arithmetic.
import { Q96 } from './tickMath.ts';

function sortRatios(a: bigint, b: bigint): [bigint, bigint] {
  return a > b ? [b, a] : [a, b];
}

export function getLiquidityForAmount0(sqrtA: bigint, sqrtB: bigint, amount0: bigint): bigint {
  const [lower, upper] = sortRatios(sqrtA, sqrtB);
  const intermediate = (lower * upper) / Q96;
  return (amount0 * intermediate) / (upper - lower);
}

export function getLiquidityForAmount1(sqrtA: bigint, sqrtB: bigint, amount1: bigint): bigint {
  const [lower, upper] = sortRatios(sqrtA, sqrtB);
  return (amount1 * Q96) / (upper - lower);
}

/** The most liquidity that amount0 and amount1 can back in [sqrtA, sqrtB] at the current price. */
export function getLiquidityForAmounts(
  sqrtPrice: bigint,
  sqrtA: bigint,
  sqrtB: bigint,
  amount0: bigint,
  amount1: bigint,
): bigint {
  const [lower, upper] = sortRatios(sqrtA, sqrtB);
  if (sqrtPrice <= lower) return getLiquidityForAmount0(lower, upper, amount0);
  if (sqrtPrice < upper) {
    const l0 = getLiquidityForAmount0(sqrtPrice, upper, amount0);
    const l1 = getLiquidityForAmount1(lower, sqrtPrice, amount1);
    return l0 < l1 ? l0 : l1;
  }
  return getLiquidityForAmount1(lower, upper, amount1);
}

export function getAmount0ForLiquidity(sqrtA: bigint, sqrtB: bigint, liquidity: bigint): bigint {
  const [lower, upper] = sortRatios(sqrtA, sqrtB);
  return ((liquidity << 96n) * (upper - lower)) / upper / lower;
}

export function getAmount1ForLiquidity(sqrtA: bigint, sqrtB: bigint, liquidity: bigint): bigint {
  const [lower, upper] = sortRatios(sqrtA, sqrtB);
  return (liquidity * (upper - lower)) / Q96;
}

/** Token amounts (rounded down) that `liquidity` in [sqrtA, sqrtB] is worth at `sqrtPrice`. */
export function getAmountsForLiquidity(
  sqrtPrice: bigint,
  sqrtA: bigint,
  sqrtB: bigint,
  liquidity: bigint,
): [bigint, bigint] {
  const [lower, upper] = sortRatios(sqrtA, sqrtB);
  if (sqrtPrice <= lower) return [getAmount0ForLiquidity(lower, upper, liquidity), 0n];
  if (sqrtPrice < upper) {
    return [getAmount0ForLiquidity(sqrtPrice, upper, liquidity), getAmount1ForLiquidity(lower, sqrtPrice, liquidity)];
  }
  return [0n, getAmount1ForLiquidity(lower, upper, liquidity)];
}
