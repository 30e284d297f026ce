// Uniswap v4: pools from the PoolManager's Initialize; holdings, ticks and PositionManager positions from liquidity
// changes; price, tick and holdings from swap deltas.
import { ponder } from 'ponder:registry';
import { pool } from 'ponder:schema';
import { liquidityAmounts } from '../poolMath.ts';
import { createPool } from '../createPool.ts';
import { changeV4Liquidity } from '../positions.ts';
import { indexedChain, poolId, recordPoolState, recordSwap, repriceTokens } from '../pricing.ts';
import { updateTicks } from '../ticks.ts';

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
    tick: event.args.tick,
    timestamp: event.block.timestamp,
  });
});

ponder.on('PoolManager:ModifyLiquidity', async ({ event, context }) => {
  const chainId = context.chain.id;
  const id = poolId(chainId, event.args.id);
  const row = await context.db.find(pool, { id });
  if (!row) return;
  const { tickLower, tickUpper, liquidityDelta, salt } = event.args;
  const [amount0, amount1] = liquidityAmounts(row.sqrtPriceX96, tickLower, tickUpper, liquidityDelta);
  const inRange = tickLower <= row.tick && row.tick < tickUpper;
  const updated = await context.db.update(pool, { id }).set({
    reserve0: row.reserve0 + amount0,
    reserve1: row.reserve1 + amount1,
    liquidity: row.liquidity + (inRange ? liquidityDelta : 0n),
  });
  await updateTicks(context, row, tickLower, tickUpper, liquidityDelta);
  const positionManager = indexedChain(chainId).manifest.contracts.PositionManager.toLowerCase();
  if (event.args.sender.toLowerCase() === positionManager)
    await changeV4Liquidity(context, { chainId, pool: id, salt, tickLower, tickUpper, liquidityDelta });
  await recordPoolState(context, updated, Number(event.block.timestamp));
});

ponder.on('PoolManager:Swap', async ({ event, context }) => {
  const chainId = context.chain.id;
  const id = poolId(chainId, event.args.id);
  // v4 reports the swapper's balance delta: negative is paid into the pool.
  const amount0 = -event.args.amount0;
  const amount1 = -event.args.amount1;
  const updated = await context.db.update(pool, { id }).set((row) => ({
    sqrtPriceX96: event.args.sqrtPriceX96,
    tick: event.args.tick,
    liquidity: event.args.liquidity,
    reserve0: row.reserve0 + amount0,
    reserve1: row.reserve1 + amount1,
  }));
  const [token0, token1] = await repriceTokens(context, updated, Number(event.block.timestamp));
  await recordSwap(context, event, { pool: updated, token0, token1, amount0, amount1, fee: event.args.fee });
});
