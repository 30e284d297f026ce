// The transaction that collects a position's fees (issue 13): v3 through the NonfungiblePositionManager's collect (to
// the owner, or to the manager and then unwrapped to ETH plus the other token swept, when the owner asks for ETH
// instead of WETH); v4 through the PositionManager as a decrease of zero liquidity and a take of both currencies
// (native ETH comes out as ETH).
import { type Address, encodeFunctionData, maxUint128, zeroAddress } from 'viem';
import { nonfungiblePositionManagerAbi } from '../../contract/abis/v3';
import { positionManagerAbi } from '../../contract/abis/v4';
import { V4Action, encodeV4Plan } from '../../contract/v4Actions';

export type CollectFeesParameters =
  | {
      version: 'v3';
      manager: Address;
      tokenId: bigint;
      recipient: Address;
      /** Set when the pool holds WETH and the owner wants ETH: that token is unwrapped, the other swept. */
      unwrap?: { weth: Address; other: Address };
    }
  | {
      version: 'v4';
      manager: Address;
      tokenId: bigint;
      recipient: Address;
      currency0: Address;
      currency1: Address;
      /** Chain seconds after which the PositionManager refuses the call. */
      deadline: bigint;
    };

export type ContractCall = { to: Address; data: `0x${string}` };

export function collectFeesCall(parameters: CollectFeesParameters): ContractCall {
  if (parameters.version === 'v4') {
    const { tokenId, recipient, currency0, currency1 } = parameters;
    return {
      to: parameters.manager,
      data: encodeFunctionData({
        abi: positionManagerAbi,
        functionName: 'modifyLiquidities',
        args: [
          encodeV4Plan([
            { action: V4Action.DECREASE_LIQUIDITY, tokenId, liquidity: 0n, amount0Min: 0n, amount1Min: 0n },
            { action: V4Action.TAKE_PAIR, currency0, currency1, recipient },
          ]),
          parameters.deadline,
        ],
      }),
    };
  }
  const { tokenId, recipient, unwrap } = parameters;
  const collect = (to: Address) =>
    encodeFunctionData({
      abi: nonfungiblePositionManagerAbi,
      functionName: 'collect',
      args: [{ tokenId, recipient: to, amount0Max: maxUint128, amount1Max: maxUint128 }],
    });
  if (!unwrap) return { to: parameters.manager, data: collect(recipient) };
  // the zero address as recipient keeps the tokens in the manager (PeripheryPayments), which then pays them out
  return {
    to: parameters.manager,
    data: encodeFunctionData({
      abi: nonfungiblePositionManagerAbi,
      functionName: 'multicall',
      args: [
        [
          collect(zeroAddress),
          encodeFunctionData({
            abi: nonfungiblePositionManagerAbi,
            functionName: 'unwrapWETH9',
            args: [0n, recipient],
          }),
          encodeFunctionData({
            abi: nonfungiblePositionManagerAbi,
            functionName: 'sweepToken',
            args: [unwrap.other, 0n, recipient],
          }),
        ],
      ],
    }),
  };
}
