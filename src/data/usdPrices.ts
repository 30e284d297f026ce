// The indexer's one USD price per token (issue 11), cached per token: the swap screen, the account drawer and the
// position pages read and persist the same entry for a token, so an offline reopen finds each token's last price
// whichever screen fetched it (a key per set of tokens left the drawer's set unsaved when only the swap's was). The
// price queries started in one task share one request.
import { queryOptions, useQueries, type UseQueryResult } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { useCallback } from 'react';
import { fetchData, retryDataQuery, usdPriceKey } from './dataApi';

/** A token's USD price, or null when the indexer cannot price it (an "unknown" token). */
export type UsdPrice = number | null;

/** Known USD prices by `usdPriceKey`. */
export type UsdPriceTable = Readonly<Record<string, number>>;

/** One DataLoader per data API: the price queries started in one task share one `/tokens/prices` request. */
const priceLoaders = new Map<string, DataLoader<string, UsdPrice>>();

function priceLoader(base: string): DataLoader<string, UsdPrice> {
  let loader = priceLoaders.get(base);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const query = [...ids].sort().join(',');
        const { prices } = await fetchData<{ prices: Record<string, number> }>(base, `/tokens/prices?ids=${query}`);
        return ids.map((id) => prices[id] ?? null);
      },
      // TanStack Query caches the prices; the batch waits a task, not a microtask, because the refetch timers of
      // queries mounted together fire as separate tasks
      { cache: false, batchScheduleFn: (run) => setTimeout(run, 0) },
    );
    priceLoaders.set(base, loader);
  }
  return loader;
}

/**
 * One token's USD price: the indexer's live price, the same figure token details and explore show.
 * @example
 * const { data: price } = useQuery(usdPriceQuery('/api/data', { chainId: 31337, address: zeroAddress }));
 */
export function usdPriceQuery(base: string, token: { chainId: number; address: string }) {
  const id = usdPriceKey(token.chainId, token.address);
  return queryOptions({
    retry: retryDataQuery,
    queryKey: ['data', 'usdPrice', id] as const,
    queryFn: (): Promise<UsdPrice> => priceLoader(base).load(id),
    // prices move with blocks
    refetchInterval: 12_000,
  });
}

export type UsdPrices = {
  /** The known prices (fetched now or restored from the last session); tokens without one are absent. */
  prices: UsdPriceTable;
  /** Every token has an answer, a price or none; false while one is loading, or offline with nothing stored. */
  settled: boolean;
};

/**
 * The USD prices of `tokens`, one cached query per token, fetched in one request.
 * @example
 * const { prices, settled } = useUsdPrices(dataApiUrl(config), holdings, config !== undefined);
 */
export function useUsdPrices(
  base: string,
  tokens: readonly { chainId: number; address: string }[],
  enabled = true,
): UsdPrices {
  const unique = new Map(tokens.map((t) => [usdPriceKey(t.chainId, t.address), t] as const));
  const idList = [...unique.keys()].join(',');
  const combine = useCallback(
    (results: UseQueryResult<UsdPrice>[]): UsdPrices => {
      const ids = idList.split(',');
      const prices: Record<string, number> = {};
      results.forEach((result, i) => {
        if (typeof result.data === 'number') prices[ids[i]!] = result.data;
      });
      return { prices, settled: results.every((result) => result.data !== undefined) };
    },
    [idList],
  );
  return useQueries({
    queries: [...unique.values()].map((token) => ({ ...usdPriceQuery(base, token), enabled })),
    combine,
  });
}
