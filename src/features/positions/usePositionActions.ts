// What the owner can do on a position's page (spec §3; issue 27): collect its fees and remove a share of it, as the
// transaction requests the review dialog sends (the calls come from the pure builders in src/chain), with what each
// moves for the review and the activity row. v3 (and v2) can pay the WETH side as ETH on request.
import type { Address } from 'viem';
import { useConnection } from '../../account/ConnectionProvider';
import { publicClientFor } from '../../chain/clients';
import { collectFeesCall } from '../../chain/collectFees';
import type { PositionDetails } from '../../chain/positionDetails';
import { expectedRemoval, liquidityToRemove, removeLiquidityCall } from '../../chain/removeLiquidity';
import { removeV2LiquidityCall, v2RemovalPermit, v2ShareRemoval } from '../../chain/removeV2Liquidity';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { POSITION_DEADLINE_SECONDS, type PositionTxRequest } from './positionTxActors';

/** The least a removal accepts: the expected amounts less 0.5 %. */
const REMOVE_SLIPPAGE_BIPS = 50;

export function usePositionActions(props: {
  position: PositionDetails;
  chain: RuntimeChain;
  tokenId: bigint | undefined;
  concentrated: boolean;
  receiveEth: boolean;
  removePercent: number;
  tokens: readonly [{ decimals: number } | undefined, { decimals: number } | undefined];
  symbols: readonly [string, string];
}) {
  const { position: p, chain, tokenId, concentrated, receiveEth, removePercent } = props;
  const { chainId } = chain;
  const [token0, token1] = props.tokens;
  const [symbol0, symbol1] = props.symbols;
  const connection = useConnection();
  const { address } = connection;
  // the owner's wallet, able to sign, with fees to take (v2 fees sit in the reserves: nothing to collect)
  const isOwner = !!address && address.toLowerCase() === p.owner.toLowerCase() && !connection.viewOnly;
  // the staker holds a staked position's NFT: its fees and liquidity wait until the owner withdraws it
  const canManage = isOwner && !p.staked;
  const canCollect =
    canManage && tokenId !== undefined && p.fees0 !== null && p.fees1 !== null && p.fees0 + p.fees1 > 0n;
  const weth = chain.contracts.WETH9?.toLowerCase();
  const wethSide = p.token0.toLowerCase() === weth ? 0 : p.token1.toLowerCase() === weth ? 1 : undefined;
  // v3 pays WETH as WETH unless unwrapped; a v4 pool of native ETH pays ETH already
  const canUnwrapV2 = p.version === 'v2' && wethSide !== undefined;
  const canUnwrap = (p.version === 'v3' || p.version === 'v2') && wethSide !== undefined;
  const unwrapFor = (receive: boolean) =>
    canUnwrap && receive ? { weth: chain.contracts.WETH9!, other: wethSide === 0 ? p.token1 : p.token0 } : undefined;
  const asShown = (token: Address, symbol: string) =>
    canUnwrap && receiveEth && token.toLowerCase() === weth ? 'ETH' : symbol;
  const activityAmount = (token: Address, symbol: string, decimals: number | undefined, raw: bigint) => ({
    token,
    symbol: asShown(token, symbol),
    decimals: decimals ?? 18,
    amount: raw.toString(),
  });
  const canRemove = canManage && tokenId !== undefined && p.liquidity > 0n && p.sqrtPriceX96 !== null;
  const removal =
    canRemove && concentrated
      ? expectedRemoval({
          sqrtPriceX96: p.sqrtPriceX96!,
          tickLower: p.tickLower!,
          tickUpper: p.tickUpper!,
          liquidity: liquidityToRemove(p.liquidity, removePercent),
          slippageBips: REMOVE_SLIPPAGE_BIPS,
        })
      : undefined;
  const manager: Address | undefined =
    p.version === 'v4' ? chain.contracts.PositionManager : chain.contracts.NonfungiblePositionManager;
  const txRequest = (
    buildCall: PositionTxRequest['buildCall'],
    activity: PositionTxRequest['activity'],
    signature?: PositionTxRequest['signature'],
  ): PositionTxRequest | undefined =>
    address && connection.provider
      ? { chain, account: address, provider: connection.provider, buildCall, activity, signature }
      : undefined;
  const collectRequest =
    canCollect && tokenId !== undefined
      ? txRequest(
          ({ chainNow: now }) =>
            collectFeesCall(
              p.version === 'v4'
                ? {
                    version: 'v4',
                    manager: manager!,
                    tokenId: tokenId!,
                    recipient: address!,
                    currency0: p.token0,
                    currency1: p.token1,
                    deadline: now + POSITION_DEADLINE_SECONDS,
                  }
                : {
                    version: 'v3',
                    manager: manager!,
                    tokenId: tokenId!,
                    recipient: address!,
                    unwrap: unwrapFor(receiveEth),
                  },
            ),
          {
            type: 'collect',
            input: activityAmount(p.token0, symbol0, token0?.decimals, p.fees0 ?? 0n),
            output: activityAmount(p.token1, symbol1, token1?.decimals, p.fees1 ?? 0n),
          },
        )
      : undefined;
  const v2Removal =
    p.version === 'v2' && isOwner && p.liquidity > 0n
      ? v2ShareRemoval({
          amount0: p.amount0,
          amount1: p.amount1,
          percent: removePercent,
          slippageBips: REMOVE_SLIPPAGE_BIPS,
        })
      : undefined;
  const router = chain.contracts.UniswapV2Router02;
  const removeV2Request =
    v2Removal && router
      ? txRequest(
          ({ chainNow, signed }) =>
            signed &&
            removeV2LiquidityCall({
              router,
              token0: p.token0,
              token1: p.token1,
              liquidity: liquidityToRemove(p.liquidity, removePercent),
              amount0Min: v2Removal.amount0Min,
              amount1Min: v2Removal.amount1Min,
              recipient: address!,
              deadline: chainNow + POSITION_DEADLINE_SECONDS,
              signature: signed,
              unwrapWeth: canUnwrapV2 && receiveEth ? chain.contracts.WETH9 : undefined,
            }),
          {
            type: 'decreaseLiquidity',
            input: activityAmount(p.token0, symbol0, token0?.decimals, v2Removal.amount0),
            output: activityAmount(p.token1, symbol1, token1?.decimals, v2Removal.amount1),
          },
          // the pair's own permit lets Router02 pull the LP tokens (v2 needs no Permit2)
          (chainNow) =>
            v2RemovalPermit({
              client: publicClientFor(chain),
              chainId,
              owner: address!,
              pair: p.pool,
              router,
              liquidity: liquidityToRemove(p.liquidity, removePercent),
              deadline: chainNow + POSITION_DEADLINE_SECONDS,
            }),
        )
      : undefined;
  const removeRequest =
    removeV2Request ??
    (removal && tokenId !== undefined && (p.version === 'v3' || p.version === 'v4')
      ? txRequest(
          ({ chainNow: now }) =>
            removeLiquidityCall({
              version: p.version as 'v3' | 'v4',
              manager: manager!,
              tokenId: tokenId!,
              liquidity: liquidityToRemove(p.liquidity, removePercent),
              amount0Min: removal.amount0Min,
              amount1Min: removal.amount1Min,
              recipient: address!,
              deadline: now + POSITION_DEADLINE_SECONDS,
              currency0: p.token0,
              currency1: p.token1,
              unwrap: p.version === 'v3' ? unwrapFor(receiveEth) : undefined,
            }),
          {
            type: 'decreaseLiquidity',
            input: activityAmount(p.token0, symbol0, token0?.decimals, removal.amount0 + (p.fees0 ?? 0n)),
            output: activityAmount(p.token1, symbol1, token1?.decimals, removal.amount1 + (p.fees1 ?? 0n)),
          },
        )
      : undefined);
  return {
    isOwner,
    canManage,
    canCollect,
    canUnwrap,
    asShown,
    canRemove,
    removal,
    v2Removal,
    collectRequest,
    removeRequest,
  };
}
