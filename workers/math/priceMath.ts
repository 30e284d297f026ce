// Conversions between human prices and the pools' sqrt-price form, for seeding and display (not for exact quoting).
import { Q96 } from './tickMath.ts';

/**
 * sqrtPriceX96 for a price quoted as "token1 per token0" in whole units.
 * @example encodeSqrtPriceX96(3000, 18, 6) // 1 WETH = 3000 USDC
 */
export function encodeSqrtPriceX96(price: number, decimals0: number, decimals1: number): bigint {
  if (!(price > 0) || !Number.isFinite(price)) throw new RangeError(`price ${price} must be positive and finite`);
  const raw = price * 10 ** (decimals1 - decimals0);
  // split the square root into mantissa and power of two to keep 53 bits of precision at any magnitude
  const sqrt = Math.sqrt(raw);
  const exponent = Math.floor(Math.log2(sqrt));
  const mantissa = BigInt(Math.round((sqrt / 2 ** exponent) * 2 ** 52));
  const shift = BigInt(96 + exponent - 52);
  return shift >= 0n ? mantissa << shift : mantissa >> -shift;
}

/** The price, token1 per token0 in whole units, that a sqrtPriceX96 encodes. */
export function decodeSqrtPriceX96(sqrtPriceX96: bigint, decimals0: number, decimals1: number): number {
  const ratio = Number(sqrtPriceX96) / Number(Q96);
  return ratio * ratio * 10 ** (decimals0 - decimals1);
}
