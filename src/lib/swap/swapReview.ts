// What the review screen warns about (spec §2, §5, §8, §9): the large price difference (impact from priceImpact.ts),
// very high slippage, network cost above 10% of the value, and the balance checks that block a trade.
import { VERY_HIGH_SLIPPAGE_BIPS } from './swapSettings';

/** Price impact above this is a "Large price difference" (the hosted interface's high-impact threshold). */
export const LARGE_PRICE_IMPACT = 0.05;
/** spec §9: network cost above 10% of the transaction's value is flagged. */
export const HIGH_NETWORK_COST_SHARE = 0.1;

export type SwapWarning = 'largePriceDifference' | 'veryHighSlippage' | 'highNetworkCost' | 'marketPriceNotFound';

export function swapWarnings(input: {
  impact: number | undefined;
  slippageBips: number;
  networkCostUsd: number | undefined;
  valueUsd: number | undefined;
}): SwapWarning[] {
  const warnings: SwapWarning[] = [];
  if (input.impact === undefined) warnings.push('marketPriceNotFound');
  else if (input.impact > LARGE_PRICE_IMPACT) warnings.push('largePriceDifference');
  if (input.slippageBips > VERY_HIGH_SLIPPAGE_BIPS) warnings.push('veryHighSlippage');
  if (
    input.networkCostUsd !== undefined &&
    input.valueUsd !== undefined &&
    input.valueUsd > 0 &&
    input.networkCostUsd > input.valueUsd * HIGH_NETWORK_COST_SHARE
  )
    warnings.push('highNetworkCost');
  return warnings;
}

export type BalanceProblem = 'insufficientBalance' | 'insufficientGas';

/**
 * spec §5: INSUFFICIENT_FUNDS when the amount exceeds the balance; INSUFFICIENT_FUNDS_FOR_GAS when the native balance
 * is below the network cost (plus the amount when selling the native coin).
 */
export function balanceProblem(input: {
  amountIn: bigint;
  balanceIn: bigint | undefined;
  nativeBalance: bigint | undefined;
  nativeIn: boolean;
  networkCostWei: bigint | undefined;
}): BalanceProblem | undefined {
  if (input.balanceIn === undefined) return undefined;
  if (input.amountIn > input.balanceIn) return 'insufficientBalance';
  if (input.nativeBalance === undefined || input.networkCostWei === undefined) return undefined;
  const needed = input.networkCostWei + (input.nativeIn ? input.amountIn : 0n);
  return input.nativeBalance < needed ? 'insufficientGas' : undefined;
}
