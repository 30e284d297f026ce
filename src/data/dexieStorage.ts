import type { AsyncStorage } from '@tanstack/query-persist-client-core';
import type { SluiceDatabase } from './database';

/** Adapts the Dexie key-value table to the AsyncStorage shape the query persister expects. */
export function createDexieStorage(database: SluiceDatabase): AsyncStorage<string> {
  return {
    getItem: async (key) => {
      const row = await database.keyval.get(key);
      return typeof row?.value === 'string' ? row.value : null;
    },
    setItem: async (key, value) => {
      await database.keyval.put({ key, value });
    },
    removeItem: async (key) => {
      await database.keyval.delete(key);
    },
  };
}
