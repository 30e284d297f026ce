// The new position's review request (issue 27): the pure builder's call and needs (src/chain/mintPositionRequest.ts)
// with the connected wallet, the labels the review names and the activity row; the receipt gives the minted NFT.
import { useState } from 'react';
import { useConnection } from '../../../account/ConnectionProvider';
import { mintPositionRequest, mintedTokenId } from '../../../chain/mintPositionRequest';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { type DepositState } from '../hooks/useDeposit';
import type { LiquidityRequest } from '../liquidityActors';
import { activityAmount, labelNeeds } from '../liquidityLabels';
import type { PairSelection } from './usePairSelection';
import type { PoolChoice } from './usePoolChoice';
import type { PoolPrice } from './usePoolPrice';
import type { RangeSelection } from './useRangeSelection';

/** Slippage on what a mint may take: 0.5 %. */
export const MINT_SLIPPAGE_BIPS = 50;

export function useMintRequest(p: {
  chain: RuntimeChain;
  version: 'v3' | 'v4';
  pair: PairSelection;
  pool: PoolChoice;
  price: PoolPrice;
  range: RangeSelection;
  deposit: DepositState;
}) {
  const connection = useConnection();
  const [minted, setMinted] = useState<bigint | undefined>();
  const { currency0, currency1, token0, token1, decimals0, decimals1 } = p.pair;
  const { result } = p.deposit;
  const { ticks } = p.range;
  const { sqrtPriceX96 } = p.price;
  const owner = connection.address;
  const manager = p.version === 'v3' ? p.chain.contracts.NonfungiblePositionManager : p.chain.contracts.PositionManager;
  const label = (side: 0 | 1) => ({
    symbol: (side === 0 ? token0 : token1)!.symbol,
    decimals: side === 0 ? decimals0 : decimals1,
  });
  const request: LiquidityRequest | undefined =
    owner && connection.provider && manager && result && ticks && currency0 && currency1 && sqrtPriceX96 !== undefined
      ? (() => {
          const built = mintPositionRequest({
            version: p.version,
            positionManager: manager,
            currency0,
            currency1,
            fee: p.pool.fee,
            tickSpacing: p.pool.tickSpacing,
            hooks: p.pool.hooks,
            tickLower: ticks.tickLower,
            tickUpper: ticks.tickUpper,
            amount0: result.amount0,
            amount1: result.amount1,
            liquidity: result.liquidity,
            createAtSqrtPriceX96: p.pool.exists ? undefined : sqrtPriceX96,
            nativeSide: p.pair.nativeSide,
            owner,
            slippageBips: MINT_SLIPPAGE_BIPS,
          });
          return {
            ...built,
            chain: p.chain,
            account: owner,
            provider: connection.provider!,
            needs: labelNeeds(built.needs, label),
            activity: {
              type: 'mint',
              input: activityAmount(currency0, label(0), result.amount0),
              output: activityAmount(currency1, label(1), result.amount1),
            },
            onReceipt: (receipt) => setMinted(mintedTokenId(receipt, manager, owner)),
          };
        })()
      : undefined;
  return { request, minted };
}
