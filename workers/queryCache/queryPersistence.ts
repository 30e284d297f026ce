// spec §5 and §9: which queries are persisted, and how the persisted cache is stored.
import type { Query } from '@tanstack/react-query';
import type { AsyncStorage, PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import { createPersistedClientDelta } from './persistedClientDelta';
import type { QueryCacheWriterApi } from './queryCacheWriterApi';

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
  // a wallet's recovery phrase arriving from another device (issue 32): never written to disk in the clear
  'importHandoff',
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

export type QueryCachePersisterOptions = {
  /** Where the cache is read back from on start (Dexie's key-value table in the app, a Map in tests). */
  storage: AsyncStorage<string>;
  /** What encodes and stores it: the writer worker in the app, the same API in-process in tests. */
  writer: Pick<QueryCacheWriterApi, 'write' | 'remove'>;
};

/**
 * The persister for spec §5's cache: saves at most once per throttle interval (the first change at once, the last
 * one of a burst at the end of the interval) and hands the writer only the data that changed, so the main thread
 * never serializes the cache.
 * @example
 * <PersistQueryClientProvider persistOptions={{ persister: createQueryCachePersister({ storage, writer }) }} />
 */
export function createQueryCachePersister({ storage, writer }: QueryCachePersisterOptions): Persister {
  let toDelta = createPersistedClientDelta();
  let pending: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastSaved = -Infinity;
  const save = () => {
    timer = undefined;
    const client = pending;
    pending = undefined;
    if (!client) return;
    lastSaved = Date.now();
    writer.write(QUERY_CACHE_KEY, toDelta(client)).catch((error: unknown) => {
      // a full disk or a closed database: the app keeps its in-memory cache, and the next change sends it whole
      toDelta = createPersistedClientDelta();
      console.warn('Could not save the query cache', error);
    });
  };
  return {
    persistClient: (client) => {
      pending = client;
      timer ??= setTimeout(save, Math.max(0, lastSaved + QUERY_CACHE_THROTTLE_MS - Date.now()));
    },
    restoreClient: async () => {
      const stored = await storage.getItem(QUERY_CACHE_KEY);
      return stored ? (JSON.parse(stored) as PersistedClient) : undefined;
    },
    removeClient: async () => {
      clearTimeout(timer);
      timer = undefined;
      pending = undefined;
      await writer.remove(QUERY_CACHE_KEY);
    },
  };
}

export const persistOptions = {
  maxAge: QUERY_CACHE_MAX_AGE_MS,
  buster: QUERY_CACHE_BUSTER,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersistQuery },
} as const;
