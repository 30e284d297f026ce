import { queryOptions } from '@tanstack/react-query';
// Client of the indexer's data API (spec §7's calls). Read through TanStack Query; results persist to Dexie.
import type { RuntimeConfig } from './runtimeConfig';

export const DEFAULT_DATA_API_URL = '/api/data';

export type {
  IncentivesResponse,
  IncentiveWire,
  NftsResponse,
  PositionsResponse,
  OrderDirection,
  PoolStats,
  SafetyLevel,
  TokenOrderBy,
  TokenPage,
  TokenStats,
} from '../../contract/dataApiWire';
import type {
  IncentivesResponse,
  OrderDirection,
  PoolTicksResponse,
  PoolStats,
  TokenOrderBy,
  TokenPage,
  TokenStats,
} from '../../contract/dataApiWire';

export type TokenOrder = { orderBy: TokenOrderBy; direction: OrderDirection };

export type TokenDetails = TokenStats & { high52Week: number; low52Week: number };

export type Transaction = {
  id: string;
  chainId: number;
  hash: `0x${string}`;
  timestamp: number;
  type: 'SWAP';
  protocolVersion: PoolStats['protocolVersion'];
  poolId: string;
  account: `0x${string}`;
  token0: { address: string; symbol: string; amount: number };
  token1: { address: string; symbol: string; amount: number };
  usdValue: number;
};

export type PricePoint = { timestamp: number; value: number };
export type ChartRange = '1H' | '1D' | '1W' | '1M' | '1Y' | 'ALL';
export const CHART_RANGES: readonly ChartRange[] = ['1H', '1D', '1W', '1M', '1Y', 'ALL'];

export type NftCollectionNode = {
  name: string;
  image: { url: string };
  isVerified: boolean;
  nftContracts: { address: string; chain: number }[];
  stats: { items: number; owners: number; volume: number };
};

export type PortfolioBalance = { balanceUSD: number; percentChange: number; absoluteChangeUSD: number };
export type TokenBalance = { chainId: number; address: string; symbol: string; quantity: number; valueUSD: number };

/** The API answered with an error status, or could not be reached (the indexer is down). */
export class DataApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

export function dataApiUrl(config: RuntimeConfig | undefined): string {
  return config?.dataApiUrl ?? DEFAULT_DATA_API_URL;
}

/**
 * How long one call may take before it counts as failed (issue 34: every loading state ends). Longer than the services
 * server's own 5 s wait on the indexer (server/dataApiProxy.ts), so its answer comes first when it is the indexer that
 * hangs; this one ends the wait when the server itself does not answer.
 */
export const DATA_API_TIMEOUT_MS = 8_000;

export async function fetchData<T>(
  baseUrl: string,
  path: string,
  signal?: AbortSignal,
  timeoutMs = DATA_API_TIMEOUT_MS,
): Promise<T> {
  const timeout = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    response = await fetch(`${baseUrl}${path}`, { signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  } catch (error) {
    // the caller's abort (the query no longer wanted) is passed on; the timeout is a failure like an unreachable API
    if (signal?.aborted) throw error;
    throw new DataApiError(timeout.aborted ? 'timed out' : 'unreachable', 0);
  }
  if (!response.ok) throw new DataApiError(`HTTP ${response.status}`, response.status);
  return (await response.json()) as T;
}

const list = (ids: readonly number[]) => ids.join(',');

/** Every indexer query: their keys start with `data` (the persisted ones; a data notice's Retry asks them again). */
export const dataQueryRootKey = ['data'] as const;

/** Every page of one tokens list, in any order: the prefix of `dataQueries.tokenPage`'s keys. */
export const tokenPagesQueryKey = (chainIds: readonly number[]) => ['data', 'tokens', list(chainIds)] as const;

/** Every prior-transfer count: what a settled send invalidates. */
export const transferCountRootKey = ['data', 'transferCount'] as const;

/** Query options for each call; the first key item `data` marks them as indexer data (persisted). */
export const dataQueries = {
  /** One page of the tokens list in the given order (the explore table fetches the pages it shows). */
  tokenPage: (base: string, chainIds: readonly number[], order: TokenOrder, page: number, size: number) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: [...tokenPagesQueryKey(chainIds), order.orderBy, order.direction, page, size] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<TokenPage>(
          base,
          `/tokens?chainIds=${list(chainIds)}&orderBy=${order.orderBy}&direction=${order.direction}&page=${page}&size=${size}`,
          signal,
        ),
    }),
  trendingTokens: (base: string, chainIds: readonly number[]) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'trendingTokens', list(chainIds)] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ tokens: TokenStats[] }>(base, `/tokens/trending?chainIds=${list(chainIds)}&size=5`, signal),
    }),
  searchTokens: (base: string, searchQuery: string, chainIds: readonly number[]) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'searchTokens', searchQuery, list(chainIds)] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ tokens: TokenStats[] }>(
          base,
          `/tokens/search?searchQuery=${encodeURIComponent(searchQuery)}&chainIds=${list(chainIds)}`,
          signal,
        ),
    }),
  // spec §7 pool search: searchQuery, chainIds, searchType POOL, page 1, size
  searchPools: (base: string, searchQuery: string, chainIds: readonly number[], size = 10) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'searchPools', searchQuery, list(chainIds), size] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ pools: PoolStats[] }>(
          base,
          `/pools/search?searchQuery=${encodeURIComponent(searchQuery)}&chainIds=${list(chainIds)}&searchType=POOL&page=1&size=${size}`,
          signal,
        ),
    }),
  searchNftCollections: (base: string, query: string, chainIds: readonly number[]) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'searchNftCollections', query, list(chainIds)] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ edges: { node: NftCollectionNode }[] }>(
          base,
          `/nft/collections/search?query=${encodeURIComponent(query)}&chainIds=${list(chainIds)}`,
          signal,
        ),
    }),
  /** spec §2: the search modal's popular NFT collections (empty query, NFTs tab). */
  topNftCollections: (base: string, chainIds: readonly number[]) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'topNftCollections', list(chainIds)] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ edges: { node: NftCollectionNode }[] }>(
          base,
          `/nft/collections/top?chainIds=${list(chainIds)}&size=5`,
          signal,
        ),
    }),
  poolStats: (base: string, chainIds: readonly number[]) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'poolStats', list(chainIds)] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ poolStats: PoolStats[] }>(base, `/pools/stats?chainIds=${list(chainIds)}`, signal),
    }),
  token: (base: string, chainId: number, address: string) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'token', chainId, address.toLowerCase()] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ token: TokenDetails; pools: PoolStats[]; otherNetworks: { chainId: number; address: string }[] }>(
          base,
          `/tokens/${chainId}/${address}`,
          signal,
        ),
    }),
  tokenPrices: (base: string, chainId: number, address: string, range: ChartRange) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'tokenPrices', chainId, address.toLowerCase(), range] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ prices: PricePoint[] }>(base, `/tokens/${chainId}/${address}/prices?range=${range}`, signal),
    }),
  pool: (base: string, chainId: number, poolId: string) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'pool', chainId, poolId.toLowerCase()] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ pool: PoolStats }>(base, `/pools/${chainId}/${poolId}`, signal),
    }),
  transactions: (base: string, chainIds: readonly number[], filter: { token?: string; pool?: string } = {}) => {
    const extra = filter.token ? `&token=${filter.token}` : filter.pool ? `&pool=${filter.pool}` : '';
    return queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'transactions', list(chainIds), filter.token ?? '', filter.pool ?? ''] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ transactions: Transaction[] }>(base, `/transactions?chainIds=${list(chainIds)}${extra}`, signal),
    });
  },
  // FIXED CONTRACT with the account drawer: balanceUSD, percentChange, absoluteChangeUSD
  /** How many token transfers `from` made to `to` on a chain (spec §7: prior transfers per recipient). */
  transferCount: (base: string, chainId: number, from: string, to: string) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: [...transferCountRootKey, chainId, from.toLowerCase(), to.toLowerCase()] as const,
      queryFn: async ({ signal }: { signal?: AbortSignal }) =>
        (
          await fetchData<{ count: number }>(
            base,
            `/portfolio/transfers/count?chainId=${chainId}&from=${from}&to=${to}`,
            signal,
          )
        ).count,
    }),
  portfolioBalance: (base: string, address: string, chainIds: readonly number[]) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'portfolioBalance', address.toLowerCase(), list(chainIds)] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<PortfolioBalance>(base, `/portfolio/balance?address=${address}&chainIds=${list(chainIds)}`, signal),
    }),
  portfolioTokens: (base: string, address: string, chainIds: readonly number[]) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'portfolioTokens', address.toLowerCase(), list(chainIds)] as const,
      queryFn: ({ signal }: { signal?: AbortSignal }) =>
        fetchData<{ balances: TokenBalance[] }>(
          base,
          `/portfolio/tokens?address=${address}&chainIds=${list(chainIds)}`,
          signal,
        ),
    }),
  /** A v3 or v4 pool's initialized ticks (the indexer's tick table), for its liquidity chart. */
  poolTicks: (base: string, chainId: number, pool: string) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'poolTicks', chainId, pool.toLowerCase()] as const,
      queryFn: async ({ signal }: { signal?: AbortSignal }) =>
        (await fetchData<PoolTicksResponse>(base, `/pools/${chainId}/${pool}/ticks`, signal)).ticks,
      refetchInterval: 60_000,
    }),
  /** A v3 pool's LP rewards programs (UniswapV3Staker incentives), running and ended. */
  incentives: (base: string, chainId: number, pool: string) =>
    queryOptions({
      retry: retryDataQuery,
      queryKey: ['data', 'incentives', chainId, pool.toLowerCase()] as const,
      queryFn: async ({ signal }: { signal?: AbortSignal }) =>
        (await fetchData<IncentivesResponse>(base, `/incentives?chainId=${chainId}&pool=${pool}`, signal)).incentives,
    }),
};

/** The key of a token in the indexer's price answer (`/tokens/prices`) and its price query (`usdPriceQuery`). */
export const usdPriceKey = (chainId: number, address: string) => `${chainId}-${address.toLowerCase()}`;

/** Retry a failed data query once, except for answers that will not change (4xx: not found, bad input). */
export function retryDataQuery(failureCount: number, error: unknown): boolean {
  if (error instanceof DataApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
