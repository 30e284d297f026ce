import { type Abi, type Address, type ContractFunctionParameters, zeroAddress } from 'viem';
import { uniswapV2PairAbi } from '../contract/abis/v2.ts';
import { uniswapV3PoolAbi } from '../contract/abis/v3.ts';
import { stateViewAbi } from '../contract/abis/v4.ts';
import type { PoolKey } from '../contract/poolKey.ts';
import { MSG_SENDER, RouterCommand, type RouterStep, encodeExecute } from '../contract/universalRouter.ts';
import { encodeV3Path } from '../contract/v3Path.ts';
import { V4Action } from '../contract/v4Actions.ts';
import { decodeSqrtPriceX96 } from '../workers/math/priceMath.ts';
import type { Holdings } from './holdings.ts';
import type { ChainDeployment, PoolManifest, TokenManifest } from '../contract/deployment.ts';
import type { Call, ChainSession } from './session.ts';

/** A pool as the market trades it. */
export type MarketPool = {
  manifest: PoolManifest;
  token0: TokenManifest;
  token1: TokenManifest;
  poolKey?: PoolKey;
  tvlUsd: number;
  activity: number;
};

const FAR_FUTURE = 2n ** 40n;

/** What sets a pool's price: a v2 pair's reserves, or a v3/v4 pool's sqrt price and in-range liquidity. */
export type PoolState =
  | { version: 'v2'; reserve0: bigint; reserve1: bigint }
  | { version: 'v3' | 'v4'; sqrtPriceX96: bigint; liquidity: bigint };

type ContractRead = { address: Address; abi: Abi; functionName: string; args?: readonly unknown[] };

/**
 * Pools' states as of the chain's read tag (inside a block being filled, after the transactions queued so far), in one
 * eth_call: a pending read re-executes the pending block, so reading pool by pool would cost that many times over.
 */
export async function readPoolStates(
  chain: ChainSession,
  contracts: ChainDeployment['contracts'],
  pools: readonly MarketPool[],
): Promise<PoolState[]> {
  const reads = pools.flatMap(({ manifest }): ContractRead[] => {
    if (manifest.version === 'v2')
      return [{ address: manifest.address, abi: uniswapV2PairAbi, functionName: 'getReserves' } as const];
    if (manifest.version === 'v3')
      return [
        { address: manifest.address, abi: uniswapV3PoolAbi, functionName: 'slot0' } as const,
        { address: manifest.address, abi: uniswapV3PoolAbi, functionName: 'liquidity' } as const,
      ];
    return [
      { address: contracts.StateView, abi: stateViewAbi, functionName: 'getSlot0', args: [manifest.poolId] } as const,
      {
        address: contracts.StateView,
        abi: stateViewAbi,
        functionName: 'getLiquidity',
        args: [manifest.poolId],
      } as const,
    ];
  });
  const results: unknown[] = await chain.public.multicall({
    contracts: reads as readonly ContractFunctionParameters[],
    allowFailure: false,
    deployless: true,
    blockTag: chain.readTag,
  });
  let next = 0;
  return pools.map(({ manifest }): PoolState => {
    if (manifest.version === 'v2') {
      const [reserve0, reserve1] = results[next++] as readonly [bigint, bigint, number];
      return { version: 'v2', reserve0, reserve1 };
    }
    const [sqrtPriceX96] = results[next++] as readonly [bigint, ...unknown[]];
    const liquidity = results[next++] as bigint;
    return { version: manifest.version, sqrtPriceX96, liquidity };
  });
}

/** A pool's mid price: token1 per token0, in whole units. */
export function midPrice(pool: Pick<MarketPool, 'token0' | 'token1'>, state: PoolState): number {
  const { token0, token1 } = pool;
  if (state.version === 'v2')
    return Number(state.reserve1) / 10 ** token1.decimals / (Number(state.reserve0) / 10 ** token0.decimals);
  return decodeSqrtPriceX96(state.sqrtPriceX96, token0.decimals, token1.decimals);
}

/** The router steps for an exact-input swap through one pool, paid by the sender through Permit2. */
export function singlePoolExactIn(
  pool: MarketPool,
  zeroForOne: boolean,
  amountIn: bigint,
  amountOutMin: bigint,
): RouterStep[] {
  const tokenIn = zeroForOne ? pool.token0 : pool.token1;
  const tokenOut = zeroForOne ? pool.token1 : pool.token0;
  const { manifest } = pool;
  switch (manifest.version) {
    case 'v2':
      return [
        {
          command: RouterCommand.V2_SWAP_EXACT_IN,
          recipient: MSG_SENDER,
          amountIn,
          amountOutMin,
          path: [tokenIn.address, tokenOut.address],
          payerIsUser: true,
        },
      ];
    case 'v3':
      return [
        {
          command: RouterCommand.V3_SWAP_EXACT_IN,
          recipient: MSG_SENDER,
          amountIn,
          amountOutMin,
          path: encodeV3Path([tokenIn.address, tokenOut.address], [manifest.fee]),
          payerIsUser: true,
        },
      ];
    case 'v4':
      return [
        {
          command: RouterCommand.V4_SWAP,
          steps: [
            {
              action: V4Action.SWAP_EXACT_IN_SINGLE,
              poolKey: pool.poolKey!,
              zeroForOne,
              amountIn,
              amountOutMinimum: amountOutMin,
            },
            { action: V4Action.SETTLE_ALL, currency: tokenIn.address, maxAmount: amountIn },
            { action: V4Action.TAKE_ALL, currency: tokenOut.address, minAmount: amountOutMin },
          ],
        },
      ];
  }
}

/** One exact-input swap through one pool. */
export type PoolSwap = { pool: MarketPool; zeroForOne: boolean; amountIn: bigint };

/** The UniversalRouter call that runs these swaps in order, paid by the sender through Permit2 (native ETH as value). */
export function routerCall(contracts: ChainDeployment['contracts'], swaps: readonly PoolSwap[]): Call {
  const steps = swaps.flatMap((s) => singlePoolExactIn(s.pool, s.zeroForOne, s.amountIn, 0n));
  const value = swaps
    .filter((s) => (s.zeroForOne ? s.pool.token0 : s.pool.token1).address === zeroAddress)
    .reduce((sum, s) => sum + s.amountIn, 0n);
  return { to: contracts.UniversalRouter, data: encodeExecute(steps, FAR_FUTURE), value: value || undefined };
}

/** Gives a trader at least `amount` of the token it sells, with a standing Permit2 allowance for the router. */
export async function fundSwap(
  contracts: ChainDeployment['contracts'],
  holdings: Holdings,
  trader: number | Address,
  token: TokenManifest,
  amount: bigint,
): Promise<void> {
  await holdings.ensure(trader, token, amount);
  await holdings.approveViaPermit2(trader, token.address, contracts.UniversalRouter);
}
