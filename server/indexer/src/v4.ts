// Uniswap v4: pools from the PoolManager's Initialize; holdings from liquidity changes and swap deltas.
import { ponder } from 'ponder:registry';
import { pool } from 'ponder:schema';
import { liquidityAmounts } from '../poolMath.ts';
import { createPool } from '../createPool.ts';
import { poolId, recordSwap, repriceTokens } from '../pricing.ts';

ponder.on('PoolManager:Initialize', async ({ event, context }) => {
  await createPool(context, {
    version: 'v4',
    address: event.args.id,
    token0: event.args.currency0,
    token1: event.args.currency1,
    fee: event.args.fee,
    tickSpacing: event.args.tickSpacing,
    hooks: event.args.hooks,
    sqrtPriceX96: event.args.sqrtPriceX96,
    timestamp: event.block.timestamp,
  });
});

ponder.on('PoolManager:ModifyLiquidity', async ({ event, context }) => {
  const id = poolId(context.chain.id, event.args.id);
  const row = await context.db.find(pool, { id });
  if (!row) return;
  const [amount0, amount1] = liquidityAmounts(
    row.sqrtPriceX96,
    event.args.tickLower,
    event.args.tickUpper,
    event.args.liquidityDelta,
  );
  await context.db.update(pool, { id }).set({ reserve0: row.reserve0 + amount0, reserve1: row.reserve1 + amount1 });
});

ponder.on('PoolManager:Swap', async ({ event, context }) => {
  const chainId = context.chain.id;
  const id = poolId(chainId, event.args.id);
  // v4 reports the swapper's balance delta: negative is paid into the pool.
  const amount0 = -event.args.amount0;
  const amount1 = -event.args.amount1;
  const updated = await context.db.update(pool, { id }).set((row) => ({
    sqrtPriceX96: event.args.sqrtPriceX96,
    liquidity: event.args.liquidity,
    reserve0: row.reserve0 + amount0,
    reserve1: row.reserve1 + amount1,
  }));
  const [token0, token1] = await repriceTokens(context, updated, Number(event.block.timestamp));
  await recordSwap(context, event, { chainId, pool: id, token0, token1, amount0, amount1 });
});
