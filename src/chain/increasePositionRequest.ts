// The request adding to an open v3 or v4 position makes (issue 27; spec §5): v3 increaseLiquidity with the desired
// amounts and minimums 0.5 % under them (ETH paying the WETH side on request); v4 INCREASE_LIQUIDITY of an exact
// liquidity with the most each side may take 0.5 % over what was computed, through Permit2.
import { type Address, zeroAddress } from 'viem';
import { type PayableCall, POSITION_DEADLINE_SECONDS, v3IncreaseCall, v4IncreaseCall } from './mintPosition';
import { type BuildCallContext, type SideNeed, depositNeeds } from './mintPositionRequest';
import { lessSlippage, plusSlippage } from '../../workers/math/positionMath';

export type IncreasePositionRequestParameters = {
  version: 'v3' | 'v4';
  positionManager: Address;
  tokenId: bigint;
  /** The position's pool: its currencies (pool order); v4 also its key's fee, spacing and hook. */
  currency0: Address;
  currency1: Address;
  fee: number;
  tickSpacing: number;
  hooks: Address | null;
  amount0: bigint;
  amount1: bigint;
  liquidity: bigint;
  /** v3: the WETH side native ETH pays. */
  nativeSide?: 0 | 1;
  owner: Address;
  slippageBips: number;
};

export type IncreasePositionRequestReturnType = {
  spender: Address;
  viaPermit2: boolean;
  needs: SideNeed[];
  buildCall: (context: BuildCallContext) => PayableCall;
};

/**
 * @example
 * const request = increasePositionRequest({ version: 'v4', positionManager, tokenId: 7n, currency0, currency1,
 *   fee: 3000, tickSpacing: 60, hooks: null, amount0, amount1, liquidity, owner, slippageBips: 50 });
 */
export function increasePositionRequest(p: IncreasePositionRequestParameters): IncreasePositionRequestReturnType {
  const currencies = [p.currency0, p.currency1] as const;
  const max0 = plusSlippage(p.amount0, p.slippageBips);
  const max1 = plusSlippage(p.amount1, p.slippageBips);
  if (p.version === 'v4') {
    return {
      spender: p.positionManager,
      viaPermit2: true,
      needs: depositNeeds(currencies, [max0, max1], p.nativeSide),
      buildCall: ({ chainNow, permit }) =>
        v4IncreaseCall({
          positionManager: p.positionManager,
          poolKey: {
            currency0: p.currency0,
            currency1: p.currency1,
            fee: p.fee,
            tickSpacing: p.tickSpacing,
            hooks: p.hooks ?? zeroAddress,
          },
          tokenId: p.tokenId,
          liquidity: p.liquidity,
          amount0Max: max0,
          amount1Max: max1,
          owner: p.owner,
          deadline: chainNow + POSITION_DEADLINE_SECONDS,
          permit,
        }),
    };
  }
  return {
    spender: p.positionManager,
    viaPermit2: false,
    needs: depositNeeds(currencies, [p.amount0, p.amount1], p.nativeSide),
    buildCall: ({ chainNow }) =>
      v3IncreaseCall({
        positionManager: p.positionManager,
        tokenId: p.tokenId,
        amount0Desired: p.amount0,
        amount1Desired: p.amount1,
        amount0Min: lessSlippage(p.amount0, p.slippageBips),
        amount1Min: lessSlippage(p.amount1, p.slippageBips),
        deadline: chainNow + POSITION_DEADLINE_SECONDS,
        nativeSide: p.nativeSide,
      }),
  };
}
