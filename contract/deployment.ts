// contract/: what the app, the server and the devnet agree on, so none of them has to import another to know it. The
// chain deployment a network must offer (this file), the data API's wire types, the runtime config, token list and
// limit-order shapes the services serve, and the ABIs and calldata encoders of the protocol's contracts. Named
// `contract` because it is the agreement every side is held to (a real chain's manifest and hosted services meet the
// same one), not a piece of any side; and an ABI is a contract's own interface. It sits at the bottom of the layer
// table (eslint.config.js): it imports viem (and node:fs for readManifest), never src/, server/ or devnet/.
import { readFileSync } from 'node:fs';
import type { Address, Hex } from 'viem';

/**
 * A deployment of the protocol on one or more chains: what the services server, the indexer and the app are pointed at.
 * The devnet writes one to `.devnet/deployments.json`; a real network's is written by hand (README "Pointing Sluice at
 * a real chain").
 */
export type DeploymentManifest = {
  /** Hash of the seed inputs and artifact versions that produced this state. */
  cacheKey: string;
  generatedAt: string;
  /** Chain time of the first and last seeded block (unix seconds). */
  history: { fromTimestamp: number; toTimestamp: number };
  chains: Record<string, ChainDeployment>;
};

/** The UniswapX contracts of a chain with limit orders. */
export type UniswapXContractName = 'ExclusiveDutchOrderReactor' | 'OrderQuoter';

/** ENS's contracts on a chain with a name service. */
export type NameContracts = { ENSRegistry: Address; ENSPublicResolver: Address; ENSUniversalResolver: Address };
/** A name registered on the chain, and whether it is its address's primary name. */
export type NameManifest = { name: string; address: Address; primary: boolean };

export type ChainDeployment = {
  chainId: number;
  name: string;
  rpcUrl: string;
  /** Every protocol contract by the artifact's name: WETH9, Permit2, UniswapV2Factory, ...; SpokePool is Across's
   * bridge pool (its proxy) on a chain the bridge reaches. */
  contracts: Record<ContractName, Address> &
    Partial<Record<UniswapXContractName | 'UniswapV3Staker' | 'SpokePool' | keyof NameContracts, Address>>;
  tokens: TokenManifest[];
  pools: PoolManifest[];
  nftCollections: NftCollectionManifest[];
  /** ENS names seeded for dev accounts (a chain without a name service has none). */
  names?: NameManifest[];
  /** Block at which the protocol was deployed: indexers start here. */
  startBlock: number;
  /** The smart wallet's EIP-7702 delegate on this chain; a chain without one offers no atomic batching (spec §4). */
  delegation?: SmartWalletDelegation;
};

/**
 * The contract an account delegates to under EIP-7702 to become the app's smart wallet (spec §3 "Delegation details":
 * `latestDelegationAddress`). `latest` is the one new upgrades point at; an account delegated to it is "delegated to
 * Uniswap" in the trading API's words. It executes ERC-7821 `execute(bytes32 mode, bytes calls)` when the account
 * calls itself.
 */
export type SmartWalletDelegation = {
  /** Address of the delegate new upgrades use. */
  latest: Address;
  /** The delegate's artifact, for people reading the manifest: the devnet deploys MetaMask's stateless DeleGator. */
  contractName: string;
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

/** Reads a deployment manifest (the devnet's `.devnet/deployments.json`, or a real network's). */
export function readManifest(path: string): DeploymentManifest {
  return JSON.parse(readFileSync(path, 'utf8')) as DeploymentManifest;
}
