// The main thread's handle on the query cache writer worker.
import { type Remote, wrap } from 'comlink';
import type { QueryCacheWriterApi } from './queryCacheWriterApi.ts';

export type QueryCacheWriterClient = Remote<QueryCacheWriterApi>;

/** Starts the query cache writer worker (one per app) and returns its Comlink proxy. */
export function startQueryCacheWriterWorker(): { client: QueryCacheWriterClient; terminate: () => void } {
  const worker = new Worker(new URL('./queryCacheWriter.worker.ts', import.meta.url), {
    type: 'module',
    name: 'query-cache-writer',
  });
  return { client: wrap<QueryCacheWriterApi>(worker), terminate: () => worker.terminate() };
}
