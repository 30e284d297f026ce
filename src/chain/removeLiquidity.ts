// The transaction that removes a share of a v3 or v4 position (issue 13), with its fees: v3 as the
// NonfungiblePositionManager's decreaseLiquidity and collect in one multicall (unwrapping WETH to ETH when asked); v4 as
// the PositionManager's decrease (which pays the fees with the principal) and a take of both currencies. The least
// amounts come from the amounts expected at the current price less the slippage tolerance.
import { type Address, encodeFunctionData, maxUint128, zeroAddress } from 'viem';
import { getAmountsForLiquidity } from '../../workers/math/liquidityAmounts';
import { lessSlippage } from '../../workers/math/positionMath';
import { getSqrtRatioAtTick } from '../../workers/math/tickMath';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3';
import { positionManagerAbi } from '../../contract/abis/v4';
import type { ContractCall } from './collectFees';
import { V4Action, encodeV4Plan } from '../../contract/v4Actions';

/** The liquidity a percentage (1-100) of a position is; 100 is all of it, never a rounding short. */
export function liquidityToRemove(liquidity: bigint, percent: number): bigint {
  if (!Number.isInteger(percent) || percent < 1 || percent > 100) throw new RangeError(`percent ${percent}`);
  return percent === 100 ? liquidity : (liquidity * BigInt(percent)) / 100n;
}

/** The tokens removing `liquidity` returns at the current price, and the least the call accepts. */
export function expectedRemoval(p: {
  sqrtPriceX96: bigint;
  tickLower: number;
  tickUpper: number;
  liquidity: bigint;
  slippageBips: number;
}): { amount0: bigint; amount1: bigint; amount0Min: bigint; amount1Min: bigint } {
  const [amount0, amount1] = getAmountsForLiquidity(
    p.sqrtPriceX96,
    getSqrtRatioAtTick(p.tickLower),
    getSqrtRatioAtTick(p.tickUpper),
    p.liquidity,
  );
  return {
    amount0,
    amount1,
    amount0Min: lessSlippage(amount0, p.slippageBips),
    amount1Min: lessSlippage(amount1, p.slippageBips),
  };
}

export type RemoveLiquidityParameters = {
  version: 'v3' | 'v4';
  manager: Address;
  tokenId: bigint;
  liquidity: bigint;
  amount0Min: bigint;
  amount1Min: bigint;
  recipient: Address;
  deadline: bigint;
  currency0: Address;
  currency1: Address;
  /** v3 only: the pool holds WETH and the owner wants ETH (that token unwrapped, the other swept). */
  unwrap?: { weth: Address; other: Address };
};

export function removeLiquidityCall(p: RemoveLiquidityParameters): ContractCall {
  if (p.version === 'v4') {
    return {
      to: p.manager,
      data: encodeFunctionData({
        abi: positionManagerAbi,
        functionName: 'modifyLiquidities',
        args: [
          encodeV4Plan([
            {
              action: V4Action.DECREASE_LIQUIDITY,
              tokenId: p.tokenId,
              liquidity: p.liquidity,
              amount0Min: p.amount0Min,
              amount1Min: p.amount1Min,
            },
            { action: V4Action.TAKE_PAIR, currency0: p.currency0, currency1: p.currency1, recipient: p.recipient },
          ]),
          p.deadline,
        ],
      }),
    };
  }
  const npm = (call: Parameters<typeof encodeFunctionData<typeof nonfungiblePositionManagerAbi>>[0]) =>
    encodeFunctionData(call);
  const calls = [
    npm({
      abi: nonfungiblePositionManagerAbi,
      functionName: 'decreaseLiquidity',
      args: [
        {
          tokenId: p.tokenId,
          liquidity: p.liquidity,
          amount0Min: p.amount0Min,
          amount1Min: p.amount1Min,
          deadline: p.deadline,
        },
      ],
    }),
    // collect pays the principal just released and every fee owed
    npm({
      abi: nonfungiblePositionManagerAbi,
      functionName: 'collect',
      args: [
        {
          tokenId: p.tokenId,
          recipient: p.unwrap ? zeroAddress : p.recipient,
          amount0Max: maxUint128,
          amount1Max: maxUint128,
        },
      ],
    }),
  ];
  if (p.unwrap) {
    calls.push(
      npm({ abi: nonfungiblePositionManagerAbi, functionName: 'unwrapWETH9', args: [0n, p.recipient] }),
      npm({ abi: nonfungiblePositionManagerAbi, functionName: 'sweepToken', args: [p.unwrap.other, 0n, p.recipient] }),
    );
  }
  return {
    to: p.manager,
    data: encodeFunctionData({ abi: nonfungiblePositionManagerAbi, functionName: 'multicall', args: [calls] }),
  };
}
