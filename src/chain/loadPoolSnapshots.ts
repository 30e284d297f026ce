// Reads every pool a router may use into the snapshots the routing worker quotes against.
import type { Address, Hex, PublicClient } from 'viem';
import type { CurrencyId, PoolSnapshot } from '../../workers/routing/types.ts';
import { loadV2Reserves, loadV3PoolState, loadV4PoolState } from './poolState.ts';

/** A pool as the registry (the devnet manifest, or the indexer on a real chain) describes it. */
export type PoolDescriptor =
  | { version: 'v2'; address: Address; token0: Address; token1: Address; fee: number }
  | { version: 'v3'; address: Address; token0: Address; token1: Address; fee: number; tickSpacing: number }
  | { version: 'v4'; poolId: Hex; token0: Address; token1: Address; fee: number; tickSpacing: number; hooks: Address };

export type ProtocolContracts = { TickLens: Address; StateView: Address; PoolManager: Address };

const lower = (a: string) => a.toLowerCase() as CurrencyId;

export async function loadPoolSnapshot(
  client: PublicClient,
  pool: PoolDescriptor,
  contracts: ProtocolContracts,
  fromBlock: bigint,
): Promise<PoolSnapshot> {
  const base = { currency0: lower(pool.token0), currency1: lower(pool.token1), fee: pool.fee };
  if (pool.version === 'v2') {
    const { reserve0, reserve1 } = await loadV2Reserves(client, pool.address);
    return { ...base, version: 'v2', id: lower(pool.address), reserve0, reserve1 };
  }
  if (pool.version === 'v3') {
    const state = await loadV3PoolState(client, {
      pool: pool.address,
      tickLens: contracts.TickLens,
      fee: pool.fee,
      tickSpacing: pool.tickSpacing,
      fromBlock,
    });
    return { ...base, version: 'v3', id: lower(pool.address), state };
  }
  const load = (zeroForOne: boolean) =>
    loadV4PoolState(client, {
      poolId: pool.poolId,
      stateView: contracts.StateView,
      poolManager: contracts.PoolManager,
      tickSpacing: pool.tickSpacing,
      zeroForOne,
      fromBlock,
    });
  const [zeroForOne, oneForZero] = await Promise.all([load(true), load(false)]);
  return {
    ...base,
    version: 'v4',
    id: pool.poolId,
    tickSpacing: pool.tickSpacing,
    hooks: lower(pool.hooks),
    state: { zeroForOne, oneForZero },
  };
}

export function loadPoolSnapshots(
  client: PublicClient,
  pools: readonly PoolDescriptor[],
  contracts: ProtocolContracts,
  fromBlock: bigint,
): Promise<PoolSnapshot[]> {
  return Promise.all(pools.map((pool) => loadPoolSnapshot(client, pool, contracts, fromBlock)));
}
