// The ERC721 items an account owns in known collections, read from the chain: Transfer logs to the owner name the
// candidates, one multicall of ownerOf keeps those it still holds (the collections need not be enumerable).
import type { Address, PublicClient } from 'viem';
import { erc721Abi } from './abis/erc721.ts';

export type NftCollection = { address: Address; name: string; symbol: string };

export type OwnedNft = { collection: NftCollection; tokenId: bigint };

export type LoadOwnedNftsParameters = {
  owner: Address;
  collections: readonly NftCollection[];
  /** Where the collections' history starts (their deployment block). */
  fromBlock: bigint;
  blockNumber?: bigint;
};

/**
 * @example const nfts = await loadOwnedNfts(client, { owner, collections, fromBlock: 0n })
 */
export async function loadOwnedNfts(client: PublicClient, parameters: LoadOwnedNftsParameters): Promise<OwnedNft[]> {
  const { owner, collections, fromBlock } = parameters;
  if (collections.length === 0) return [];
  const blockNumber = parameters.blockNumber ?? (await client.getBlockNumber({ cacheTime: 0 }));
  const logs = await client.getLogs({
    address: collections.map((c) => c.address),
    event: erc721Abi[4],
    args: { to: owner },
    fromBlock,
    toBlock: blockNumber,
  });
  const byAddress = new Map(collections.map((c) => [c.address.toLowerCase(), c]));
  const seen = new Map<string, OwnedNft>();
  for (const log of logs) {
    const collection = byAddress.get(log.address.toLowerCase());
    if (!collection || log.args.tokenId === undefined) continue;
    seen.set(`${collection.address.toLowerCase()}:${log.args.tokenId}`, { collection, tokenId: log.args.tokenId });
  }
  const candidates = [...seen.values()];
  const owners = await client.multicall({
    contracts: candidates.map(
      (c) => ({ address: c.collection.address, abi: erc721Abi, functionName: 'ownerOf', args: [c.tokenId] }) as const,
    ),
    blockNumber,
    deployless: true,
    allowFailure: true,
  });
  return candidates
    .filter((_, i) => {
      const result = owners[i];
      return result?.status === 'success' && (result.result as string).toLowerCase() === owner.toLowerCase();
    })
    .sort(
      (a, b) =>
        a.collection.name.localeCompare(b.collection.name) ||
        (a.tokenId < b.tokenId ? -1 : a.tokenId > b.tokenId ? 1 : 0),
    );
}
