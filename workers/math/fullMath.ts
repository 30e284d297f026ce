// FullMath and UnsafeMath from the Uniswap contracts. bigint is exact, so a 512-bit mulDiv is a plain multiply and divide;
// what must match the contracts is the rounding direction.

export const MAX_UINT256 = (1n << 256n) - 1n;
export const MAX_UINT160 = (1n << 160n) - 1n;
export const MAX_UINT128 = (1n << 128n) - 1n;

/** floor(a * b / denominator) */
export function mulDiv(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('mulDiv by zero');
  return (a * b) / denominator;
}

/** ceil(a * b / denominator) */
export function mulDivRoundingUp(a: bigint, b: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('mulDiv by zero');
  const product = a * b;
  const result = product / denominator;
  return product % denominator === 0n ? result : result + 1n;
}

/** ceil(x / y) for non-negative x and positive y (UnsafeMath.divRoundingUp). */
export function divRoundingUp(x: bigint, y: bigint): bigint {
  return x / y + (x % y === 0n ? 0n : 1n);
}
