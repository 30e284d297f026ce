// Uniswap v3: pools from the factory; price and liquidity from Swap; holdings from Mint, Collect and Swap.
import { ponder } from 'ponder:registry';
import { pool } from 'ponder:schema';
import { createPool } from '../createPool.ts';
import { poolId, recordSwap, repriceTokens } from '../pricing.ts';

ponder.on('UniswapV3Factory:PoolCreated', async ({ event, context }) => {
  await createPool(context, {
    version: 'v3',
    address: event.args.pool,
    token0: event.args.token0,
    token1: event.args.token1,
    fee: event.args.fee,
    tickSpacing: event.args.tickSpacing,
    timestamp: event.block.timestamp,
  });
});

ponder.on('UniswapV3Pool:Initialize', async ({ event, context }) => {
  const id = poolId(context.chain.id, event.log.address);
  await context.db.update(pool, { id }).set({ sqrtPriceX96: event.args.sqrtPriceX96 });
});

ponder.on('UniswapV3Pool:Mint', async ({ event, context }) => {
  const id = poolId(context.chain.id, event.log.address);
  await context.db.update(pool, { id }).set((row) => ({
    reserve0: row.reserve0 + event.args.amount0,
    reserve1: row.reserve1 + event.args.amount1,
    liquidity: row.liquidity,
  }));
});

ponder.on('UniswapV3Pool:Collect', async ({ event, context }) => {
  const id = poolId(context.chain.id, event.log.address);
  await context.db.update(pool, { id }).set((row) => ({
    reserve0: row.reserve0 - event.args.amount0,
    reserve1: row.reserve1 - event.args.amount1,
  }));
});

ponder.on('UniswapV3Pool:Swap', async ({ event, context }) => {
  const chainId = context.chain.id;
  const id = poolId(chainId, event.log.address);
  const updated = await context.db.update(pool, { id }).set((row) => ({
    sqrtPriceX96: event.args.sqrtPriceX96,
    liquidity: event.args.liquidity,
    reserve0: row.reserve0 + event.args.amount0,
    reserve1: row.reserve1 + event.args.amount1,
  }));
  const [token0, token1] = await repriceTokens(context, updated, Number(event.block.timestamp));
  await recordSwap(context, event, {
    chainId,
    pool: id,
    token0,
    token1,
    amount0: event.args.amount0,
    amount1: event.args.amount1,
  });
});
