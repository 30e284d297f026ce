// Ponder config: both devnet chains (or any manifest-shaped chain list), PGlite by default, Postgres with DATABASE_URL.
import { createConfig, factory } from 'ponder';
import { getAbiItem, type Address } from 'viem';
import {
  erc20Abi,
  erc721Abi,
  nonfungiblePositionManagerAbi,
  poolManagerAbi,
  uniswapV2FactoryAbi,
  uniswapV2PairAbi,
  uniswapV3FactoryAbi,
  uniswapV3PoolAbi,
  uniswapV3StakerAbi,
  wethAbi,
} from './abis.ts';
import { loadIndexedChains } from './indexedChains.ts';

const chains = loadIndexedChains();
const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Ponder's adaptive limiter starts at 20 requests/s per RPC URL; each repeat of the URL adds a bucket (local node). */
const RPC_BUCKETS = Number(process.env.SLUICE_INDEXER_RPC_BUCKETS ?? 8);
/** How often Ponder asks each chain for its latest block (ms); the e2e stack asks more often (harness/globalSetup.ts). */
const POLLING_INTERVAL_MS = Number(process.env.SLUICE_INDEXER_POLLING_MS ?? 500);

function perChain<T>(pick: (chain: (typeof chains)[number]) => T, only = (_: (typeof chains)[number]) => true) {
  return Object.fromEntries(chains.filter(only).map((chain) => [chain.key, pick(chain)]));
}

export default createConfig({
  database: process.env.DATABASE_URL
    ? { kind: 'postgres', connectionString: process.env.DATABASE_URL }
    : { kind: 'pglite', directory: process.env.SLUICE_INDEXER_DB_DIR || '.ponder/pglite' },
  ordering: 'multichain',
  chains: perChain((chain) => ({
    id: chain.chainId,
    rpc: Array.from({ length: RPC_BUCKETS }, () => chain.rpcUrl),
    pollingInterval: POLLING_INTERVAL_MS,
    ethGetLogsBlockRange: 10_000,
  })),
  contracts: {
    UniswapV2Factory: {
      abi: uniswapV2FactoryAbi,
      chain: perChain((chain) => ({
        address: chain.manifest.contracts.UniswapV2Factory,
        startBlock: chain.manifest.startBlock,
      })),
    },
    UniswapV2Pair: {
      abi: uniswapV2PairAbi,
      chain: perChain((chain) => ({
        address: factory({
          address: chain.manifest.contracts.UniswapV2Factory,
          event: getAbiItem({ abi: uniswapV2FactoryAbi, name: 'PairCreated' }),
          parameter: 'pair',
        }),
        startBlock: chain.manifest.startBlock,
      })),
    },
    UniswapV3Factory: {
      abi: uniswapV3FactoryAbi,
      chain: perChain((chain) => ({
        address: chain.manifest.contracts.UniswapV3Factory,
        startBlock: chain.manifest.startBlock,
      })),
    },
    UniswapV3Pool: {
      abi: uniswapV3PoolAbi,
      chain: perChain((chain) => ({
        address: factory({
          address: chain.manifest.contracts.UniswapV3Factory,
          event: getAbiItem({ abi: uniswapV3FactoryAbi, name: 'PoolCreated' }),
          parameter: 'pool',
        }),
        startBlock: chain.manifest.startBlock,
      })),
    },
    PoolManager: {
      abi: poolManagerAbi,
      chain: perChain((chain) => ({
        address: chain.manifest.contracts.PoolManager,
        startBlock: chain.manifest.startBlock,
      })),
    },
    // v3 position liquidity (their owners come from the ERC721 Transfer below).
    NonfungiblePositionManager: {
      abi: nonfungiblePositionManagerAbi,
      chain: perChain((chain) => ({
        address: chain.manifest.contracts.NonfungiblePositionManager,
        startBlock: chain.manifest.startBlock,
      })),
    },
    // LP rewards (UniswapV3Staker): incentives, and the owners of the positions deposited in it.
    UniswapV3Staker: {
      abi: uniswapV3StakerAbi,
      // a network without a staker listens at the zero address, where no log is ever emitted (Ponder needs the
      // contract on every chain its handlers name)
      chain: perChain((chain) => ({
        address: (chain.manifest.contracts.UniswapV3Staker ?? ZERO_ADDRESS) as Address,
        startBlock: chain.manifest.startBlock,
      })),
    },
    // Transfers of the listed tokens only (a real chain's every ERC20 is out of reach); a chain listing none has none.
    ERC20: {
      abi: erc20Abi,
      chain: perChain(
        (chain) => ({
          address: chain.manifest.tokens.map((t) => t.address) as Address[],
          startBlock: chain.manifest.startBlock,
        }),
        (chain) => chain.manifest.tokens.length > 0,
      ),
    },
    // WETH mints on deposit and burns on withdrawal without a Transfer event.
    WETH9: {
      abi: wethAbi,
      chain: perChain((chain) => ({ address: chain.wrappedNative as Address, startBlock: chain.manifest.startBlock })),
    },
    // NFT collections and the two position managers (v3 NonfungiblePositionManager, v4 PositionManager) are ERC721s.
    ERC721: {
      abi: erc721Abi,
      chain: perChain((chain) => ({
        address: [
          ...chain.manifest.nftCollections.map((c) => c.address),
          chain.manifest.contracts.NonfungiblePositionManager,
          chain.manifest.contracts.PositionManager,
        ] as Address[],
        startBlock: chain.manifest.startBlock,
      })),
    },
  },
});
