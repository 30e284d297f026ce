// Persisted-state migrations (issue 16): a database written by every earlier version of the app opens with the
// latest code, keeps every row it had, and gains the newer tables.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { SCHEMA_VERSIONS, SluiceDatabase } from './database';

/** A row each table held in the version that created it, as that version's code wrote it. */
const ROWS: Record<string, Record<string, unknown>> = {
  keyval: { key: 'embeddedWallet.activeAccount', value: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' },
  preferences: { key: 'preferences', value: { theme: 'dark', language: 'es-ES', currency: 'EUR' } },
  activity: {
    id: '31337:0xabc',
    account: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    addedAt: 1_800_000_000_000,
    status: 'confirmed',
    chainId: 31337,
    type: 'swap',
  },
  wallets: { address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8', kind: 'viewOnly', addedAt: 1 },
  vault: { key: 'embedded', value: { ciphertext: 'AAEC', salt: 'AwQF', iv: 'BgcI', iterations: 600_000 } },
  searchHistory: { id: 'token:31337:0xdef', type: 'token', chainId: 31337, label: 'UNI', searchedAt: 2 },
  limitOrders: {
    orderHash: `0x${'01'.repeat(32)}`,
    swapper: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    chainId: 31337,
    status: 'open',
  },
  callBatches: {
    id: `0x${'02'.repeat(32)}`,
    chainId: 31337,
    from: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    atomic: true,
    transactionHashes: [`0x${'03'.repeat(32)}`],
    upgraded: true,
    unsentCalls: 0,
    sentAt: 3,
  },
};

const tablesAt = (version: number) =>
  SCHEMA_VERSIONS.filter((v) => v.version <= version).flatMap((v) =>
    Object.entries(v.stores)
      .filter(([, schema]) => schema !== null)
      .map(([table]) => table),
  );
const latest = SCHEMA_VERSIONS.at(-1)!.version;

describe('the database migrations', () => {
  it('should number the versions in order and give every table a sample row here', () => {
    expect(SCHEMA_VERSIONS.map((v) => v.version)).toEqual(SCHEMA_VERSIONS.map((_, i) => i + 1));
    for (const table of tablesAt(latest)) expect(ROWS[table], table).toBeDefined();
  });

  it.each(SCHEMA_VERSIONS.slice(0, -1).map((v) => v.version))(
    'should open a database written at version %i with the latest code and keep its rows',
    async (version) => {
      const name = `sluice-migrate-from-${version}`;
      const old = new SluiceDatabase(name, version);
      for (const table of tablesAt(version)) await old.table(table).put(ROWS[table]);
      old.close();

      const current = new SluiceDatabase(name);
      await current.open();
      expect(current.verno).toBe(latest);
      for (const table of tablesAt(version)) {
        const key = current.table(table).schema.primKey.keyPath as string;
        expect(await current.table(table).get(ROWS[table]![key] as string), table).toEqual(ROWS[table]);
      }
      // the newer tables are there and usable
      for (const table of tablesAt(latest).filter((t) => !tablesAt(version).includes(t))) {
        await current.table(table).put(ROWS[table]);
        expect(await current.table(table).count(), table).toBe(1);
      }
      current.close();
    },
  );
});
