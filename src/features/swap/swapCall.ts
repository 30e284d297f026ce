// The contract call a trade becomes (spec §4): WETH deposit/withdraw for a wrap or unwrap, UniversalRouter.execute
// otherwise. The form's network cost estimates it and the swap's transaction step sends it, so both price the same call.
import { type Abi, type Address, type EncodeFunctionDataParameters, type Hex, encodeFunctionData } from 'viem';
import type { Trade } from '../../../workers/routing/types';
import { weth9Abi } from '../../../contract/abis/erc20';
import { universalRouterAbi } from '../../../contract/abis/v4';
import { encodeTrade } from '../../chain/encodeTrade';
import type { PermitSingle } from '../../../contract/permit2';
import { RouterCommand, executeArgs } from '../../../contract/universalRouter';
import type { SwapKind } from '../../lib/swap/swapKind';
import type { Call } from '../../transactions/steps';

export type SwapCallParameters = {
  kind: SwapKind;
  trade: Trade;
  /** Least output (exact in) or most input (exact out) the trader accepted. */
  limit: bigint;
  /** Chain seconds after which the router reverts. */
  deadline: bigint;
  router: Address;
  weth: Address;
  /** The signed Permit2 permit the router applies first, when one was needed. */
  permit?: { permit: PermitSingle; signature: Hex };
};

/** A contract call as viem's contract actions take it. */
export type SwapCall = {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
  value: bigint;
};

export function swapCall({ kind, trade, limit, deadline, router, weth, permit }: SwapCallParameters): SwapCall {
  if (kind === 'wrap') return { address: weth, abi: weth9Abi, functionName: 'deposit', value: trade.amountIn };
  if (kind === 'unwrap')
    return { address: weth, abi: weth9Abi, functionName: 'withdraw', args: [trade.amountIn], value: 0n };
  const permitStep = permit ? { command: RouterCommand.PERMIT2_PERMIT, ...permit } : undefined;
  const { steps, value } = encodeTrade({ trade, limit, permit: permitStep });
  return {
    address: router,
    abi: universalRouterAbi,
    functionName: 'execute',
    args: executeArgs(steps, deadline),
    value,
  };
}

/** The call as the wallet sends it: its calldata encoded. */
export function encodeSwapCall({ address, abi, functionName, args, value }: SwapCall): Call {
  // the call's types were checked where it was built (swapCall): here it is only encoded
  const data = encodeFunctionData({ abi, functionName, args } as EncodeFunctionDataParameters);
  return { to: address, data, value };
}
