// Hour and day aggregates of pools and tokens, updated by the handlers as events arrive, so the API reads a bounded
// number of rows for any window. Buckets start at multiples of their length in chain time (UTC hours and days).
import type { Context } from 'ponder:registry';
import { poolDayData, poolHourData, tokenDayData, tokenHourData } from 'ponder:schema';
import { DAY, HOUR, periodStart } from './periods.ts';

const PERIODS = [
  { table: poolHourData, tokenTable: tokenHourData, length: HOUR },
  { table: poolDayData, tokenTable: tokenDayData, length: DAY },
] as const;

const isPrice = (value: number) => Number.isFinite(value) && value > 0;

export type PoolPeriodUpdate = {
  chainId: number;
  /** The pool's row id. */
  pool: string;
  timestamp: number;
  /** Price of token0 in token1 after the event (ignored unless positive and finite). */
  price0In1: number;
  tvlUSD: number;
  /** A swap's USD value; a liquidity change has none. */
  swapUSD?: number;
  /** The pool's fee in hundredths of a bip (3000 = 0.3%). */
  fee: number;
};

/** Adds an event of a pool to its hour and day buckets: volume, fees and count of a swap, TVL and price after it. */
export async function recordPoolPeriods(context: Context, update: PoolPeriodUpdate): Promise<void> {
  const volumeUSD = update.swapUSD ?? 0;
  const feesUSD = (volumeUSD * update.fee) / 1_000_000;
  const swapCount = update.swapUSD === undefined ? 0 : 1;
  const price = isPrice(update.price0In1) ? update.price0In1 : 0;
  for (const { table, length } of PERIODS) {
    const start = periodStart(update.timestamp, length);
    await context.db
      .insert(table)
      .values({
        id: `${update.pool}-${start}`,
        chainId: update.chainId,
        pool: update.pool,
        periodStart: start,
        volumeUSD,
        feesUSD,
        tvlUSD: update.tvlUSD,
        swapCount,
        open: price,
        high: price,
        low: price,
        close: price,
      })
      .onConflictDoUpdate((row) => ({
        volumeUSD: row.volumeUSD + volumeUSD,
        feesUSD: row.feesUSD + feesUSD,
        tvlUSD: update.tvlUSD,
        swapCount: row.swapCount + swapCount,
        ...(price > 0
          ? {
              open: row.open > 0 ? row.open : price,
              high: Math.max(row.high, price),
              low: row.low > 0 ? Math.min(row.low, price) : price,
              close: price,
            }
          : {}),
      }));
  }
}

type TokenKey = { id: string; chainId: number };

/** A token's USD price changed from `previous` to its row's new price: extends its buckets' high, low and close. */
export async function recordTokenPrice(
  context: Context,
  token: TokenKey & { priceUSD: number },
  previous: number,
  timestamp: number,
): Promise<void> {
  const price = token.priceUSD;
  if (!isPrice(price)) return;
  const open = isPrice(previous) ? previous : price;
  for (const { tokenTable, length } of PERIODS) {
    const start = periodStart(timestamp, length);
    await context.db
      .insert(tokenTable)
      .values({
        id: `${token.id}-${start}`,
        chainId: token.chainId,
        token: token.id,
        periodStart: start,
        open,
        high: Math.max(open, price),
        low: Math.min(open, price),
        close: price,
        volumeUSD: 0,
      })
      .onConflictDoUpdate((row) => ({
        high: Math.max(row.high, price),
        low: row.low > 0 ? Math.min(row.low, price) : price,
        close: price,
      }));
  }
}

/** Adds a swap's USD value to a token's hour and day buckets (`priceUSD` opens a bucket the swap creates). */
export async function addTokenVolume(
  context: Context,
  token: TokenKey,
  priceUSD: number,
  volumeUSD: number,
  timestamp: number,
): Promise<void> {
  for (const { tokenTable, length } of PERIODS) {
    const start = periodStart(timestamp, length);
    await context.db
      .insert(tokenTable)
      .values({
        id: `${token.id}-${start}`,
        chainId: token.chainId,
        token: token.id,
        periodStart: start,
        open: priceUSD,
        high: priceUSD,
        low: priceUSD,
        close: priceUSD,
        volumeUSD,
      })
      .onConflictDoUpdate((row) => ({ volumeUSD: row.volumeUSD + volumeUSD }));
  }
}
