// The seeded NFT collections' content (issue 15): for each item a deterministic SVG image and ERC-721 metadata JSON
// (name, description, image, attributes), addressed as IPFS addresses them (CIDv1, raw codec, sha2-256). The devnet
// mints each token with `ipfs://<metadata CID>` as its URI; the services server's IPFS gateway sandbox serves the same
// bytes by CID, so a wallet reads them as it would any collection's on a public chain.
import { createHash } from 'node:crypto';
import { CID } from 'multiformats/cid';
import * as raw from 'multiformats/codecs/raw';
import { sha256 } from 'multiformats/hashes/sha2';

export type CollectibleFile = { cid: string; bytes: Uint8Array<ArrayBuffer>; contentType: string };
export type CollectibleAttribute = { trait_type: string; value: string };
export type CollectibleMetadata = {
  name: string;
  description: string;
  image: string;
  attributes: CollectibleAttribute[];
};

const TRAITS = {
  Background: ['Harbour', 'Dusk', 'Moss', 'Sand', 'Slate', 'Coral'],
  Body: ['Round', 'Square', 'Diamond', 'Hexagon'],
  Eyes: ['Wide', 'Sleepy', 'Star', 'Visor'],
  Accessory: ['None', 'None', 'None', 'Cap', 'Crown', 'Scarf'],
} as const;

const BACKGROUNDS: Record<string, string> = {
  Harbour: '#1f6fb2',
  Dusk: '#6b3fa0',
  Moss: '#3e7d3a',
  Sand: '#c8a24a',
  Slate: '#4a5561',
  Coral: '#d35d4f',
};

/** The item's traits, from a hash of its collection and id: the same item always looks the same. */
function traitsOf(symbol: string, tokenId: number): Record<keyof typeof TRAITS, string> {
  const seed = createHash('sha256').update(`${symbol}#${tokenId}`).digest();
  const pick = <K extends keyof typeof TRAITS>(key: K, byte: number) => TRAITS[key][seed[byte]! % TRAITS[key].length]!;
  return {
    Background: pick('Background', 0),
    Body: pick('Body', 1),
    Eyes: pick('Eyes', 2),
    Accessory: pick('Accessory', 3),
  };
}

const BODY_SHAPES: Record<string, string> = {
  Round: '<circle cx="100" cy="112" r="58"/>',
  Square: '<rect x="46" y="58" width="108" height="108" rx="12"/>',
  Diamond: '<polygon points="100,46 166,112 100,178 34,112"/>',
  Hexagon: '<polygon points="100,50 156,82 156,142 100,174 44,142 44,82"/>',
};

const EYES: Record<string, string> = {
  Wide: '<circle cx="80" cy="104" r="10" fill="#fff"/><circle cx="120" cy="104" r="10" fill="#fff"/><circle cx="82" cy="106" r="4"/><circle cx="122" cy="106" r="4"/>',
  Sleepy: '<path d="M70 106h20M110 106h20" stroke="#111" stroke-width="5" stroke-linecap="round"/>',
  Star: '<path d="M80 94l3 8h8l-6 5 2 8-7-5-7 5 2-8-6-5h8zM120 94l3 8h8l-6 5 2 8-7-5-7 5 2-8-6-5h8z" fill="#ffd84a"/>',
  Visor:
    '<rect x="64" y="96" width="72" height="18" rx="9" fill="#111"/><rect x="70" y="100" width="60" height="6" rx="3" fill="#5ef"/>',
};

const ACCESSORIES: Record<string, string> = {
  None: '',
  Cap: '<path d="M58 64q42-34 84 0z" fill="#222"/><rect x="100" y="60" width="50" height="6" rx="3" fill="#222"/>',
  Crown: '<polygon points="66,62 78,36 92,56 100,30 108,56 122,36 134,62" fill="#f5c518"/>',
  Scarf: '<rect x="52" y="150" width="96" height="14" rx="7" fill="#e8e8e8"/>',
};

function artwork(name: string, traits: Record<keyof typeof TRAITS, string>): string {
  const body = BODY_SHAPES[traits.Body]!;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" role="img" aria-label="${name}">`,
    `<rect width="200" height="200" fill="${BACKGROUNDS[traits.Background]}"/>`,
    `<g fill="#f2efe6" stroke="#111" stroke-width="3">${body}</g>`,
    EYES[traits.Eyes],
    ACCESSORIES[traits.Accessory],
    '</svg>',
  ].join('');
}

async function fileOf(bytes: Uint8Array<ArrayBuffer>, contentType: string): Promise<CollectibleFile> {
  const cid = CID.create(1, raw.code, await sha256.digest(bytes));
  return { cid: cid.toString(), bytes, contentType };
}

/** One item's image and metadata files, and the token URI that names the metadata. */
export async function collectibleContent(
  collection: { name: string; symbol: string },
  tokenId: number,
): Promise<{ tokenUri: string; metadata: CollectibleMetadata; files: CollectibleFile[] }> {
  const name = `${collection.name} #${tokenId}`;
  const traits = traitsOf(collection.symbol, tokenId);
  const image = await fileOf(new TextEncoder().encode(artwork(name, traits)), 'image/svg+xml');
  const metadata: CollectibleMetadata = {
    name,
    description: `${collection.name} is a collection seeded on the Sluice devnet.`,
    image: `ipfs://${image.cid}`,
    attributes: Object.entries(traits).map(([trait_type, value]) => ({ trait_type, value })),
  };
  const json = await fileOf(new TextEncoder().encode(JSON.stringify(metadata)), 'application/json');
  return { tokenUri: `ipfs://${json.cid}`, metadata, files: [image, json] };
}
