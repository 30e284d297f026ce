// spec §7 "Trading API wallet-delegation check": each wallet's EIP-7702 delegation per chain, as the services server
// answers it (server/walletDelegation.ts; wire types in contract/walletDelegation.ts). Never persisted: its key's
// root is the trading API's (workers/queryCache/queryPersistence.ts), and a delegation changes with one transaction.
import { queryOptions } from '@tanstack/react-query';
import { type Address, getAddress } from 'viem';
import {
  CHECK_DELEGATION_PATH,
  type DelegationDetails,
  type WalletCheckDelegationResponse,
} from '../../contract/walletDelegation.ts';
import type { RuntimeConfig } from './runtimeConfig';

/** The services server's trading API when the runtime config names none. */
export const DEFAULT_TRADING_API_URL = '/api/trading';

export const tradingApiUrl = (config: RuntimeConfig | undefined) => config?.tradingApiUrl ?? DEFAULT_TRADING_API_URL;

export type CheckWalletDelegationParameters = {
  baseUrl: string;
  walletAddresses: readonly Address[];
  chainIds: readonly number[];
};

/** Throws when the service refuses or cannot be reached (the caller counts that as not delegated, spec §8). */
export async function checkWalletDelegation(
  { baseUrl, walletAddresses, chainIds }: CheckWalletDelegationParameters,
  signal?: AbortSignal,
): Promise<WalletCheckDelegationResponse['delegationDetails']> {
  const response = await fetch(`${baseUrl}${CHECK_DELEGATION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ walletAddresses, chainIds }),
    signal,
  });
  if (!response.ok) throw new Error(`wallet delegation check: HTTP ${response.status}`);
  return ((await response.json()) as WalletCheckDelegationResponse).delegationDetails;
}

/**
 * One wallet's details on one chain, from a check's answer; undefined when the check has none (no delegate on that
 * chain, or the wallet was not asked about). spec §5: no current delegation address means not delegated.
 */
export function delegationDetailsFor(
  details: WalletCheckDelegationResponse['delegationDetails'] | undefined,
  address: Address,
  chainId: number,
): DelegationDetails | undefined {
  return details?.[getAddress(address)]?.[String(chainId)] ?? undefined;
}

export type WalletDelegationQueryParameters = {
  config: RuntimeConfig | undefined;
  walletAddresses: readonly Address[] | undefined;
  /** Default: every chain of the runtime config. */
  chainIds?: readonly number[];
};

/** Invalidate under this root after an upgrade or a removal. */
export const walletDelegationRootKey = ['tradingApi', 'walletDelegation'] as const;

const chainIdsOf = ({ config, chainIds }: WalletDelegationQueryParameters) =>
  chainIds ?? config?.chains.map((chain) => chain.chainId) ?? [];

export const walletDelegationQueryKey = (parameters: WalletDelegationQueryParameters) =>
  [
    ...walletDelegationRootKey,
    (parameters.walletAddresses ?? []).map((address) => address.toLowerCase()).join(','),
    chainIdsOf(parameters).join(','),
    tradingApiUrl(parameters.config),
  ] as const;

/**
 * Every wallet's delegation details per chain, kept a minute.
 * @example
 * const { data } = useQuery(walletDelegationQueryOptions({ config, walletAddresses: [address] }));
 * const onDevnet = delegationDetailsFor(data, address, 31337);
 */
export function walletDelegationQueryOptions(parameters: WalletDelegationQueryParameters) {
  const walletAddresses = parameters.walletAddresses ?? [];
  const chainIds = chainIdsOf(parameters);
  return queryOptions({
    queryKey: walletDelegationQueryKey(parameters),
    enabled: walletAddresses.length > 0 && chainIds.length > 0,
    staleTime: 60_000,
    queryFn: ({ signal }) =>
      checkWalletDelegation({ baseUrl: tradingApiUrl(parameters.config), walletAddresses, chainIds }, signal),
  });
}
