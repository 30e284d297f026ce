import { useQuery } from '@tanstack/react-query';
import { useRuntimeConfig } from '../../app/providers/useRuntimeConfig';
import { dataApiUrl, dataQueries, retryDataQuery } from '../../data/dataApi';

/** The data API base URL and the chain ids the app knows, from runtime config. */
export function useDataApi() {
  const { data: config } = useRuntimeConfig();
  return { base: dataApiUrl(config), chains: config?.chains ?? [], ready: !!config, config };
}

export function useExploreTokens(chainIds: readonly number[]) {
  const { base, ready } = useDataApi();
  return useQuery({
    retry: retryDataQuery,
    ...dataQueries.tokens(base, chainIds),
    enabled: ready && chainIds.length > 0,
    refetchInterval: 30_000,
  });
}

export function useExplorePools(chainIds: readonly number[]) {
  const { base, ready } = useDataApi();
  return useQuery({
    retry: retryDataQuery,
    ...dataQueries.poolStats(base, chainIds),
    enabled: ready && chainIds.length > 0,
    refetchInterval: 30_000,
  });
}

export function useExploreTransactions(chainIds: readonly number[]) {
  const { base, ready } = useDataApi();
  return useQuery({
    retry: retryDataQuery,
    ...dataQueries.transactions(base, chainIds),
    enabled: ready && chainIds.length > 0,
    refetchInterval: 30_000,
  });
}
