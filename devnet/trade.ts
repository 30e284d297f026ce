import { zeroAddress } from 'viem';
import { uniswapV2PairAbi } from '../src/chain/abis/v2.ts';
import { uniswapV3PoolAbi } from '../src/chain/abis/v3.ts';
import { stateViewAbi } from '../src/chain/abis/v4.ts';
import type { PoolKey } from '../src/chain/poolKey.ts';
import { MSG_SENDER, RouterCommand, type RouterStep, encodeExecute } from '../src/chain/universalRouter.ts';
import { encodeV3Path } from '../src/chain/v3Path.ts';
import { V4Action } from '../src/chain/v4Actions.ts';
import { decodeSqrtPriceX96 } from '../workers/math/priceMath.ts';
import type { Holdings } from './holdings.ts';
import type { ChainManifest, PoolManifest, TokenManifest } from './manifest.ts';
import type { ChainSession } from './session.ts';

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

/** The pool's current price: token1 per token0, in whole units. */
export async function poolPrice(
  chain: ChainSession,
  contracts: ChainManifest['contracts'],
  pool: MarketPool,
): Promise<number> {
  const { manifest, token0, token1 } = pool;
  if (manifest.version === 'v2') {
    const [r0, r1] = await chain.public.readContract({
      address: manifest.address,
      abi: uniswapV2PairAbi,
      functionName: 'getReserves',
    });
    return Number(r1) / 10 ** token1.decimals / (Number(r0) / 10 ** token0.decimals);
  }
  const sqrtPriceX96 =
    manifest.version === 'v3'
      ? (
          await chain.public.readContract({ address: manifest.address, abi: uniswapV3PoolAbi, functionName: 'slot0' })
        )[0]
      : (
          await chain.public.readContract({
            address: contracts.StateView,
            abi: stateViewAbi,
            functionName: 'getSlot0',
            args: [manifest.poolId],
          })
        )[0];
  return decodeSqrtPriceX96(sqrtPriceX96, token0.decimals, token1.decimals);
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

/** Swaps through the UniversalRouter from a dev account with standing Permit2 allowances (the market's traders). */
export async function marketSwap(
  chain: ChainSession,
  contracts: ChainManifest['contracts'],
  holdings: Holdings,
  trader: number,
  pool: MarketPool,
  zeroForOne: boolean,
  amountIn: bigint,
): Promise<void> {
  const tokenIn = zeroForOne ? pool.token0 : pool.token1;
  await holdings.ensure(trader, tokenIn, amountIn * 2n);
  await holdings.approveViaPermit2(trader, tokenIn.address, contracts.UniversalRouter);
  const data = encodeExecute(singlePoolExactIn(pool, zeroForOne, amountIn, 0n), FAR_FUTURE);
  await chain.send(trader, {
    to: contracts.UniversalRouter,
    data,
    value: tokenIn.address === zeroAddress ? amountIn : undefined,
  });
}
