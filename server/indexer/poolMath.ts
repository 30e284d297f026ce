// Exact Uniswap v3/v4 tick math on bigint (TickMath and SqrtPriceMath of v3-core), and prices as display numbers.
const Q96 = 2n ** 96n;
const MAX_UINT256 = 2n ** 256n - 1n;

/** sqrt(1.0001^tick) * 2^96, rounded as TickMath.getSqrtRatioAtTick does. */
export function sqrtRatioAtTick(tick: number): bigint {
  const absTick = BigInt(Math.abs(tick));
  let ratio = (absTick & 0x1n) !== 0n ? 0xfffcb933bd6fad37aa2d162d1a594001n : 0x100000000000000000000000000000000n;
  const factors: [bigint, bigint][] = [
    [0x2n, 0xfff97272373d413259a46990580e213an],
    [0x4n, 0xfff2e50f5f656932ef12357cf3c7fdccn],
    [0x8n, 0xffe5caca7e10e4e61c3624eaa0941cd0n],
    [0x10n, 0xffcb9843d60f6159c9db58835c926644n],
    [0x20n, 0xff973b41fa98c081472e6896dfb254c0n],
    [0x40n, 0xff2ea16466c96a3843ec78b326b52861n],
    [0x80n, 0xfe5dee046a99a2a811c461f1969c3053n],
    [0x100n, 0xfcbe86c7900a88aedcffc83b479aa3a4n],
    [0x200n, 0xf987a7253ac413176f2b074cf7815e54n],
    [0x400n, 0xf3392b0822b70005940c7a398e4b70f3n],
    [0x800n, 0xe7159475a2c29b7443b29c7fa6e889d9n],
    [0x1000n, 0xd097f3bdfd2022b8845ad8f792aa5825n],
    [0x2000n, 0xa9f746462d870fdf8a65dc1f90e061e5n],
    [0x4000n, 0x70d869a156d2a1b890bb3df62baf32f7n],
    [0x8000n, 0x31be135f97d08fd981231505542fcfa6n],
    [0x10000n, 0x9aa508b5b7a84e1c677de54f3e99bc9n],
    [0x20000n, 0x5d6af8dedb81196699c329225ee604n],
    [0x40000n, 0x2216e584f5fa1ea926041bedfe98n],
    [0x80000n, 0x48a170391f7dc42444e8fa2n],
  ];
  for (const [bit, factor] of factors) if ((absTick & bit) !== 0n) ratio = (ratio * factor) >> 128n;
  if (tick > 0) ratio = MAX_UINT256 / ratio;
  return (ratio >> 32n) + (ratio % (1n << 32n) === 0n ? 0n : 1n);
}

function divRoundingUp(a: bigint, b: bigint): bigint {
  return a / b + (a % b === 0n ? 0n : 1n);
}

export function amount0Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint {
  if (sqrtA > sqrtB) [sqrtA, sqrtB] = [sqrtB, sqrtA];
  const numerator1 = liquidity << 96n;
  const numerator2 = sqrtB - sqrtA;
  return roundUp
    ? divRoundingUp(divRoundingUp(numerator1 * numerator2, sqrtB), sqrtA)
    : (numerator1 * numerator2) / sqrtB / sqrtA;
}

export function amount1Delta(sqrtA: bigint, sqrtB: bigint, liquidity: bigint, roundUp: boolean): bigint {
  if (sqrtA > sqrtB) [sqrtA, sqrtB] = [sqrtB, sqrtA];
  return roundUp ? divRoundingUp(liquidity * (sqrtB - sqrtA), Q96) : (liquidity * (sqrtB - sqrtA)) / Q96;
}

/**
 * Tokens a liquidity change moves into the pool (negative: out of it), as v4's Pool.modifyLiquidity computes them:
 * rounded up when liquidity is added, down when it is removed.
 */
export function liquidityAmounts(
  sqrtPriceX96: bigint,
  tickLower: number,
  tickUpper: number,
  liquidityDelta: bigint,
): [bigint, bigint] {
  const sqrtA = sqrtRatioAtTick(tickLower);
  const sqrtB = sqrtRatioAtTick(tickUpper);
  const adding = liquidityDelta >= 0n;
  const liquidity = adding ? liquidityDelta : -liquidityDelta;
  let amount0 = 0n;
  let amount1 = 0n;
  if (sqrtPriceX96 <= sqrtA) amount0 = amount0Delta(sqrtA, sqrtB, liquidity, adding);
  else if (sqrtPriceX96 < sqrtB) {
    amount0 = amount0Delta(sqrtPriceX96, sqrtB, liquidity, adding);
    amount1 = amount1Delta(sqrtA, sqrtPriceX96, liquidity, adding);
  } else amount1 = amount1Delta(sqrtA, sqrtB, liquidity, adding);
  return adding ? [amount0, amount1] : [-amount0, -amount1];
}

/** Price of token0 in token1, in whole tokens, from a v3/v4 sqrt price. */
export function priceFromSqrtX96(sqrtPriceX96: bigint, decimals0: number, decimals1: number): number {
  const ratio = Number(sqrtPriceX96) / 2 ** 96;
  return ratio * ratio * 10 ** (decimals0 - decimals1);
}

/** Price of token0 in token1, in whole tokens, from v2 reserves. */
export function priceFromReserves(reserve0: bigint, reserve1: bigint, decimals0: number, decimals1: number): number {
  if (reserve0 === 0n) return 0;
  return toUnits(reserve1, decimals1) / toUnits(reserve0, decimals0);
}

/** A raw token amount as a display number of whole tokens. */
export function toUnits(amount: bigint, decimals: number): number {
  return Number(amount) / 10 ** decimals;
}
