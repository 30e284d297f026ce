import Dexie, { type EntityTable } from 'dexie';

/** One key-value row: the persisted query cache and the user's preferences both live in this shape. */
export type KeyValueRow = { key: string; value: unknown };

/**
 * The app's IndexedDB database. Bump the version and add an `upgrade` for every schema change
 * (persisted state changes ship with a numbered migration, STYLE.md).
 */
export class SluiceDatabase extends Dexie {
  keyval!: EntityTable<KeyValueRow, 'key'>;
  preferences!: EntityTable<KeyValueRow, 'key'>;

  constructor(name = 'sluice') {
    super(name);
    this.version(1).stores({ keyval: 'key', preferences: 'key' });
  }
}

let database: SluiceDatabase | undefined;

/** The shared database, opened lazily so modules can import this file without touching IndexedDB. */
export function getDatabase(): SluiceDatabase {
  database ??= new SluiceDatabase();
  return database;
}
