// Initialized ticks of v3 and v4 pools and the TickBitmap words that hold them, kept from liquidity changes: the same
// liquidityNet and liquidityGross the pool stores, so routing can read a pool's ticks without scanning the chain.
import type { Context } from 'ponder:registry';
import { tick as tickTable, tickWord } from 'ponder:schema';

/** The TickBitmap word of an initialized tick: floor(floor(tick / tickSpacing) / 256), as the pool compresses it. */
export function tickWordOf(tick: number, tickSpacing: number): number {
  return Math.floor(Math.floor(tick / tickSpacing) / 256);
}

async function addToTick(
  context: Context,
  pool: { id: string; chainId: number; tickSpacing: number },
  tickIdx: number,
  grossDelta: bigint,
  netDelta: bigint,
): Promise<void> {
  const id = `${pool.id}-${tickIdx}`;
  const found = await context.db.find(tickTable, { id });
  const liquidityGross = (found?.liquidityGross ?? 0n) + grossDelta;
  const liquidityNet = (found?.liquidityNet ?? 0n) + netDelta;
  const word = tickWordOf(tickIdx, pool.tickSpacing);
  const wordId = `${pool.id}-${word}`;
  if (liquidityGross === 0n) {
    // the pool clears a tick whose gross liquidity returns to zero
    if (!found) return;
    await context.db.delete(tickTable, { id });
    const updated = await context.db.update(tickWord, { id: wordId }).set((row) => ({ ticks: row.ticks - 1 }));
    if (updated.ticks <= 0) await context.db.delete(tickWord, { id: wordId });
    return;
  }
  if (found) {
    await context.db.update(tickTable, { id }).set({ liquidityGross, liquidityNet });
    return;
  }
  await context.db
    .insert(tickTable)
    .values({ id, chainId: pool.chainId, pool: pool.id, tickIdx, liquidityGross, liquidityNet });
  await context.db
    .insert(tickWord)
    .values({ id: wordId, chainId: pool.chainId, pool: pool.id, word, ticks: 1 })
    .onConflictDoUpdate((row) => ({ ticks: row.ticks + 1 }));
}

/** A liquidity change over [tickLower, tickUpper): negative `liquidityDelta` removes liquidity. */
export async function updateTicks(
  context: Context,
  pool: { id: string; chainId: number; tickSpacing: number },
  tickLower: number,
  tickUpper: number,
  liquidityDelta: bigint,
): Promise<void> {
  if (liquidityDelta === 0n) return;
  await addToTick(context, pool, tickLower, liquidityDelta, liquidityDelta);
  await addToTick(context, pool, tickUpper, liquidityDelta, -liquidityDelta);
}
