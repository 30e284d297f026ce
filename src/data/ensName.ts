// spec §5 recipient input: the address a name (`alice.eth`) names, on the chain's name service (ENS's
// UniversalResolver from the manifest; a chain without one resolves no names).
import { queryOptions } from '@tanstack/react-query';
import { publicClientFor } from '../chain/clients';
import { resolveEnsName } from '../chain/resolveEnsName';
import type { RuntimeChain } from './runtimeConfig';

export type EnsNameQueryParameters = { chain: RuntimeChain | undefined; name: string | undefined };

export const ensNameQueryKey = ({ chain, name }: EnsNameQueryParameters) =>
  ['resolveEnsName', chain?.chainId, name] as const;

/**
 * The address `name` resolves to on `chain` (null when it names none), kept five minutes.
 * @example
 * const lookup = useQuery(ensNameQueryOptions({ chain, name: 'alice.eth' }));
 */
export function ensNameQueryOptions(parameters: EnsNameQueryParameters) {
  const { chain, name } = parameters;
  return queryOptions({
    queryKey: ensNameQueryKey(parameters),
    enabled: chain !== undefined && name !== undefined,
    staleTime: 5 * 60_000,
    queryFn: () => resolveEnsName(publicClientFor(chain!), { name: name! }),
  });
}
