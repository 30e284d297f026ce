// The swap loop of a v3 pool (UniswapV3Pool.swap) and a v4 pool (Pool.swap), for quoting: exact to the wei.
import { MAX_SWAP_FEE, computeSwapStep } from './swapMath.ts';
import { nextInitializedTickWithinOneWord } from './tickWalk.ts';
import {
  MAX_SQRT_RATIO,
  MAX_TICK,
  MIN_SQRT_RATIO,
  MIN_TICK,
  getSqrtRatioAtTick,
  getTickAtSqrtRatio,
} from './tickMath.ts';

export type ConcentratedPoolState = {
  version: 'v3' | 'v4';
  sqrtPriceX96: bigint;
  tick: number;
  liquidity: bigint;
  /** Fee charged on input, in hundredths of a bip (the v4 pool's lpFee, combined with a protocol fee when one is set). */
  fee: number;
  tickSpacing: number;
  /** Initialized ticks, ascending, with their liquidityNet. */
  ticks: readonly { index: number; liquidityNet: bigint }[];
};

export type ConcentratedSwapResult = {
  amountIn: bigint;
  amountOut: bigint;
  sqrtPriceX96After: bigint;
  tickAfter: number;
  liquidityAfter: bigint;
  /** Initialized ticks crossed (QuoterV2 reports these; they drive the gas estimate). */
  ticksCrossed: number;
  /** False when the pool ran out of liquidity before the whole amount was swapped. */
  complete: boolean;
};

export class NoLiquidityError extends Error {
  override name = 'NoLiquidityError';
}

/**
 * Simulates a swap through one concentrated-liquidity pool.
 * @param amountSpecified positive: exact input; negative: exact output
 * @param sqrtPriceLimitX96 defaults to the quoters' limits (one past the extreme prices)
 */
export function simulateConcentratedSwap(
  pool: ConcentratedPoolState,
  zeroForOne: boolean,
  amountSpecified: bigint,
  sqrtPriceLimitX96: bigint = zeroForOne ? MIN_SQRT_RATIO + 1n : MAX_SQRT_RATIO - 1n,
): ConcentratedSwapResult {
  if (amountSpecified === 0n) throw new RangeError('amountSpecified must not be zero');
  const exactIn = amountSpecified > 0n;
  const fee = BigInt(pool.fee);
  if (!exactIn && fee >= MAX_SWAP_FEE) throw new RangeError('a 100% fee pool cannot be swapped for an exact output');
  const tickIndexes = pool.ticks.map((t) => t.index);
  const liquidityNet = new Map(pool.ticks.map((t) => [t.index, t.liquidityNet]));

  let remaining = amountSpecified;
  let calculated = 0n;
  let sqrtPrice = pool.sqrtPriceX96;
  let tick = pool.tick;
  let liquidity = pool.liquidity;
  let ticksCrossed = 0;

  while (remaining !== 0n && sqrtPrice !== sqrtPriceLimitX96) {
    const sqrtPriceStart = sqrtPrice;
    let { tickNext, initialized } = nextInitializedTickWithinOneWord(tickIndexes, tick, pool.tickSpacing, zeroForOne);
    if (tickNext < MIN_TICK) tickNext = MIN_TICK;
    else if (tickNext > MAX_TICK) tickNext = MAX_TICK;
    const sqrtPriceNext = getSqrtRatioAtTick(tickNext);
    const target = (zeroForOne ? sqrtPriceNext < sqrtPriceLimitX96 : sqrtPriceNext > sqrtPriceLimitX96)
      ? sqrtPriceLimitX96
      : sqrtPriceNext;

    const step = computeSwapStep(sqrtPrice, target, liquidity, remaining, fee, pool.version);
    sqrtPrice = step.sqrtPriceNextX96;
    if (exactIn) {
      remaining -= step.amountIn + step.feeAmount;
      calculated += step.amountOut;
    } else {
      remaining += step.amountOut;
      calculated += step.amountIn + step.feeAmount;
    }

    if (sqrtPrice === sqrtPriceNext) {
      if (initialized) {
        const net = liquidityNet.get(tickNext) ?? 0n;
        liquidity += zeroForOne ? -net : net;
        if (liquidity < 0n) throw new NoLiquidityError('liquidity underflow: the tick data is inconsistent');
        ticksCrossed++;
      }
      tick = zeroForOne ? tickNext - 1 : tickNext;
    } else if (sqrtPrice !== sqrtPriceStart) {
      tick = getTickAtSqrtRatio(sqrtPrice);
    }
  }

  const swapped = amountSpecified - remaining;
  return {
    amountIn: exactIn ? swapped : calculated,
    amountOut: exactIn ? calculated : -swapped,
    sqrtPriceX96After: sqrtPrice,
    tickAfter: tick,
    liquidityAfter: liquidity,
    ticksCrossed,
    complete: remaining === 0n,
  };
}
