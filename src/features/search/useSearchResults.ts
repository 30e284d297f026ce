import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { hasAddressShape } from '../../lib/addressShape';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { dataApiUrl, dataQueries } from '../../data/dataApi';

export const SEARCH_DEBOUNCE_MS = 300;

export function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/** spec §2: a typed query (debounced) gives Pools, Tokens, Wallets (raw address) and NFT collections. */
export function useSearchResults(query: string, chainIds: readonly number[], poolsEnabled: boolean) {
  const { data: config } = useRuntimeConfig();
  const base = dataApiUrl(config);
  const debounced = useDebounced(query.trim(), SEARCH_DEBOUNCE_MS);
  const enabled = !!config && debounced.length > 0;
  const tokens = useQuery({
    ...dataQueries.searchTokens(base, debounced, chainIds),
    enabled,
  });
  const pools = useQuery({
    ...dataQueries.searchPools(base, debounced, chainIds),
    enabled: enabled && poolsEnabled,
  });
  const nfts = useQuery({
    ...dataQueries.searchNftCollections(base, debounced, chainIds),
    enabled,
  });
  const isRawAddress = hasAddressShape(debounced);
  const poolHits = poolsEnabled ? pools.data?.pools ?? [] : [];
  // spec §2: a bare address with a single pool hit hides tokens
  const hideTokens = isRawAddress && poolHits.length === 1;
  return {
    debounced,
    settled: debounced === query.trim(),
    isFetching: tokens.isFetching || pools.isFetching || nfts.isFetching,
    isError: tokens.isError || pools.isError || nfts.isError,
    retry: () => {
      void tokens.refetch();
      if (poolsEnabled) void pools.refetch();
      void nfts.refetch();
    },
    pools: poolHits,
    tokens: hideTokens ? [] : tokens.data?.tokens ?? [],
    wallets:
      isRawAddress && poolHits.length === 0 && (tokens.data?.tokens.length ?? 0) === 0 ? [debounced.toLowerCase()] : [],
    nftCollections: (nfts.data?.edges ?? []).map((e) => e.node),
  };
}

export function useTrending(chainIds: readonly number[], nfts: boolean) {
  const { data: config } = useRuntimeConfig();
  const base = dataApiUrl(config);
  const tokens = useQuery({ ...dataQueries.trendingTokens(base, chainIds), enabled: !!config });
  // spec §9: trending pools ranked by 1-day volume descending (pool stats come sorted so)
  const pools = useQuery({ ...dataQueries.poolStats(base, chainIds), enabled: !!config });
  const collections = useQuery({ ...dataQueries.topNftCollections(base, chainIds), enabled: !!config && nfts });
  return {
    tokens: tokens.data?.tokens ?? [],
    pools: (pools.data?.poolStats ?? []).slice(0, 3),
    nftCollections: (collections.data?.edges ?? []).map((e) => e.node),
  };
}
