// Test fixture: a persisted client as TanStack Query's persister saves it, with successful queries holding `data`.
import type { PersistedClient } from '@tanstack/query-persist-client-core';

export function persistedClient(timestamp: number, queries: { hash: string; data: unknown }[]): PersistedClient {
  return {
    timestamp,
    buster: 'v0',
    clientState: {
      mutations: [],
      queries: queries.map(({ hash, data }) => ({
        queryHash: hash,
        queryKey: JSON.parse(hash) as unknown[],
        dehydratedAt: timestamp,
        state: {
          data,
          dataUpdateCount: 1,
          dataUpdatedAt: timestamp,
          error: null,
          errorUpdateCount: 0,
          errorUpdatedAt: 0,
          fetchFailureCount: 0,
          fetchFailureReason: null,
          fetchMeta: null,
          isInvalidated: false,
          status: 'success',
          fetchStatus: 'idle',
        },
      })),
    },
  };
}
