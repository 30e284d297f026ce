import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Address, Hex } from 'viem';
import type { NameContracts, NameManifest } from './deployNames.ts';
import type { UniswapXContractName } from './deployUniswapX.ts';

/** What the devnet writes to `.devnet/deployments.json`; the app, the server and the indexer read it. */
export type DevnetManifest = {
  /** Hash of the seed inputs and artifact versions that produced this state. */
  cacheKey: string;
  generatedAt: string;
  /** Chain time of the first and last seeded block (unix seconds). */
  history: { fromTimestamp: number; toTimestamp: number };
  chains: Record<string, ChainManifest>;
};

export type ChainManifest = {
  chainId: number;
  name: string;
  rpcUrl: string;
  /** Every protocol contract by the artifact's name: WETH9, Permit2, UniswapV2Factory, ... */
  contracts: Record<ContractName, Address> &
    Partial<Record<UniswapXContractName | 'UniswapV3Staker' | keyof NameContracts, Address>>;
  tokens: TokenManifest[];
  pools: PoolManifest[];
  nftCollections: NftCollectionManifest[];
  /** ENS names seeded for dev accounts (a chain without a name service has none). */
  names?: NameManifest[];
  /** Block at which the protocol was deployed: indexers start here. */
  startBlock: number;
};

export type ContractName =
  | 'WETH9'
  | 'Permit2'
  | 'UniswapV2Factory'
  | 'UniswapV2Router02'
  | 'UniswapV3Factory'
  | 'NFTDescriptor'
  | 'NonfungibleTokenPositionDescriptor'
  | 'NonfungiblePositionManager'
  | 'QuoterV2'
  | 'TickLens'
  | 'UniswapInterfaceMulticall'
  | 'PoolManager'
  | 'PositionDescriptor'
  | 'PositionManager'
  | 'StateView'
  | 'V4Quoter'
  | 'UniversalRouter';

export type TokenFlag = 'stablecoin' | 'feeOnTransfer' | 'blocked' | 'spam' | 'wrappedNative';

export type TokenManifest = {
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  /** Colour for logos and the landing page's floating tokens. */
  color: string;
  flags: TokenFlag[];
  /** Fee in basis points taken on transfer (fee-on-transfer token only). */
  transferFeeBips?: number;
};

export type PoolManifest =
  | {
      version: 'v2';
      address: Address;
      token0: Address;
      token1: Address;
      fee: 3000;
    }
  | {
      version: 'v3';
      address: Address;
      token0: Address;
      token1: Address;
      fee: number;
      tickSpacing: number;
    }
  | {
      version: 'v4';
      /** keccak256 of the encoded PoolKey. */
      poolId: Hex;
      /** currency0 is the zero address for native ETH. */
      token0: Address;
      token1: Address;
      fee: number;
      tickSpacing: number;
      hooks: Address;
      /** Name of the hook artifact when hooks is not the zero address. */
      hookName?: string;
    };

export type NftCollectionManifest = {
  address: Address;
  name: string;
  symbol: string;
  /** tokenId -> owner at the end of seeding. */
  items: { tokenId: number; owner: Address }[];
};

export const DEVNET_DIR = resolve(import.meta.dirname, '..', '.devnet');
export const MANIFEST_PATH = resolve(DEVNET_DIR, 'deployments.json');

/** Reads the manifest the running (or last started) devnet wrote. */
export function readManifest(path: string = MANIFEST_PATH): DevnetManifest {
  return JSON.parse(readFileSync(path, 'utf8')) as DevnetManifest;
}
