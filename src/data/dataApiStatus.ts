// spec §8 for indexer data: cached data while offline or failing says "Data may be outdated"; nothing at all says
// "Data is unavailable at the moment".
import type { UseQueryResult } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

function subscribeOnline(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

export type DataStatus = 'loading' | 'fresh' | 'outdated' | 'unavailable';

export function dataStatus(
  queries: readonly Pick<UseQueryResult, 'data' | 'isError' | 'isPending'>[],
  online: boolean,
): DataStatus {
  const hasData = queries.every((q) => q.data !== undefined);
  const failed = queries.some((q) => q.isError);
  if (hasData) return failed || !online ? 'outdated' : 'fresh';
  if (failed || !online) return 'unavailable';
  return 'loading';
}

export function useDataStatus(queries: readonly Pick<UseQueryResult, 'data' | 'isError' | 'isPending'>[]): DataStatus {
  return dataStatus(
    queries,
    useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true),
  );
}
