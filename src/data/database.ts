import Dexie, { type DexieOptions, type EntityTable, type Transaction } from 'dexie';
import type { CallBatch } from '../chain/smartWallet/callBatch';
import type { ActivityRow } from './activity';
import type { LimitOrderCacheRow } from './ordersCache';

/** One key-value row: the persisted query cache and the user's preferences both live in this shape. */
export type KeyValueRow = { key: string; value: unknown };

/**
 * A wallet the app knows (spec §3 "Wallet"): an embedded-wallet account, a connected external wallet or a watched
 * (view-only) address. Never holds a secret: the embedded wallet's phrase lives sealed in `vault`.
 */
export type WalletRow = {
  address: string; // lowercased, the key
  kind: 'embedded' | 'external' | 'viewOnly';
  nickname?: string;
  /** Embedded accounts: the BIP-44 address index. */
  accountIndex?: number;
  addedAt: number;
};

/** The sealed embedded-wallet vault (AES-GCM ciphertext, salt, iterations): one row, key 'embedded'. */
export type VaultRow = { key: string; value: unknown };

/** A search result the user chose (spec §3 "Search results", history items). */
export type SearchHistoryRow = {
  id: string; // `${type}:${chainId}:${address or poolId}`
  type: 'token' | 'pool' | 'wallet' | 'nftCollection';
  chainId: number;
  address?: string;
  poolId?: string;
  label: string;
  searchedAt: number;
};

/**
 * Every schema the database has had, oldest first (persisted state changes ship with a numbered migration, STYLE.md):
 * a change appends a version with its stores and, when rows must be rewritten, an `upgrade`. Never edit a shipped
 * version. src/data/database.test.ts opens a database written at each version with the latest code.
 */
export const SCHEMA_VERSIONS: ReadonlyArray<{
  version: number;
  stores: Record<string, string | null>;
  upgrade?: (transaction: Transaction) => Promise<void>;
}> = [
  { version: 1, stores: { keyval: 'key', preferences: 'key' } },
  // 2: activity (spec §4), wallets and the sealed vault (issue 4), search history (spec §2 search modal).
  {
    version: 2,
    stores: {
      activity: 'id, account, [account+addedAt], status, chainId',
      wallets: 'address, kind',
      vault: 'key',
      searchHistory: 'id, searchedAt',
    },
  },
  // 3: the wallet's limit orders as the order service last listed them, for offline (issue 14).
  { version: 3, stores: { limitOrders: 'orderHash, [swapper+chainId], status' } },
  // 4: the embedded wallet's EIP-5792 call batches, so wallet_getCallsStatus answers after a reload (issue 36).
  { version: 4, stores: { callBatches: 'id, [from+chainId]' } },
];

/** The app's IndexedDB database, at the latest of SCHEMA_VERSIONS (or at an older one, for migration tests). */
export class SluiceDatabase extends Dexie {
  keyval!: EntityTable<KeyValueRow, 'key'>;
  preferences!: EntityTable<KeyValueRow, 'key'>;
  activity!: EntityTable<ActivityRow, 'id'>;
  wallets!: EntityTable<WalletRow, 'address'>;
  vault!: EntityTable<VaultRow, 'key'>;
  searchHistory!: EntityTable<SearchHistoryRow, 'id'>;
  limitOrders!: EntityTable<LimitOrderCacheRow, 'orderHash'>;
  callBatches!: EntityTable<CallBatch, 'id'>;

  /** `options` names another IndexedDB (a test under Node gives fake-indexeddb's). */
  constructor(name = 'sluice', upToVersion = Number.POSITIVE_INFINITY, options?: DexieOptions) {
    super(name, options);
    for (const { version, stores, upgrade } of SCHEMA_VERSIONS) {
      if (version > upToVersion) break;
      const declared = this.version(version).stores(stores);
      if (upgrade) declared.upgrade(upgrade);
    }
  }
}

let database: SluiceDatabase | undefined;

/** The shared database, opened lazily so modules can import this file without touching IndexedDB. */
export function getDatabase(): SluiceDatabase {
  database ??= new SluiceDatabase();
  return database;
}
