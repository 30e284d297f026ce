// SwapMath.computeSwapStep as v3-core and v4-core write it. They differ where a step ends before its target: v3
// recomputes amountIn (exact in) or amountOut (exact out) from the new price, v4 takes them from the amount remaining.
import { mulDiv, mulDivRoundingUp } from './fullMath.ts';
import {
  getAmount0Delta,
  getAmount1Delta,
  getNextSqrtPriceFromInput,
  getNextSqrtPriceFromOutput,
} from './sqrtPriceMath.ts';

/** Fees are in hundredths of a bip: 1,000,000 is 100%. */
export const MAX_SWAP_FEE = 1_000_000n;

export type SwapStep = { sqrtPriceNextX96: bigint; amountIn: bigint; amountOut: bigint; feeAmount: bigint };

/**
 * One step of a swap within a range of constant liquidity.
 * @param amountRemaining positive: input still to spend (exact in); negative: output still to receive (exact out)
 */
export function computeSwapStep(
  sqrtPriceCurrentX96: bigint,
  sqrtPriceTargetX96: bigint,
  liquidity: bigint,
  amountRemaining: bigint,
  feePips: bigint,
  version: 'v3' | 'v4',
): SwapStep {
  const zeroForOne = sqrtPriceCurrentX96 >= sqrtPriceTargetX96;
  const exactIn = amountRemaining >= 0n;
  if (exactIn) {
    const amountRemainingLessFee = mulDiv(amountRemaining, MAX_SWAP_FEE - feePips, MAX_SWAP_FEE);
    let amountIn = zeroForOne
      ? getAmount0Delta(sqrtPriceTargetX96, sqrtPriceCurrentX96, liquidity, true)
      : getAmount1Delta(sqrtPriceCurrentX96, sqrtPriceTargetX96, liquidity, true);
    let sqrtPriceNextX96: bigint;
    let feeAmount: bigint;
    if (amountRemainingLessFee >= amountIn) {
      sqrtPriceNextX96 = sqrtPriceTargetX96;
      feeAmount = feePips === MAX_SWAP_FEE ? amountIn : mulDivRoundingUp(amountIn, feePips, MAX_SWAP_FEE - feePips);
    } else {
      sqrtPriceNextX96 = getNextSqrtPriceFromInput(sqrtPriceCurrentX96, liquidity, amountRemainingLessFee, zeroForOne);
      amountIn =
        version === 'v4'
          ? amountRemainingLessFee
          : zeroForOne
            ? getAmount0Delta(sqrtPriceNextX96, sqrtPriceCurrentX96, liquidity, true)
            : getAmount1Delta(sqrtPriceCurrentX96, sqrtPriceNextX96, liquidity, true);
      feeAmount = amountRemaining - amountIn;
    }
    const amountOut = zeroForOne
      ? getAmount1Delta(sqrtPriceNextX96, sqrtPriceCurrentX96, liquidity, false)
      : getAmount0Delta(sqrtPriceCurrentX96, sqrtPriceNextX96, liquidity, false);
    return { sqrtPriceNextX96, amountIn, amountOut, feeAmount };
  }
  const wanted = -amountRemaining;
  let amountOut = zeroForOne
    ? getAmount1Delta(sqrtPriceTargetX96, sqrtPriceCurrentX96, liquidity, false)
    : getAmount0Delta(sqrtPriceCurrentX96, sqrtPriceTargetX96, liquidity, false);
  let sqrtPriceNextX96: bigint;
  if (wanted >= amountOut) {
    sqrtPriceNextX96 = sqrtPriceTargetX96;
  } else {
    sqrtPriceNextX96 = getNextSqrtPriceFromOutput(sqrtPriceCurrentX96, liquidity, wanted, zeroForOne);
    if (version === 'v4') amountOut = wanted;
    else {
      const delivered = zeroForOne
        ? getAmount1Delta(sqrtPriceNextX96, sqrtPriceCurrentX96, liquidity, false)
        : getAmount0Delta(sqrtPriceCurrentX96, sqrtPriceNextX96, liquidity, false);
      amountOut = delivered > wanted ? wanted : delivered;
    }
  }
  const amountIn = zeroForOne
    ? getAmount0Delta(sqrtPriceNextX96, sqrtPriceCurrentX96, liquidity, true)
    : getAmount1Delta(sqrtPriceCurrentX96, sqrtPriceNextX96, liquidity, true);
  const feeAmount = mulDivRoundingUp(amountIn, feePips, MAX_SWAP_FEE - feePips);
  return { sqrtPriceNextX96, amountIn, amountOut, feeAmount };
}
