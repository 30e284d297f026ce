// SqrtPriceMath from v3-core / v4-core, in bigint, overflow branches included: the contracts take a different formula
// when an intermediate product would pass 2^256, and the rounding of that formula differs.
import { MAX_UINT160, MAX_UINT256, divRoundingUp, mulDiv, mulDivRoundingUp } from './fullMath.ts';
import { Q96 } from './tickMath.ts';

export class SqrtPriceMathError extends Error {
  override name = 'SqrtPriceMathError';
}

function getNextSqrtPriceFromAmount0RoundingUp(
  sqrtPX96: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (amount === 0n) return sqrtPX96;
  const numerator1 = liquidity << 96n;
  const product = amount * sqrtPX96;
  if (add) {
    if (product <= MAX_UINT256) {
      const denominator = numerator1 + product;
      if (denominator <= MAX_UINT256) return mulDivRoundingUp(numerator1, sqrtPX96, denominator);
    }
    return divRoundingUp(numerator1, numerator1 / sqrtPX96 + amount);
  }
  if (product > MAX_UINT256 || numerator1 <= product) throw new SqrtPriceMathError('price overflow');
  const next = mulDivRoundingUp(numerator1, sqrtPX96, numerator1 - product);
  if (next > MAX_UINT160) throw new SqrtPriceMathError('price overflow');
  return next;
}

function getNextSqrtPriceFromAmount1RoundingDown(
  sqrtPX96: bigint,
  liquidity: bigint,
  amount: bigint,
  add: boolean,
): bigint {
  if (add) {
    const next = sqrtPX96 + mulDiv(amount, Q96, liquidity);
    if (next > MAX_UINT160) throw new SqrtPriceMathError('price overflow');
    return next;
  }
  const quotient = mulDivRoundingUp(amount, Q96, liquidity);
  if (sqrtPX96 <= quotient) throw new SqrtPriceMathError('not enough liquidity');
  return sqrtPX96 - quotient;
}

export function getNextSqrtPriceFromInput(
  sqrtPX96: bigint,
  liquidity: bigint,
  amountIn: bigint,
  zeroForOne: boolean,
): bigint {
  if (sqrtPX96 <= 0n || liquidity <= 0n) throw new SqrtPriceMathError('no price or no liquidity');
  return zeroForOne
    ? getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96, liquidity, amountIn, true)
    : getNextSqrtPriceFromAmount1RoundingDown(sqrtPX96, liquidity, amountIn, true);
}

export function getNextSqrtPriceFromOutput(
  sqrtPX96: bigint,
  liquidity: bigint,
  amountOut: bigint,
  zeroForOne: boolean,
): bigint {
  if (sqrtPX96 <= 0n || liquidity <= 0n) throw new SqrtPriceMathError('no price or no liquidity');
  return zeroForOne
    ? getNextSqrtPriceFromAmount1RoundingDown(sqrtPX96, liquidity, amountOut, false)
    : getNextSqrtPriceFromAmount0RoundingUp(sqrtPX96, liquidity, amountOut, false);
}

export function getAmount0Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const [lower, upper] = sqrtA > sqrtB ? [sqrtB, sqrtA] : [sqrtA, sqrtB];
  const numerator1 = liquidity << 96n;
  const numerator2 = upper - lower;
  return roundUp
    ? divRoundingUp(mulDivRoundingUp(numerator1, numerator2, upper), lower)
    : mulDiv(numerator1, numerator2, upper) / lower;
}

export function getAmount1Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint {
  const [lower, upper] = sqrtA > sqrtB ? [sqrtB, sqrtA] : [sqrtA, sqrtB];
  return roundUp ? mulDivRoundingUp(liquidity, upper - lower, Q96) : mulDiv(liquidity, upper - lower, Q96);
}
