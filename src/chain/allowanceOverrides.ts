// The review's network cost before the approval and the Permit2 permit exist: the swap is estimated as if both were
// granted, by overriding the two allowance slots for the estimate only (eth_estimateGas state override). Each slot is
// found by asking the node which storage the allowance read touches (eth_createAccessList), so no token layout is
// assumed.
import {
  type Address,
  type Hex,
  type StateOverride,
  encodeFunctionData,
  isAddressEqual,
  maxUint256,
  numberToHex,
} from 'viem';
import { createAccessList } from 'viem/actions';
import { erc20Abi } from '../../contract/abis/erc20.ts';
import { permit2Abi } from '../../contract/abis/permit2.ts';
import { MAX_UINT160, PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import type { ChainClient } from './clients';

export type AllowanceOverridesParameters = {
  owner: Address;
  token: Address;
  /** Who spends through Permit2: the UniversalRouter. */
  spender: Address;
  blockNumber?: bigint;
};

/** Permit2's packed allowance: amount (uint160), expiration (uint48), nonce (uint48) from the low bits up. */
const MAX_PERMIT2_ALLOWANCE = numberToHex((((1n << 48n) - 1n) << 160n) | MAX_UINT160, { size: 32 });

/** The one storage slot of `address` a read touches, or undefined when it touches none or several (a proxy). */
async function slotRead(client: ChainClient, owner: Address, address: Address, data: Hex, blockNumber?: bigint) {
  const { accessList } = await createAccessList(client, { account: owner, to: address, data, blockNumber });
  const keys = accessList.find((entry) => isAddressEqual(entry.address, address))?.storageKeys ?? [];
  return keys.length === 1 ? keys[0] : undefined;
}

/**
 * State overrides granting `spender` the full Permit2 allowance of `owner`'s `token` (and Permit2 the token's), for
 * estimating a swap whose approval and permit are still to come.
 *
 * @example
 * const stateOverride = await allowanceOverrides(client, { owner, token, spender: router });
 */
export async function allowanceOverrides(
  client: ChainClient,
  { owner, token, spender, blockNumber }: AllowanceOverridesParameters,
): Promise<StateOverride> {
  const [tokenSlot, permitSlot] = await Promise.all([
    slotRead(
      client,
      owner,
      token,
      encodeFunctionData({ abi: erc20Abi, functionName: 'allowance', args: [owner, PERMIT2_ADDRESS] }),
      blockNumber,
    ),
    slotRead(
      client,
      owner,
      PERMIT2_ADDRESS,
      encodeFunctionData({ abi: permit2Abi, functionName: 'allowance', args: [owner, token, spender] }),
      blockNumber,
    ),
  ]);
  const overrides: StateOverride = [];
  if (tokenSlot)
    overrides.push({ address: token, stateDiff: [{ slot: tokenSlot, value: numberToHex(maxUint256, { size: 32 }) }] });
  if (permitSlot)
    overrides.push({ address: PERMIT2_ADDRESS, stateDiff: [{ slot: permitSlot, value: MAX_PERMIT2_ALLOWANCE }] });
  return overrides;
}
