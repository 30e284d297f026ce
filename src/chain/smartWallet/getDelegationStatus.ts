// spec §3 "Delegation result per chain" and §5 "Delegation lookup": an account's EIP-7702 delegate, read from its code
// (`0xef0100 ++ delegate`). A chain where it has none is not delegated; spec §8: a failed lookup counts as not delegated.
import { type Address, isAddressEqual } from 'viem';
import { getDelegation } from 'viem/actions';
import type { ChainClient } from '../clients';

export type GetDelegationStatusParameters = {
  address: Address;
  /** The chain's smart-wallet delegate (`RuntimeChain.delegation.latest`), to say whether the account uses it. */
  latestDelegate?: Address;
  blockNumber?: bigint;
};

export type GetDelegationStatusReturnType =
  | { isDelegated: true; delegatedAddress: Address; isDelegatedToLatest: boolean }
  | { isDelegated: false; delegatedAddress: null; isDelegatedToLatest: false };

export const NOT_DELEGATED: GetDelegationStatusReturnType = {
  isDelegated: false,
  delegatedAddress: null,
  isDelegatedToLatest: false,
};

/**
 * @example
 * const { isDelegatedToLatest } = await getDelegationStatus(client, { address, latestDelegate: chain.delegation?.latest });
 */
export async function getDelegationStatus(
  client: ChainClient,
  { address, latestDelegate, blockNumber }: GetDelegationStatusParameters,
): Promise<GetDelegationStatusReturnType> {
  const delegatedAddress = await getDelegation(client, { address, blockNumber }).catch(() => undefined);
  return delegationStatusOf(delegatedAddress, latestDelegate);
}

/** The status of an account whose delegate is `delegatedAddress` (undefined: none). */
export function delegationStatusOf(
  delegatedAddress: Address | undefined,
  latestDelegate: Address | undefined,
): GetDelegationStatusReturnType {
  if (!delegatedAddress) return NOT_DELEGATED;
  return {
    isDelegated: true,
    delegatedAddress,
    isDelegatedToLatest: latestDelegate !== undefined && isAddressEqual(delegatedAddress, latestDelegate),
  };
}
