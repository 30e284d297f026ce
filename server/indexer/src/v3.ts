// Uniswap v3: pools from the factory; price, tick and liquidity from Swap; holdings from Mint, Collect and Swap; ticks
// from Mint and Burn; position NFTs from the NonfungiblePositionManager.
import { ponder } from 'ponder:registry';
import { pool } from 'ponder:schema';
import { createPool } from '../createPool.ts';
import { changeV3Liquidity, rememberManagerMint } from '../positions.ts';
import { indexedChain, poolId, recordPoolState, recordSwap, repriceTokens } from '../pricing.ts';
import { updateTicks } from '../ticks.ts';

const inRange = (tick: number, tickLower: number, tickUpper: number) => tickLower <= tick && tick < tickUpper;

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
  await context.db.update(pool, { id }).set({ sqrtPriceX96: event.args.sqrtPriceX96, tick: event.args.tick });
});

ponder.on('UniswapV3Pool:Mint', async ({ event, context }) => {
  const chainId = context.chain.id;
  const id = poolId(chainId, event.log.address);
  const { tickLower, tickUpper, amount } = event.args;
  const updated = await context.db.update(pool, { id }).set((row) => ({
    reserve0: row.reserve0 + event.args.amount0,
    reserve1: row.reserve1 + event.args.amount1,
    liquidity: row.liquidity + (inRange(row.tick, tickLower, tickUpper) ? amount : 0n),
  }));
  await updateTicks(context, updated, tickLower, tickUpper, amount);
  const manager = indexedChain(chainId).manifest.contracts.NonfungiblePositionManager.toLowerCase();
  if (event.args.owner.toLowerCase() === manager)
    await rememberManagerMint(context, { chainId, txHash: event.transaction.hash, pool: id, tickLower, tickUpper });
  await recordPoolState(context, updated, Number(event.block.timestamp));
});

// Burn frees liquidity (the tokens leave with Collect).
ponder.on('UniswapV3Pool:Burn', async ({ event, context }) => {
  const id = poolId(context.chain.id, event.log.address);
  const { tickLower, tickUpper, amount } = event.args;
  if (amount === 0n) return;
  const updated = await context.db.update(pool, { id }).set((row) => ({
    liquidity: row.liquidity - (inRange(row.tick, tickLower, tickUpper) ? amount : 0n),
  }));
  await updateTicks(context, updated, tickLower, tickUpper, -amount);
});

ponder.on('UniswapV3Pool:Collect', async ({ event, context }) => {
  const id = poolId(context.chain.id, event.log.address);
  const updated = await context.db.update(pool, { id }).set((row) => ({
    reserve0: row.reserve0 - event.args.amount0,
    reserve1: row.reserve1 - event.args.amount1,
  }));
  await recordPoolState(context, updated, Number(event.block.timestamp));
});

ponder.on('UniswapV3Pool:Swap', async ({ event, context }) => {
  const chainId = context.chain.id;
  const id = poolId(chainId, event.log.address);
  const updated = await context.db.update(pool, { id }).set((row) => ({
    sqrtPriceX96: event.args.sqrtPriceX96,
    tick: event.args.tick,
    liquidity: event.args.liquidity,
    reserve0: row.reserve0 + event.args.amount0,
    reserve1: row.reserve1 + event.args.amount1,
  }));
  const [token0, token1] = await repriceTokens(context, updated, Number(event.block.timestamp));
  await recordSwap(context, event, {
    pool: updated,
    token0,
    token1,
    amount0: event.args.amount0,
    amount1: event.args.amount1,
  });
});

ponder.on('NonfungiblePositionManager:IncreaseLiquidity', async ({ event, context }) => {
  await changeV3Liquidity(context, context.chain.id, event.args.tokenId, event.args.liquidity, event.transaction.hash);
});

ponder.on('NonfungiblePositionManager:DecreaseLiquidity', async ({ event, context }) => {
  await changeV3Liquidity(context, context.chain.id, event.args.tokenId, -event.args.liquidity, event.transaction.hash);
});
