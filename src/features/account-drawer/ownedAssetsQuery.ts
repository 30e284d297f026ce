// The account's NFTs and liquidity positions on every chain, read from the chain, stored as JSON (ids as strings).
import type { Address } from 'viem';
import { loadOwnedNfts } from '../../chain/nfts';
import { loadOwnedPositions } from '../../chain/positions';
import type { RuntimeConfig } from '../../data/runtimeConfig';
import { publicClientFor } from '../../chain/clients';

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

export async function loadNftRows(owner: Address, config: RuntimeConfig): Promise<NftRow[]> {
  const perChain = await Promise.all(
    config.chains.map(async (chain) => {
      const nfts = await loadOwnedNfts(publicClientFor(chain), {
        owner,
        collections: chain.nftCollections ?? [],
        fromBlock: BigInt(chain.startBlock),
      });
      return nfts.map((n) => ({
        chainId: chain.chainId,
        chainName: chain.name,
        collection: n.collection.address,
        name: n.collection.name,
        symbol: n.collection.symbol,
        tokenId: n.tokenId.toString(),
      }));
    }),
  );
  return perChain.flat();
}

export async function loadPositionRows(owner: Address, config: RuntimeConfig): Promise<PositionRow[]> {
  const perChain = await Promise.all(
    config.chains.map(async (chain) => {
      const positions = await loadOwnedPositions(publicClientFor(chain), {
        owner,
        pools: chain.pools,
        contracts: chain.contracts,
        fromBlock: BigInt(chain.startBlock),
      });
      return positions.map(
        (p): PositionRow => ({
          chainId: chain.chainId,
          chainName: chain.name,
          version: p.version,
          id: p.version === 'v2' ? p.pool : p.tokenId.toString(),
          token0: p.token0,
          token1: p.token1,
          fee: p.fee,
          status: p.status,
        }),
      );
    }),
  );
  return perChain.flat();
}

const chainsKey = (config: RuntimeConfig | undefined) => config?.chains.map((c) => c.chainId).join(',');

export const nftsQuery = (owner: Address, config: RuntimeConfig | undefined) => ({
  queryKey: ['ownedNfts', owner.toLowerCase(), chainsKey(config)] as const,
  queryFn: () => loadNftRows(owner, config!),
  enabled: config !== undefined,
});

export const positionsQuery = (owner: Address, config: RuntimeConfig | undefined) => ({
  queryKey: ['ownedPositions', owner.toLowerCase(), chainsKey(config)] as const,
  queryFn: () => loadPositionRows(owner, config!),
  enabled: config !== undefined,
});
