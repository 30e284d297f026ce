// 1-click (issue 36; spec §1, §6 "BatchedSwaps (batched transactions also need an enabled setting and chain
// support)"): whether a flow's plan may go as one EIP-5792 batch, for every flow that offers it (a swap, creating a
// position, adding liquidity). The gate, the trader's setting and the network the trader did not disable decide that
// a flow asks; the wallet's `atomic` capability, read at each plan, decides whether it batches (spec §8: a capability
// lookup that fails counts as unsupported, and the plan goes as steps).
import type { Address, EIP1193Provider } from 'viem';
import { useFeatureFlag } from '../data/flagsContext';
import { usePreferences } from '../data/preferencesContext';
import type { RuntimeChain } from '../data/runtimeConfig';
import { getAtomicCapabilities } from '../data/walletCapabilities';
import type { BatchSupport } from './batchSteps';

export type AtomicBatchingParameters = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
};

/**
 * What a steps machine asks at each plan (StepActorsParameters.batching): the wallet's atomic status on the chain now,
 * and the chain's delegate for an account the batch will upgrade.
 *
 * @example
 * const machine = transactionStepsMachineFor({ ...parameters, batching: atomicBatching({ chain, account, provider }) });
 */
export function atomicBatching({ chain, account, provider }: AtomicBatchingParameters) {
  return async (): Promise<BatchSupport> => {
    const statuses = await getAtomicCapabilities(provider, account, [chain.chainId]);
    return { status: statuses[chain.chainId] ?? 'unsupported', delegate: chain.delegation?.latest };
  };
}

/**
 * The batching a flow's steps machine takes, or undefined (walked as steps) when the BatchedSwaps gate is off, the
 * wallet-capability queries are forced off, 1-click is off, or the trader disabled the smart wallet on the chain.
 *
 * @example
 * const batching = useOneClickBatching({ chain, account, provider });
 */
export function useOneClickBatching(parameters: Partial<AtomicBatchingParameters>) {
  const gate = useFeatureFlag('BatchedSwaps');
  const capabilitiesOff = useFeatureFlag('DisableWalletCapabilities');
  const { oneClickSwaps, smartWalletDisabledChainIds } = usePreferences();
  const { chain, account, provider } = parameters;
  if (!gate || capabilitiesOff || !oneClickSwaps || !chain || !account || !provider) return undefined;
  if (smartWalletDisabledChainIds.includes(chain.chainId)) return undefined;
  return atomicBatching({ chain, account, provider });
}
