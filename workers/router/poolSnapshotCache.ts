// Issue 5: pool state "cached in Dexie, refreshed on new blocks". The routing worker keeps the last pool snapshots of
// each chain in the `keyval` table (IndexedDB clones bigints as they are), so quotes render from them at load while
// the pools are read again.
import type { SluiceDatabase } from '../../src/data/database.ts';
import type { CurrencyId, PoolSnapshot } from '../routing/types.ts';

export type CachedPoolSnapshots = {
  chainId: number;
  /** Block the snapshots were read at. */
  blockNumber: bigint;
  pools: PoolSnapshot[];
  weth: CurrencyId;
};

export const poolSnapshotsKey = (chainId: number) => `poolSnapshots:${chainId}`;

/** The chain's last stored snapshots, or undefined when none were stored (or the row is not ours). */
export async function readPoolSnapshots(
  database: SluiceDatabase,
  chainId: number,
): Promise<CachedPoolSnapshots | undefined> {
  const row = await database.keyval.get(poolSnapshotsKey(chainId));
  const value = row?.value as Partial<CachedPoolSnapshots> | undefined;
  if (!value || typeof value.blockNumber !== 'bigint' || !Array.isArray(value.pools) || value.chainId !== chainId)
    return undefined;
  return value as CachedPoolSnapshots;
}

/**
 * Stores the snapshots just read, replacing the chain's previous ones: the latest read is the truth, even at a lower
 * block (a devnet that was reset or reverted).
 */
export async function writePoolSnapshots(database: SluiceDatabase, snapshots: CachedPoolSnapshots): Promise<void> {
  await database.keyval.put({ key: poolSnapshotsKey(snapshots.chainId), value: snapshots });
}
