// An NFT's metadata (spec §3 "NFT": traits; issue 15): the token's URI read from its contract (ERC-721 tokenURI), its
// JSON fetched through the configured IPFS gateway when the URI is ipfs:// (the services server's sandbox on the
// devnet, a public gateway on a real chain), over https, or decoded from a data: URI. Read per item when shown, cached
// by TanStack Query: nothing is indexed or scanned for it.
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { z } from 'zod';
import { erc721Abi } from '../../contract/abis/erc721';
import { publicClientFor } from '../chain/clients';
import type { RuntimeChain, RuntimeConfig } from './runtimeConfig';

export type NftMetadata = {
  name?: string;
  description?: string;
  /** A URL the browser can load (gateway-resolved), when the metadata names an image. */
  imageUrl?: string;
  attributes: { traitType: string; value: string }[];
};

const metadataSchema = z.object({
  name: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
  image: z.string().max(100_000).optional(),
  attributes: z
    .array(z.object({ trait_type: z.string().max(100).optional(), value: z.union([z.string(), z.number()]) }))
    .max(100)
    .optional(),
});

const DEFAULT_GATEWAY = '/ipfs/';

/**
 * The URL to fetch a token URI (or an image URI) from: ipfs:// through the gateway, http(s) and data: as they are;
 * undefined for anything else (javascript:, unknown schemes).
 *
 * @example
 * resolveTokenUri('ipfs://bafy.../1.json', '/ipfs/') // '/ipfs/bafy.../1.json'
 */
export function resolveTokenUri(uri: string, gateway: string = DEFAULT_GATEWAY): string | undefined {
  const trimmed = uri.trim();
  const ipfs = /^ipfs:\/\/(?:ipfs\/)?(.+)$/i.exec(trimmed);
  if (ipfs) return `${gateway.endsWith('/') ? gateway : `${gateway}/`}${ipfs[1]}`;
  if (/^https?:\/\//i.test(trimmed)) return trimmed;
  if (/^data:(application\/json|image\/)/i.test(trimmed)) return trimmed;
  return undefined;
}

/** A data: URI's text (on-chain metadata); anything else fetched (connect-src allows no data: URLs). */
async function fetchText(url: string, signal?: AbortSignal): Promise<string> {
  const data = /^data:[^,]*?(;base64)?,(.*)$/is.exec(url);
  if (data) {
    if (!data[1]) return decodeURIComponent(data[2]!);
    return new TextDecoder().decode(Uint8Array.from(atob(data[2]!), (ch) => ch.charCodeAt(0)));
  }
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`NFT metadata: HTTP ${response.status}`);
  return response.text();
}

/** Reads the token's URI and its metadata; throws when either cannot be read or the JSON is not metadata. */
export async function loadNftMetadata(
  chain: RuntimeChain,
  config: RuntimeConfig,
  collection: Address,
  tokenId: bigint,
  signal?: AbortSignal,
): Promise<NftMetadata> {
  const gateway = config.ipfsGatewayUrl ?? DEFAULT_GATEWAY;
  const uri = await publicClientFor(chain).readContract({
    address: collection,
    abi: erc721Abi,
    functionName: 'tokenURI',
    args: [tokenId],
  });
  const url = resolveTokenUri(uri, gateway);
  if (!url) throw new Error('The token URI names no metadata this app can read');
  const metadata = metadataSchema.parse(JSON.parse(await fetchText(url, signal)));
  return {
    name: metadata.name,
    description: metadata.description,
    imageUrl: metadata.image ? resolveTokenUri(metadata.image, gateway) : undefined,
    attributes: (metadata.attributes ?? []).map((a) => ({ traitType: a.trait_type ?? '', value: String(a.value) })),
  };
}

export const nftMetadataQuery = (
  chain: RuntimeChain | undefined,
  config: RuntimeConfig | undefined,
  collection: Address,
  tokenId: bigint,
) => ({
  queryKey: ['nftMetadata', chain?.chainId, collection.toLowerCase(), tokenId.toString()] as const,
  queryFn: ({ signal }: { signal?: AbortSignal }) => loadNftMetadata(chain!, config!, collection, tokenId, signal),
  enabled: chain !== undefined && config !== undefined,
  // token metadata rarely changes; an ipfs:// one never does
  staleTime: 60 * 60 * 1000,
});

/** Every NFT's owner: what a send (an NFT changing hands) invalidates. */
export const nftOwnerRootKey = ['nftOwner'] as const;

/** The token's owner now, from its contract. */
export const nftOwnerQuery = (chain: RuntimeChain | undefined, collection: Address, tokenId: bigint) => ({
  queryKey: [...nftOwnerRootKey, chain?.chainId, collection.toLowerCase(), tokenId.toString()] as const,
  queryFn: () =>
    publicClientFor(chain!).readContract({
      address: collection,
      abi: erc721Abi,
      functionName: 'ownerOf',
      args: [tokenId],
    }),
  enabled: chain !== undefined,
});

export type NftCollectionNameQueryParameters = { chain: RuntimeChain; collection: Address | undefined };

export const nftCollectionNameQueryKey = ({ chain, collection }: NftCollectionNameQueryParameters) =>
  ['nftCollectionName', chain.chainId, collection] as const;

/**
 * The collection's `name()`, for an item whose metadata has no name; a contract's name does not change.
 * @example
 * const collectionName = useQuery(nftCollectionNameQueryOptions({ chain, collection: nft?.collection }));
 */
export function nftCollectionNameQueryOptions(parameters: NftCollectionNameQueryParameters) {
  const { chain, collection } = parameters;
  return queryOptions({
    queryKey: nftCollectionNameQueryKey(parameters),
    enabled: collection !== undefined,
    queryFn: () => publicClientFor(chain).readContract({ address: collection!, abi: erc721Abi, functionName: 'name' }),
    staleTime: Infinity,
  });
}
