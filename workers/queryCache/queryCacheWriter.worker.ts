// The query cache writer worker: it opens its own connection to the app's database and stores the persisted query
// cache there (DESIGN.md: the persisted cache lives in Dexie; heavy work stays off the main thread).
import { expose } from 'comlink';
import { getDatabase } from '../../src/data/database.ts';
import { createDexieStorage } from '../../src/data/dexieStorage.ts';
import { createQueryCacheWriterApi } from './queryCacheWriterApi.ts';

expose(createQueryCacheWriterApi(createDexieStorage(getDatabase())));
