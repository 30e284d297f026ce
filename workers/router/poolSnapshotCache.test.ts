import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { SluiceDatabase } from '../../src/data/database.ts';
import { type CachedPoolSnapshots, readPoolSnapshots, writePoolSnapshots } from './poolSnapshotCache.ts';
import type { CurrencyId } from '../routing/types.ts';

const A = '0x000000000000000000000000000000000000000a' as CurrencyId;
const B = '0x000000000000000000000000000000000000000b' as CurrencyId;
const snapshots = (blockNumber: bigint, reserve0: bigint): CachedPoolSnapshots => ({
  chainId: 31337,
  blockNumber,
  weth: B,
  pools: [{ version: 'v2', id: '0x01', currency0: A, currency1: B, fee: 3000, reserve0, reserve1: 2n * 10n ** 21n }],
});

let database: SluiceDatabase;
afterEach(async () => {
  database.close();
  await database.delete();
});

describe('pool snapshot cache', () => {
  it('should give back the pools with their bigints when they were stored for the chain', async () => {
    database = new SluiceDatabase('pool-cache-roundtrip');
    await writePoolSnapshots(database, snapshots(42n, 10n ** 21n));
    expect(await readPoolSnapshots(database, 31337)).toEqual(snapshots(42n, 10n ** 21n));
    expect(await readPoolSnapshots(database, 1)).toBeUndefined();
  });

  it('should replace the stored pools when the chain is read again', async () => {
    database = new SluiceDatabase('pool-cache-replace');
    await writePoolSnapshots(database, snapshots(43n, 5n));
    await writePoolSnapshots(database, snapshots(44n, 9n));
    expect(await readPoolSnapshots(database, 31337)).toEqual(snapshots(44n, 9n));
  });
});
