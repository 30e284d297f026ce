// Reads the pools a router may use into the snapshots the routing worker quotes against, all at one block.
import type { Address, Hex } from 'viem';
import type { CurrencyId, PoolSnapshot } from '../../workers/routing/types.ts';
import { loadV2Reserves, loadV3PoolState, loadV4PoolState } from './poolState.ts';
import type { ChainClient } from './clients';

/** A pool as a registry (a manifest, or the indexer) describes it. */
export type PoolDescriptor =
  | { version: 'v2'; address: Address; token0: Address; token1: Address; fee: number }
  | { version: 'v3'; address: Address; token0: Address; token1: Address; fee: number; tickSpacing: number }
  | { version: 'v4'; poolId: Hex; token0: Address; token1: Address; fee: number; tickSpacing: number; hooks: Address };

/** A routing candidate: the pool and the TickBitmap words holding its initialized ticks (the indexer's tick table). */
export type RoutablePool = PoolDescriptor & { tickWords: readonly number[] };

export type ProtocolContracts = { TickLens: Address; StateView: Address };

const lower = (a: string) => a.toLowerCase() as CurrencyId;

export type LoadPoolSnapshotParameters = { pool: RoutablePool; contracts: ProtocolContracts; blockNumber: bigint };

/** @example const snapshot = await loadPoolSnapshot(client, { pool, contracts, blockNumber }) */
export async function loadPoolSnapshot(
  client: ChainClient,
  { pool, contracts, blockNumber }: LoadPoolSnapshotParameters,
): Promise<PoolSnapshot> {
  const base = { currency0: lower(pool.token0), currency1: lower(pool.token1), fee: pool.fee };
  if (pool.version === 'v2') {
    const { reserve0, reserve1 } = await loadV2Reserves(client, { pair: pool.address, blockNumber });
    return { ...base, version: 'v2', id: lower(pool.address), reserve0, reserve1 };
  }
  if (pool.version === 'v3') {
    const state = await loadV3PoolState(client, {
      pool: pool.address,
      tickLens: contracts.TickLens,
      fee: pool.fee,
      tickSpacing: pool.tickSpacing,
      tickWords: pool.tickWords,
      blockNumber,
    });
    return { ...base, version: 'v3', id: lower(pool.address), state };
  }
  const state = await loadV4PoolState(client, {
    poolId: pool.poolId,
    stateView: contracts.StateView,
    tickSpacing: pool.tickSpacing,
    tickWords: pool.tickWords,
    blockNumber,
  });
  return { ...base, version: 'v4', id: pool.poolId, tickSpacing: pool.tickSpacing, hooks: lower(pool.hooks), state };
}

export type LoadPoolSnapshotsParameters = {
  pools: readonly RoutablePool[];
  contracts: ProtocolContracts;
  blockNumber: bigint;
};

/** Every pool's snapshot at `blockNumber`. */
export function loadPoolSnapshots(
  client: ChainClient,
  { pools, contracts, blockNumber }: LoadPoolSnapshotsParameters,
): Promise<PoolSnapshot[]> {
  return Promise.all(pools.map((pool) => loadPoolSnapshot(client, { pool, contracts, blockNumber })));
}
