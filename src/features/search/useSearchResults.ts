import { useQuery } from '@tanstack/react-query';
import { hasAddressShape } from '../../lib/addressShape';
import { useDebounced } from '../../ui/useDebounced';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { dataApiUrl, dataQueries } from '../../data/dataApi';
import { lookupUsernameQueryOptions } from '../../data/usernames';
import { checkUsername } from '../../account/username/usernameRules';

export const SEARCH_DEBOUNCE_MS = 300;

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
  // spec §2: a username result appears only when the query is someone's username (issue 32)
  const typedUsername = checkUsername(debounced) === undefined ? debounced : undefined;
  const named = useQuery({ ...lookupUsernameQueryOptions({ username: typedUsername }), enabled: !!typedUsername });
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
    wallets: [
      ...(typedUsername && named.data ? [{ address: named.data.toLowerCase(), username: typedUsername }] : []),
      ...(isRawAddress && poolHits.length === 0 && (tokens.data?.tokens.length ?? 0) === 0
        ? [{ address: debounced.toLowerCase() }]
        : []),
    ] as { address: string; username?: string }[],
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
