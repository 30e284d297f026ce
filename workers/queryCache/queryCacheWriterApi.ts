// The query cache writer: encodes the persisted client and stores it. The encoding (the cache holds lists of thousands
// of rows; serializing them on the main thread stalled scrolling) runs in the encoder worker; the store is one
// IndexedDB put of the finished string, which the page makes through the Dexie it already has, so the worker does not
// download a second copy of Dexie (issue 34: what `/` downloads until idle).
import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import type { PersistedClientDelta } from './persistedClientDelta.ts';

/** The encoder worker's API: one encoder, called in the order the deltas were made. */
export type QueryCacheEncoderApi = { encode: (delta: PersistedClientDelta) => string };

export type QueryCacheWriterApi = {
  /** Stores the client under `key`; resolves once stored, rejects with the storage's error (a full disk). */
  write: (key: string, delta: PersistedClientDelta) => Promise<void>;
  remove: (key: string) => Promise<void>;
};

/**
 * Writes happen one at a time, in the order they were asked for. `encode` is the worker's in the app, an encoder in
 * this thread (createPersistedClientEncoder) in tests; the page's bundle never holds the encoder itself.
 */
export function createQueryCacheWriterApi(
  storage: AsyncStorage<string>,
  encode: (delta: PersistedClientDelta) => string | Promise<string>,
): QueryCacheWriterApi {
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (task: () => Promise<unknown>): Promise<void> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run.then(() => undefined);
  };
  return {
    write: (key, delta) => {
      // encode now, in arrival order, so the encoder's memory follows the sender's
      const json = Promise.resolve(encode(delta));
      return enqueue(async () => storage.setItem(key, await json));
    },
    remove: (key) => enqueue(async () => storage.removeItem(key)),
  };
}
