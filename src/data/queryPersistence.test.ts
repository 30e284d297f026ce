import { QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSave,
  type AsyncStorage,
} from '@tanstack/query-persist-client-core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EXCLUDED_QUERY_KEY_ROOTS,
  QUERY_CACHE_BUSTER,
  QUERY_CACHE_KEY,
  QUERY_CACHE_MAX_AGE_MS,
  TRADE_SERVICE_QUERY_KEY_ROOTS,
  createQueryCachePersister,
  persistOptions,
  shouldPersistQuery,
} from './queryPersistence';

const statuses = ['success', 'error', 'pending'] as const;
const keyRoot = fc.oneof(fc.string(), fc.constantFrom(...EXCLUDED_QUERY_KEY_ROOTS, ...TRADE_SERVICE_QUERY_KEY_ROOTS));

function memoryStorage(): AsyncStorage<string> & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: async (key) => map.get(key) ?? null,
    setItem: async (key, value) => void map.set(key, value),
    removeItem: async (key) => void map.delete(key),
  };
}

describe('shouldPersistQuery', () => {
  it('should persist exactly the successful queries with a non-zero gc time and an allowed first key', () => {
    fc.assert(
      fc.property(
        keyRoot,
        fc.constantFrom(...statuses),
        fc.constantFrom(0, 1, 300_000, Infinity),
        (root, status, gcTime) => {
          const expected =
            gcTime !== 0 &&
            status === 'success' &&
            !EXCLUDED_QUERY_KEY_ROOTS.includes(root) &&
            !TRADE_SERVICE_QUERY_KEY_ROOTS.includes(root);
          expect(shouldPersistQuery({ gcTime, queryKey: [root, 1], state: { status } })).toBe(expected);
        },
      ),
    );
  });
});

async function saveClientWith(storage: AsyncStorage<string>, queries: { key: string[]; gcTime?: number }[]) {
  const client = new QueryClient();
  for (const q of queries) {
    await client.prefetchQuery({ queryKey: q.key, queryFn: async () => q.key.join('/'), gcTime: q.gcTime ?? 60_000 });
  }
  await client.prefetchQuery({
    queryKey: ['failing'],
    queryFn: async () => Promise.reject(new Error('down')),
    retry: false,
  });
  await persistQueryClientSave({
    queryClient: client,
    persister: createQueryCachePersister(storage),
    ...persistOptions,
  });
  // The persister is throttled; wait for its write.
  await new Promise((resolve) => setTimeout(resolve, 1100));
}

describe('query cache persistence', () => {
  it('should store under REACT_QUERY_OFFLINE_CACHE with buster v0 and only the persistable queries', async () => {
    const storage = memoryStorage();
    await saveClientWith(storage, [{ key: ['tokenList'] }, { key: ['quote', 'x'] }, { key: ['zeroGc'], gcTime: 0 }]);
    const stored = JSON.parse(storage.map.get(QUERY_CACHE_KEY) ?? '{}') as {
      buster: string;
      clientState: { queries: { queryKey: unknown[] }[] };
    };
    expect(stored.buster).toBe(QUERY_CACHE_BUSTER);
    expect(stored.clientState.queries.map((q) => q.queryKey[0])).toEqual(['tokenList']);
  });

  it('should restore a fresh cache into a new client', async () => {
    const storage = memoryStorage();
    await saveClientWith(storage, [{ key: ['tokenList'] }]);
    const client = new QueryClient();
    await persistQueryClientRestore({
      queryClient: client,
      persister: createQueryCachePersister(storage),
      ...persistOptions,
    });
    expect(client.getQueryData(['tokenList'])).toBe('tokenList');
  });

  it('should drop a cache older than 24 hours or with another buster', async () => {
    for (const change of [{ timestamp: Date.now() - QUERY_CACHE_MAX_AGE_MS - 1 }, { buster: 'v1' }]) {
      const storage = memoryStorage();
      await saveClientWith(storage, [{ key: ['tokenList'] }]);
      const stored = JSON.parse(storage.map.get(QUERY_CACHE_KEY)!) as object;
      storage.map.set(QUERY_CACHE_KEY, JSON.stringify({ ...stored, ...change }));
      const client = new QueryClient();
      await persistQueryClientRestore({
        queryClient: client,
        persister: createQueryCachePersister(storage),
        ...persistOptions,
      });
      expect(client.getQueryData(['tokenList'])).toBeUndefined();
    }
  });
});
