// The main thread's handle on the query cache encoder worker.
import { type Remote, wrap } from 'comlink';
import type { QueryCacheEncoderApi } from './queryCacheWriterApi.ts';

export type QueryCacheEncoderClient = Remote<QueryCacheEncoderApi>;

/** Starts the query cache encoder worker (one per app) and returns its Comlink proxy. */
export function startQueryCacheEncoderWorker(): { client: QueryCacheEncoderClient; terminate: () => void } {
  const worker = new Worker(new URL('./queryCacheWriter.worker.ts', import.meta.url), {
    type: 'module',
    name: 'query-cache-writer',
  });
  return { client: wrap<QueryCacheEncoderApi>(worker), terminate: () => worker.terminate() };
}
