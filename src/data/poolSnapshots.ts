// The pools of a chain that the routing worker reads (multicall, off the main thread) and keeps for quotes, as two
// queries: the latest block's, refreshed on each new block by the screen that shows them (useOnNewBlock), and the ones the worker kept in IndexedDB from an earlier
// visit (issue 5: quotes from the cache first). src/data may not import the worker, so the swap feature hands in the
// worker's call; the key and the refresh policy live here.
import { queryOptions } from '@tanstack/react-query';

export type PoolSnapshotsQueryParameters<TMarket> = {
  chainId: number | undefined;
  enabled: boolean;
  /** The worker's read of the chain's pools (or of its stored copy): what the main thread keeps is its summary. */
  load: () => Promise<TMarket>;
};

/** Live pool state, never persisted (`EXCLUDED_QUERY_KEY_ROOTS`): its first key item must stay `poolSnapshots`. */
export const poolSnapshotsQueryKey = ({ chainId }: { chainId: number | undefined }) =>
  ['poolSnapshots', chainId] as const;

/**
 * The chain's pools read at the latest block; the trade form invalidates them on each new block (issue 34: no timer).
 * @example
 * useQuery(poolSnapshotsQueryOptions({ chainId, enabled, load: () => worker.loadMarket(source) }));
 */
export function poolSnapshotsQueryOptions<TMarket>({ chainId, enabled, load }: PoolSnapshotsQueryParameters<TMarket>) {
  return queryOptions({
    queryKey: poolSnapshotsQueryKey({ chainId }),
    enabled,
    queryFn: load,
  });
}

export const cachedPoolSnapshotsQueryKey = ({ chainId }: { chainId: number | undefined }) =>
  ['poolSnapshotsCached', chainId] as const;

/**
 * The pools the worker stored on an earlier visit, read once per chain; null when it has none.
 * @example
 * useQuery(cachedPoolSnapshotsQueryOptions({ chainId, enabled, load: () => worker.restoreMarket(source) }));
 */
export function cachedPoolSnapshotsQueryOptions<TMarket>({
  chainId,
  enabled,
  load,
}: PoolSnapshotsQueryParameters<TMarket | null>) {
  return queryOptions({
    queryKey: cachedPoolSnapshotsQueryKey({ chainId }),
    enabled,
    staleTime: Infinity,
    queryFn: load,
  });
}
