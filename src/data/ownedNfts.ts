// The account's NFTs on every chain (its liquidity positions: src/data/positions.ts), from the indexer (its nft_item
// table, kept by its Transfer handlers): nothing here scans a chain's logs. Stored as JSON (ids as strings), refreshed
// on new blocks with the drawer's other reads.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { dataApiUrl, fetchData, type NftsResponse } from './dataApi';
import { chainIdsOf, chainsKey } from './positions';
import type { RuntimeChain, RuntimeConfig } from './runtimeConfig';

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

export type OwnedNftsQueryParameters = { owner: Address; config: RuntimeConfig | undefined };

/** Every account's NFTs: what a send (an NFT leaving the wallet) invalidates. */
export const ownedNftsRootKey = ['ownedNfts'] as const;

/** The owner is lower-cased, so a checksummed and a lower-case address share one entry. */
export const ownedNftsQueryKey = ({ owner, config }: OwnedNftsQueryParameters) =>
  [...ownedNftsRootKey, owner.toLowerCase(), chainsKey(config)] as const;

/**
 * The account's NFTs, position NFTs left out.
 * @example
 * const nfts = useQuery(ownedNftsQueryOptions({ owner: address, config }));
 */
export function ownedNftsQueryOptions(parameters: OwnedNftsQueryParameters) {
  const { owner, config } = parameters;
  return queryOptions({
    queryKey: ownedNftsQueryKey(parameters),
    queryFn: ({ signal }) => loadNftRows(owner, config!, signal),
    enabled: config !== undefined,
  });
}
