// Devnet tests that run no indexer find a pool's tick words the slow way: every TickBitmap word of the whole tick range,
// read from the chain. The app never does this (the indexer's tick table names the words); tests use it as the
// indexer's stand-in and as an independent check of it.
import type { PublicClient } from 'viem';
import type { ChainDeployment, PoolManifest } from '../../contract/deployment.ts';
import { uniswapV3PoolAbi } from '../../contract/abis/v3.ts';
import { stateViewAbi } from '../../contract/abis/v4.ts';
import { type RoutablePool, loadPoolSnapshots } from '../../src/chain/loadPoolSnapshots.ts';
import { tickWordOf } from '../../src/chain/poolState.ts';
import { MAX_TICK, MIN_TICK } from '../../workers/math/tickMath.ts';

const scanned = new Map<string, Promise<number[]>>();

/** The words of a pool's bitmap that hold at least one initialized tick, at `blockNumber` (one scan per pool and block). */
export function tickWordsFromChain(
  client: PublicClient,
  chain: ChainDeployment,
  pool: PoolManifest,
  blockNumber: bigint,
): Promise<number[]> {
  if (pool.version === 'v2') return Promise.resolve([]);
  const key = `${chain.rpcUrl}:${pool.version === 'v3' ? pool.address : pool.poolId}:${blockNumber}`;
  let words = scanned.get(key);
  if (!words) scanned.set(key, (words = scanTickWords(client, chain, pool, blockNumber)));
  return words;
}

async function scanTickWords(
  client: PublicClient,
  chain: ChainDeployment,
  pool: Exclude<PoolManifest, { version: 'v2' }>,
  blockNumber: bigint,
): Promise<number[]> {
  const words: number[] = [];
  for (let w = tickWordOf(MIN_TICK, pool.tickSpacing); w <= tickWordOf(MAX_TICK, pool.tickSpacing); w++) words.push(w);
  const bitmaps = await client.multicall({
    contracts: words.map((word) =>
      pool.version === 'v3'
        ? ({ address: pool.address, abi: uniswapV3PoolAbi, functionName: 'tickBitmap', args: [word] } as const)
        : ({
            address: chain.contracts.StateView,
            abi: stateViewAbi,
            functionName: 'getTickBitmap',
            args: [pool.poolId, word],
          } as const),
    ),
    allowFailure: false,
    deployless: true,
    blockNumber,
  });
  return words.filter((_, i) => (bitmaps[i] as bigint) !== 0n);
}

/** The manifest's pools as routing candidates, their tick words read from the chain. */
export async function routablePoolsFromChain(
  client: PublicClient,
  chain: ChainDeployment,
  blockNumber: bigint,
): Promise<RoutablePool[]> {
  return Promise.all(
    chain.pools.map(async (pool) => ({
      ...pool,
      tickWords: await tickWordsFromChain(client, chain, pool, blockNumber),
    })),
  );
}

/** Snapshots of every manifest pool at the latest block, as the routing worker would read them. */
export async function snapshotsFromChain(client: PublicClient, chain: ChainDeployment) {
  const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
  const pools = await routablePoolsFromChain(client, chain, blockNumber);
  return loadPoolSnapshots(client, { pools, contracts: chain.contracts, blockNumber });
}
