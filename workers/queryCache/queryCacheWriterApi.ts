// The query cache writer: encodes the persisted client and stores it, off the main thread (the cache holds lists of
// thousands of rows; serializing them on the main thread stalled scrolling).
import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import { createPersistedClientEncoder } from './encodePersistedClient.ts';
import type { PersistedClientDelta } from './persistedClientDelta.ts';

export type QueryCacheWriterApi = {
  /** Stores the client under `key`; resolves once stored, rejects with the storage's error (a full disk). */
  write: (key: string, delta: PersistedClientDelta) => Promise<void>;
  remove: (key: string) => Promise<void>;
};

/** Writes happen one at a time, in the order they were asked for. */
export function createQueryCacheWriterApi(storage: AsyncStorage<string>): QueryCacheWriterApi {
  const encode = createPersistedClientEncoder();
  let queue: Promise<unknown> = Promise.resolve();
  const enqueue = (task: () => Promise<unknown>): Promise<void> => {
    const run = queue.then(task, task);
    queue = run.catch(() => undefined);
    return run.then(() => undefined);
  };
  return {
    write: (key, delta) => {
      // encode now, in arrival order, so the encoder's memory follows the sender's
      const json = encode(delta);
      return enqueue(async () => storage.setItem(key, json));
    },
    remove: (key) => enqueue(async () => storage.removeItem(key)),
  };
}
