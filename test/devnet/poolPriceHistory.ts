// Every pool's mid price after every block, replayed from the events that set it (v2 Sync, v3/v4 Initialize and
// Swap), and the consistency the market's arbitrage promises (issue 11): whatever the block, one reference price per
// token keeps every pool within its fee (plus 0.1%) of it.
import { type Address, type Hex, type PublicClient, parseAbiItem, zeroAddress } from 'viem';
import type { ChainDeployment, PoolManifest } from '../../contract/deployment.ts';
import { decodeSqrtPriceX96 } from '../../workers/math/priceMath.ts';

/** The band of issue 11: a pool of fee f is consistent with a reference while |mid / reference - 1| <= f + 0.1%. */
export const CONSISTENCY_SLACK = 0.001;

const events = {
  sync: parseAbiItem('event Sync(uint112 reserve0, uint112 reserve1)'),
  v3Initialize: parseAbiItem('event Initialize(uint160 sqrtPriceX96, int24 tick)'),
  v3Swap: parseAbiItem(
    'event Swap(address indexed sender, address indexed recipient, int256 amount0, int256 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick)',
  ),
  v4Initialize: parseAbiItem(
    'event Initialize(bytes32 indexed id, address indexed currency0, address indexed currency1, uint24 fee, int24 tickSpacing, address hooks, uint160 sqrtPriceX96, int24 tick)',
  ),
  v4Swap: parseAbiItem(
    'event Swap(bytes32 indexed id, address indexed sender, int128 amount0, int128 amount1, uint160 sqrtPriceX96, uint128 liquidity, int24 tick, uint24 fee)',
  ),
};

export type PoolPrice = { pool: PoolManifest; name: string; mid: number };
export type PriceBlock = { blockNumber: bigint; prices: PoolPrice[] };

const poolId = (pool: PoolManifest) => (pool.version === 'v4' ? pool.poolId : pool.address).toLowerCase();

/** A pool's name for failure messages: `v3 WETH/USDC 0.05%`. */
export function poolName(chain: ChainDeployment, pool: PoolManifest): string {
  const symbol = (a: Address) =>
    a === zeroAddress ? 'ETH' : chain.tokens.find((t) => t.address.toLowerCase() === a.toLowerCase())!.symbol;
  return `${pool.version} ${symbol(pool.token0)}/${symbol(pool.token1)} ${pool.fee / 10_000}%`;
}

function decimalsOf(chain: ChainDeployment, address: Address): number {
  if (address === zeroAddress) return 18;
  return chain.tokens.find((t) => t.address.toLowerCase() === address.toLowerCase())!.decimals;
}

/** Every pool's mid price (token1 per token0, whole units) after each block in [fromBlock, toBlock] that changed one. */
export async function replayPoolPrices(
  client: PublicClient,
  chain: ChainDeployment,
  fromBlock: bigint,
  toBlock: bigint,
): Promise<PriceBlock[]> {
  const byId = new Map(chain.pools.map((p) => [poolId(p), p]));
  const v2 = chain.pools.flatMap((p) => (p.version === 'v2' ? [p.address] : []));
  const v3 = chain.pools.flatMap((p) => (p.version === 'v3' ? [p.address] : []));
  const range = { fromBlock, toBlock };
  const [syncs, v3Inits, v3Swaps, v4Inits, v4Swaps] = await Promise.all([
    client.getLogs({ address: v2, event: events.sync, ...range }),
    client.getLogs({ address: v3, event: events.v3Initialize, ...range }),
    client.getLogs({ address: v3, event: events.v3Swap, ...range }),
    client.getLogs({ address: chain.contracts.PoolManager, event: events.v4Initialize, ...range }),
    client.getLogs({ address: chain.contracts.PoolManager, event: events.v4Swap, ...range }),
  ]);
  type Update = { blockNumber: bigint; logIndex: number; id: string; mid: (pool: PoolManifest) => number };
  const d = (pool: PoolManifest) => [decimalsOf(chain, pool.token0), decimalsOf(chain, pool.token1)] as const;
  const fromSqrt = (sqrt: bigint) => (pool: PoolManifest) => decodeSqrtPriceX96(sqrt, ...d(pool));
  const updates: Update[] = [
    ...syncs.map((l) => ({
      ...l,
      id: l.address.toLowerCase(),
      mid: (pool: PoolManifest) => {
        const [d0, d1] = d(pool);
        return Number(l.args.reserve1!) / 10 ** d1 / (Number(l.args.reserve0!) / 10 ** d0);
      },
    })),
    ...[...v3Inits, ...v3Swaps].map((l) => ({
      ...l,
      id: l.address.toLowerCase(),
      mid: fromSqrt(l.args.sqrtPriceX96!),
    })),
    ...[...v4Inits, ...v4Swaps].map((l) => ({
      ...l,
      id: (l.args.id as Hex).toLowerCase(),
      mid: fromSqrt(l.args.sqrtPriceX96!),
    })),
  ]
    .filter((u) => byId.has(u.id))
    .sort((a, b) =>
      a.blockNumber === b.blockNumber ? a.logIndex - b.logIndex : a.blockNumber < b.blockNumber ? -1 : 1,
    );

  const current = new Map<string, PoolPrice>();
  const blocks: PriceBlock[] = [];
  for (let i = 0; i < updates.length; i++) {
    const update = updates[i]!;
    const pool = byId.get(update.id)!;
    current.set(update.id, { pool, name: poolName(chain, pool), mid: update.mid(pool) });
    if (updates[i + 1]?.blockNumber !== update.blockNumber)
      blocks.push({ blockNumber: update.blockNumber, prices: [...current.values()] });
  }
  return blocks;
}

/** The pair a pool trades, with native ETH counted as WETH, and the pool's log price of the pair's first token. */
function orient(price: PoolPrice, weth: Address) {
  const norm = (a: Address) => (a === zeroAddress ? weth : a).toLowerCase();
  const [a, b] = [norm(price.pool.token0), norm(price.pool.token1)];
  const flipped = a > b;
  const band = price.pool.fee / 1_000_000 + CONSISTENCY_SLACK;
  return {
    base: flipped ? b : a,
    quote: flipped ? a : b,
    logPrice: flipped ? -Math.log(price.mid) : Math.log(price.mid),
    // |mid / reference - 1| <= band bounds |log(mid / reference)| by -log(1 - band)
    logBand: -Math.log(1 - band),
  };
}

/**
 * What breaks the promise at one block: a pair whose pools admit no common reference price within their bands, or
 * a cycle of three pools (A/B, B/C, C/A) whose prices multiply to more than their bands allow.
 */
export function inconsistencies(prices: readonly PoolPrice[], weth: Address): string[] {
  const oriented = prices.map((p) => ({ ...orient(p, weth), name: p.name }));
  const byPair = new Map<string, typeof oriented>();
  for (const o of oriented) byPair.set(`${o.base}/${o.quote}`, [...(byPair.get(`${o.base}/${o.quote}`) ?? []), o]);
  const problems: string[] = [];
  for (const pools of byPair.values()) {
    if (pools.length < 2) continue;
    const low = Math.max(...pools.map((p) => p.logPrice - p.logBand));
    const high = Math.min(...pools.map((p) => p.logPrice + p.logBand));
    if (low > high)
      problems.push(`${pools.map((p) => `${p.name} at ${Math.exp(p.logPrice).toPrecision(6)}`).join(', ')} disagree`);
  }
  const tokens = [...new Set(oriented.flatMap((o) => [o.base, o.quote]))].sort();
  const pair = (x: string, y: string) => (x < y ? byPair.get(`${x}/${y}`) : byPair.get(`${y}/${x}`)) ?? [];
  // log price of x in y through one pool of the pair
  const along = (p: (typeof oriented)[number], x: string) => (p.base === x ? p.logPrice : -p.logPrice);
  for (const [i, a] of tokens.entries())
    for (const [j, b] of tokens.entries())
      for (const c of tokens.slice(Math.max(i, j) + 1)) {
        if (j <= i) continue;
        for (const ab of pair(a, b))
          for (const bc of pair(b, c))
            for (const ca of pair(c, a)) {
              const loop = along(ab, a) + along(bc, b) + along(ca, c);
              if (Math.abs(loop) > ab.logBand + bc.logBand + ca.logBand)
                problems.push(`${ab.name}, ${bc.name} and ${ca.name} loop to ${Math.exp(loop).toPrecision(6)}`);
            }
      }
  return problems;
}
