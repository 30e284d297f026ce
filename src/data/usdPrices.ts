// The indexer's one USD price per token (issue 11), cached per token: the swap screen, the account drawer and the
// position pages read and persist the same entry for a token, so an offline reopen finds each token's last price
// whichever screen fetched it (a key per set of tokens left the drawer's set unsaved when only the swap's was). The
// price queries started in one task share one request.
import { type Query, type QueryClient, queryOptions, useQueries, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import DataLoader from 'dataloader';
import { useCallback } from 'react';
import { fetchData, retryDataQuery, usdPriceKey } from './dataApi';
import { useOnNewBlock } from './useOnNewBlock';
import { useRuntimeConfig } from './useRuntimeConfig';

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

const USD_PRICE_ROOT = ['data', 'usdPrice'] as const;

/** The price queries of the tokens on `chainId` (their key's id starts with the chain's id, `usdPriceKey`). */
const isUsdPriceOnChain = (chainId: number) => (query: Query) =>
  query.queryKey[0] === USD_PRICE_ROOT[0] &&
  query.queryKey[1] === USD_PRICE_ROOT[1] &&
  String(query.queryKey[2]).startsWith(`${chainId}-`);

/** Chains whose prices are already to be read again at this block: every screen's listener hears the same block. */
const pendingChains = new Set<number>();

/** Marks `chainId`'s prices stale once per block, however many screens listen (they are called in one task). */
function invalidatePricesOnce(queryClient: QueryClient, chainId: number) {
  if (pendingChains.has(chainId)) return;
  pendingChains.add(chainId);
  queueMicrotask(() => {
    pendingChains.delete(chainId);
    void queryClient.invalidateQueries({ predicate: isUsdPriceOnChain(chainId) }, { cancelRefetch: false });
  });
}

/**
 * One token's USD price: the indexer's live price, the same figure token details and explore show. Prices move with
 * blocks: `useUsdPrices` reads them again on each new block of the token's chain.
 * @example
 * const { data: price } = useQuery(usdPriceQuery('/api/data', { chainId: 31337, address: zeroAddress }));
 */
export function usdPriceQuery(base: string, token: { chainId: number; address: string }) {
  const id = usdPriceKey(token.chainId, token.address);
  return queryOptions({
    retry: retryDataQuery,
    queryKey: [...USD_PRICE_ROOT, id] as const,
    queryFn: (): Promise<UsdPrice> => priceLoader(base).load(id),
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
  // prices move with blocks, not a timer (issue 34): each chain's one shared block watch reads its tokens' prices
  // again; several screens asking at the same block share the fetch already under way
  const queryClient = useQueryClient();
  const { data: config } = useRuntimeConfig();
  const chainIds = new Set([...unique.values()].map((t) => t.chainId));
  useOnNewBlock(
    config?.chains.filter((chain) => chainIds.has(chain.chainId)),
    enabled && unique.size > 0,
    (chainId) => invalidatePricesOnce(queryClient, chainId),
  );
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
