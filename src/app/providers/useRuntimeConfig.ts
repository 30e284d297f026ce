import { useQuery } from '@tanstack/react-query';
import { runtimeConfigQuery, type RuntimeChain } from '../../data/runtimeConfig';

export function useRuntimeConfig() {
  return useQuery(runtimeConfigQuery);
}

/** The chain a URL slug names, from runtime config. */
export function useChainBySlug(): (slug: string) => RuntimeChain | undefined {
  const { data } = useRuntimeConfig();
  return (slug) => data?.chains.find((chain) => chain.slug === slug);
}
