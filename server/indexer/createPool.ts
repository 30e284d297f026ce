// A pool's row when its factory (v2, v3) or the PoolManager (v4) creates it: its tokens known, its state empty until
// its own events fill it in.
import type { Context } from 'ponder:registry';
import { pool as poolTable } from 'ponder:schema';
import type { Address, Hex } from 'viem';
import { ensureToken, poolId } from './pricing.ts';

const NO_HOOKS = '0x0000000000000000000000000000000000000000';

export async function createPool(
  context: Context,
  created: {
    version: 'v2' | 'v3' | 'v4';
    /** The pair or pool contract (v2, v3) or the v4 pool id. */
    address: Hex;
    token0: Address;
    token1: Address;
    fee: number;
    tickSpacing: number;
    hooks?: Address;
    sqrtPriceX96?: bigint;
    tick?: number;
    timestamp: bigint;
  },
): Promise<void> {
  const chainId = context.chain.id;
  await ensureToken(context, chainId, created.token0);
  await ensureToken(context, chainId, created.token1);
  await context.db.insert(poolTable).values({
    id: poolId(chainId, created.address),
    chainId,
    version: created.version,
    address: created.address.toLowerCase() as Hex,
    token0: created.token0.toLowerCase() as Address,
    token1: created.token1.toLowerCase() as Address,
    fee: created.fee,
    tickSpacing: created.tickSpacing,
    hooks: (created.hooks ?? NO_HOOKS).toLowerCase() as Address,
    sqrtPriceX96: created.sqrtPriceX96 ?? 0n,
    liquidity: 0n,
    reserve0: 0n,
    reserve1: 0n,
    tick: created.tick ?? 0,
    tvlUSD: 0,
    createdAt: Number(created.timestamp),
  });
}
