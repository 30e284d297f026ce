// Uniswap v2: pairs from the factory, reserves from Sync, swaps with their USD value, LP balances as positions.
import { ponder } from 'ponder:registry';
import { pool } from 'ponder:schema';
import { createPool } from '../createPool.ts';
import { moveV2Liquidity } from '../positions.ts';
import { ensureToken, poolId, recordPoolState, recordSwap, repriceTokens } from '../pricing.ts';

ponder.on('UniswapV2Factory:PairCreated', async ({ event, context }) => {
  await createPool(context, {
    version: 'v2',
    address: event.args.pair,
    token0: event.args.token0,
    token1: event.args.token1,
    fee: 3000, // spec §9: v2 fee 0.3%
    tickSpacing: 0,
    timestamp: event.block.timestamp,
  });
});

ponder.on('UniswapV2Pair:Sync', async ({ event, context }) => {
  const id = poolId(context.chain.id, event.log.address);
  const updated = await context.db
    .update(pool, { id })
    .set({ reserve0: event.args.reserve0, reserve1: event.args.reserve1 });
  const timestamp = Number(event.block.timestamp);
  const [token0, token1] = await repriceTokens(context, updated, timestamp);
  await recordPoolState(context, updated, timestamp, { token0, token1 });
});

ponder.on('UniswapV2Pair:Swap', async ({ event, context }) => {
  const chainId = context.chain.id;
  const row = await context.db.find(pool, { id: poolId(chainId, event.log.address) });
  if (!row) return;
  // Sync precedes Swap in the same transaction, so the tokens are already priced at this swap's reserves.
  const token0 = await ensureToken(context, chainId, row.token0);
  const token1 = await ensureToken(context, chainId, row.token1);
  const amount0 = event.args.amount0In - event.args.amount0Out;
  const amount1 = event.args.amount1In - event.args.amount1Out;
  await recordSwap(context, event, { pool: row, token0, token1, amount0, amount1 });
});

ponder.on('UniswapV2Pair:Transfer', async ({ event, context }) => {
  const chainId = context.chain.id;
  const row = await context.db.find(pool, { id: poolId(chainId, event.log.address) });
  if (!row) return;
  await moveV2Liquidity(context, row, event.args.from, event.args.to, event.args.value);
});
