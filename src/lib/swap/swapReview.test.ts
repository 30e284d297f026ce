import { describe, expect, it } from 'vitest';
import { balanceProblem, swapWarnings } from './swapReview';

describe('swap review', () => {
  it('should report no market price when the impact is unknown', () => {
    expect(swapWarnings({ impact: undefined, slippageBips: 50, networkCostUsd: 1, valueUsd: 100 })).toEqual([
      'marketPriceNotFound',
    ]);
  });

  it('should warn of a large price difference, very high slippage and a high network cost when each is over its bound', () => {
    expect(swapWarnings({ impact: 0.06, slippageBips: 2001, networkCostUsd: 11, valueUsd: 100 })).toEqual([
      'largePriceDifference',
      'veryHighSlippage',
      'highNetworkCost',
    ]);
    expect(swapWarnings({ impact: 0.05, slippageBips: 2000, networkCostUsd: 10, valueUsd: 100 })).toEqual([]);
  });

  it('should ask for funds when the amount or the network cost is beyond the balance', () => {
    const base = { amountIn: 10n, balanceIn: 10n, nativeBalance: 5n, nativeIn: false, networkCostWei: 5n };
    expect(balanceProblem(base)).toBeUndefined();
    expect(balanceProblem({ ...base, amountIn: 11n })).toBe('insufficientBalance');
    expect(balanceProblem({ ...base, networkCostWei: 6n })).toBe('insufficientGas');
    expect(balanceProblem({ ...base, nativeIn: true, balanceIn: 20n, nativeBalance: 14n })).toBe('insufficientGas');
  });
});
