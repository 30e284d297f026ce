// spec §5 and §9: which queries are persisted, and how the persisted cache is stored.
import type { Query } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import type { AsyncStorage, Persister } from '@tanstack/query-persist-client-core';

export const QUERY_CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE';
export const QUERY_CACHE_THROTTLE_MS = 1000;
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const QUERY_CACHE_BUSTER = 'v0';

/** First query-key items never persisted: live or per-session data that would be wrong when restored. */
export const EXCLUDED_QUERY_KEY_ROOTS: readonly string[] = [
  'walletCapabilities',
  'balances',
  'pendingTransactions',
  // pool state for quoting: live, and full of bigints JSON cannot hold
  'poolSnapshots',
];

/** First query-key items of trade-service (quote, route) queries: a restored quote is a wrong quote. */
export const TRADE_SERVICE_QUERY_KEY_ROOTS: readonly string[] = ['tradingApi', 'quote', 'route'];

type PersistableQuery = Pick<Query, 'gcTime' | 'queryKey'> & { state: Pick<Query['state'], 'status'> };

/** spec §5: skip zero-gc-time queries, excluded first keys and trade-service queries; keep successful ones only. */
export function shouldPersistQuery(query: PersistableQuery): boolean {
  if (query.gcTime === 0) return false;
  if (query.state.status !== 'success') return false;
  const root = query.queryKey[0];
  if (
    typeof root === 'string' &&
    (EXCLUDED_QUERY_KEY_ROOTS.includes(root) || TRADE_SERVICE_QUERY_KEY_ROOTS.includes(root))
  ) {
    return false;
  }
  return true;
}

/** A throttled persister over any async key-value storage (Dexie in the app, a Map in tests). */
export function createQueryCachePersister(storage: AsyncStorage<string>): Persister {
  return createAsyncStoragePersister({ storage, key: QUERY_CACHE_KEY, throttleTime: QUERY_CACHE_THROTTLE_MS });
}

export const persistOptions = {
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  buster: QUERY_CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
} as const;
