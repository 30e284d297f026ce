// The query cache encoder worker: turns the persisted client into the JSON the persister restores, off the main thread
// (DESIGN.md: heavy work stays off the main thread). The page stores the string (queryCacheWriterApi.ts).
import { expose } from 'comlink';
import { createPersistedClientEncoder } from './encodePersistedClient.ts';
import type { QueryCacheEncoderApi } from './queryCacheWriterApi.ts';

const api: QueryCacheEncoderApi = { encode: createPersistedClientEncoder() };
expose(api);
