// What a username write needs from the connection: the wallet's provider and the chain its proof names.
import type { Address, EIP1193Provider } from 'viem';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { useConnection } from '../ConnectionProvider';

export type UsernameSigning = { provider: EIP1193Provider; chain: RuntimeChain; address: Address };

/** The connected wallet as the signing pipeline takes it; undefined for a watched address or before the config. */
export function useUsernameSigning(address: Address): UsernameSigning | undefined {
  const { provider, chainId } = useConnection();
  const { data: config } = useRuntimeConfig();
  const chain = config?.chains.find((candidate) => candidate.chainId === chainId) ?? config?.chains[0];
  return provider && chain ? { provider, chain, address } : undefined;
}
