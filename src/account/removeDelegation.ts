// spec §4 "disabled onchain per network" (issue 36): the smart wallet's removal as a plan of the one signing pipeline
// (issue 28): one delegation step, an EIP-7702 authorization to the zero address the wallet signs and sends to the
// account itself, reviewed with its network cost, recorded as "remove delegation". Once it is mined, every query of the
// wallet's capabilities and of the delegation check is read again, so no screen keeps showing the account as Active,
// or the chain's atomic status as 'supported', from before the removal.
import type { QueryClient } from '@tanstack/react-query';
import { type Address, type EIP1193Provider, zeroAddress } from 'viem';
import type { SluiceDatabase } from '../data/database';
import type { RuntimeChain } from '../data/runtimeConfig';
import { refreshSmartWalletQueries } from '../data/smartWalletStatus';
import { transactionStepsMachineFor } from '../transactions/stepActors';
import type { DelegationStep } from '../transactions/steps';

export const removeDelegationStep = (): DelegationStep => ({
  type: 'delegation',
  delegate: zeroAddress,
  activity: { type: 'removeDelegation' },
});

export type RemoveDelegationRequest = {
  provider: EIP1193Provider;
  chain: RuntimeChain;
  account: Address;
  queryClient: QueryClient;
  /** Where the activity row goes: the app's database unless a test gives its own. */
  database?: SluiceDatabase;
  /** Told once the smart-wallet queries were read again after the removal mined. */
  onRefreshed?: () => void;
};

/**
 * The steps machine for one removal (useMachine starts it, and stops it on unmount).
 *
 * @example
 * const [snapshot, send] = useMachine(removeDelegationStepsMachineFor({ provider, chain, account, queryClient }));
 */
export function removeDelegationStepsMachineFor({
  provider,
  chain,
  account,
  queryClient,
  database,
  onRefreshed,
}: RemoveDelegationRequest) {
  return transactionStepsMachineFor({
    chain,
    account,
    provider,
    ...(database && { database }),
    failures: { revert: 'somethingWentWrong' },
    plan: async () => ({ steps: [removeDelegationStep()] }),
    onReceipt: () => void refreshSmartWalletQueries(queryClient).finally(() => onRefreshed?.()),
  });
}
