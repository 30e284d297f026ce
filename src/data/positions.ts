// The account's liquidity positions on every chain (v2 LP balances, v3 and v4 position NFTs), from the indexer's
// position table kept by its Transfer, liquidity and ModifyLiquidity handlers: nothing here scans a chain's logs.
// Shared by the account drawer's Pools tab and the positions screens; persisted with the query cache (offline).
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { dataApiUrl, fetchData } from './dataApi';
import type { PositionsResponse } from './dataApi';
import type { RuntimeConfig } from './runtimeConfig';

export type PositionRow = {
  chainId: number;
  chainName: string;
  version: 'v2' | 'v3' | 'v4';
  /** v3/v4 token id; the pair address for v2. */
  id: string;
  token0: string;
  token1: string;
  fee: number;
  status: 'IN_RANGE' | 'OUT_OF_RANGE' | 'CLOSED';
  /** v3/v4: the range's ticks; null for v2 (always the full range). */
  tickLower: number | null;
  tickUpper: number | null;
  tickSpacing: number;
};

export const chainIdsOf = (config: RuntimeConfig) => config.chains.map((c) => c.chainId).join(',');
export const chainsKey = (config: RuntimeConfig | undefined) => config?.chains.map((c) => c.chainId).join(',');

export async function loadPositionRows(
  owner: Address,
  config: RuntimeConfig,
  signal?: AbortSignal,
): Promise<PositionRow[]> {
  const { positions } = await fetchData<PositionsResponse>(
    dataApiUrl(config),
    `/positions?owner=${owner}&chainIds=${chainIdsOf(config)}`,
    signal,
  );
  return positions.flatMap((p): PositionRow[] => {
    const chain = config.chains.find((c) => c.chainId === p.chainId);
    if (!chain) return [];
    return [
      {
        chainId: p.chainId,
        chainName: chain.name,
        version: p.version,
        id: p.tokenId ?? p.pool.address,
        token0: p.pool.token0,
        token1: p.pool.token1,
        fee: p.pool.fee,
        status: p.status,
        tickLower: p.tickLower,
        tickUpper: p.tickUpper,
        tickSpacing: p.pool.tickSpacing,
      },
    ];
  });
}

/** Every owner's positions: what a new block refreshes in the account drawer. */
export const ownedPositionsRootKey = ['ownedPositions'] as const;

export const ownedPositionsQueryKey = (owner: Address, config: RuntimeConfig | undefined) =>
  [...ownedPositionsRootKey, owner.toLowerCase(), chainsKey(config)] as const;

/** The owner's positions on every chain of the config, from the indexer. */
export const ownedPositionsQueryOptions = (owner: Address, config: RuntimeConfig | undefined) =>
  queryOptions({
    queryKey: ownedPositionsQueryKey(owner, config),
    queryFn: ({ signal }) => loadPositionRows(owner, config!, signal),
    enabled: config !== undefined,
  });
