import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import type { SluiceDatabase } from './database';

/**
 * Adapts the Dexie key-value table to the AsyncStorage shape the query persister expects. The database may still be
 * opening (the app renders before it is open); when IndexedDB is refused (null) nothing is kept.
 */
export function createDexieStorage(database: SluiceDatabase | Promise<SluiceDatabase | null>): AsyncStorage<string> {
  return {
    getItem: async (key) => {
      const row = await (await database)?.keyval.get(key);
      return typeof row?.value === 'string' ? row.value : null;
    },
    setItem: async (key, value) => {
      await (await database)?.keyval.put({ key, value });
    },
    removeItem: async (key) => {
      await (await database)?.keyval.delete(key);
    },
  };
}
