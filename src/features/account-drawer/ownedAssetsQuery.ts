// The account's NFTs and liquidity positions on every chain, from the indexer (its nft_item and position tables, kept
// by its Transfer, liquidity and ModifyLiquidity handlers): nothing here scans a chain's logs. Stored as JSON (ids as
// strings), refreshed on new blocks with the drawer's other reads.
import type { Address } from 'viem';
import { dataApiUrl, fetchData } from '../../data/dataApi';
import type { NftsResponse, PositionsResponse } from '../../data/dataApi';
import type { RuntimeChain, RuntimeConfig } from '../../data/runtimeConfig';

export type NftRow = {
  chainId: number;
  chainName: string;
  collection: string;
  name: string;
  symbol: string;
  tokenId: string;
};

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
};

const chainIdsOf = (config: RuntimeConfig) => config.chains.map((c) => c.chainId).join(',');

/** The position managers' NFTs are positions (the Pools tab), not collectibles. */
function isPositionManager(chain: RuntimeChain | undefined, address: string): boolean {
  const managers = [chain?.contracts.NonfungiblePositionManager, chain?.contracts.PositionManager];
  return managers.some((m) => m?.toLowerCase() === address.toLowerCase());
}

export async function loadNftRows(owner: Address, config: RuntimeConfig, signal?: AbortSignal): Promise<NftRow[]> {
  const { nfts } = await fetchData<NftsResponse>(
    dataApiUrl(config),
    `/nfts?owner=${owner}&chainIds=${chainIdsOf(config)}`,
    signal,
  );
  return nfts.flatMap((n): NftRow[] => {
    const chain = config.chains.find((c) => c.chainId === n.chainId);
    if (!chain || isPositionManager(chain, n.collection.address)) return [];
    return [
      {
        chainId: n.chainId,
        chainName: chain.name,
        collection: n.collection.address,
        name: n.collection.name,
        symbol: n.collection.symbol,
        tokenId: n.tokenId,
      },
    ];
  });
}

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
      },
    ];
  });
}

const chainsKey = (config: RuntimeConfig | undefined) => config?.chains.map((c) => c.chainId).join(',');

export const nftsQuery = (owner: Address, config: RuntimeConfig | undefined) => ({
  queryKey: ['ownedNfts', owner.toLowerCase(), chainsKey(config)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => loadNftRows(owner, config!, signal),
  enabled: config !== undefined,
});

export const positionsQuery = (owner: Address, config: RuntimeConfig | undefined) => ({
  queryKey: ['ownedPositions', owner.toLowerCase(), chainsKey(config)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => loadPositionRows(owner, config!, signal),
  enabled: config !== undefined,
});
