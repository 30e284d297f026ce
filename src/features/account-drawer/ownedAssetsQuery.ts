// The account's NFTs on every chain (its liquidity positions: src/data/positions.ts), from the indexer (its nft_item and position tables, kept
// by its Transfer, liquidity and ModifyLiquidity handlers): nothing here scans a chain's logs. Stored as JSON (ids as
// strings), refreshed on new blocks with the drawer's other reads.
import type { Address } from 'viem';
import { dataApiUrl, fetchData } from '../../data/dataApi';
import type { NftsResponse } from '../../data/dataApi';
import { chainIdsOf, chainsKey } from '../../data/positions';
import type { RuntimeChain, RuntimeConfig } from '../../data/runtimeConfig';

export type NftRow = {
  chainId: number;
  chainName: string;
  collection: string;
  name: string;
  symbol: string;
  tokenId: string;
};

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

export const nftsQuery = (owner: Address, config: RuntimeConfig | undefined) => ({
  queryKey: ['ownedNfts', owner.toLowerCase(), chainsKey(config)] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => loadNftRows(owner, config!, signal),
  enabled: config !== undefined,
});
