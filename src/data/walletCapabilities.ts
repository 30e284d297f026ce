// spec §7 "Wallet capabilities per wallet (atomic batching)": EIP-5792 wallet_getCapabilities of the connected wallet.
// spec §8: a lookup that fails counts as unsupported. Never persisted ('walletCapabilities' is an excluded root).
import { queryOptions } from '@tanstack/react-query';
import { type Address, type EIP1193Provider, numberToHex } from 'viem';
import type { AtomicStatus } from '../chain/smartWallet/atomicStatus';

export type WalletCapabilitiesQueryParameters = {
  provider: EIP1193Provider | undefined;
  /** Part of the key: the provider itself cannot be. */
  connectorId: string | undefined;
  address: Address | undefined;
  chainIds: readonly number[];
};

/** The atomic status per chain id; a chain the wallet did not answer for is unsupported. */
export async function getAtomicCapabilities(
  provider: EIP1193Provider,
  address: Address,
  chainIds: readonly number[],
): Promise<Record<number, AtomicStatus>> {
  const answer = await provider
    .request({ method: 'wallet_getCapabilities', params: [address, chainIds.map((id) => numberToHex(id))] })
    .catch(() => ({}) as Record<string, unknown>);
  const byChain = answer as Record<string, { atomic?: { status?: unknown } } | undefined>;
  return Object.fromEntries(
    chainIds.map((chainId) => {
      const status = byChain[numberToHex(chainId)]?.atomic?.status;
      return [chainId, status === 'supported' || status === 'ready' ? status : 'unsupported'];
    }),
  );
}

/** Invalidate under this root after an upgrade or a removal. */
export const walletCapabilitiesRootKey = ['walletCapabilities'] as const;

export const walletCapabilitiesQueryKey = ({ connectorId, address, chainIds }: WalletCapabilitiesQueryParameters) =>
  [...walletCapabilitiesRootKey, connectorId, address?.toLowerCase(), chainIds.join(',')] as const;

/**
 * @example
 * const { data } = useQuery(walletCapabilitiesQueryOptions({ provider, connectorId, address, chainIds: [31337] }));
 * const oneClick = data?.[31337] !== 'unsupported';
 */
export function walletCapabilitiesQueryOptions(parameters: WalletCapabilitiesQueryParameters) {
  const { provider, address, chainIds } = parameters;
  return queryOptions({
    queryKey: walletCapabilitiesQueryKey(parameters),
    enabled: provider !== undefined && address !== undefined && chainIds.length > 0,
    staleTime: 30_000,
    queryFn: () => getAtomicCapabilities(provider!, address!, chainIds),
  });
}
