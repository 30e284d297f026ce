// The wallet's limit orders as the order service last listed them, kept in Dexie: offline, the limits panel lists
// them from here with "Data may be outdated" (issue 14).
import { type Address, getAddress } from 'viem';
import { durableWrites } from './durableWrites';
import type { SluiceDatabase } from './database';
import type { LimitOrderRow } from './ordersApi';

/** One order, with the time the service listed it; amounts and the nonce as decimal strings (IndexedDB has no bigint
 * index, and the row is read back through `fromCacheRow`). */
export type LimitOrderCacheRow = Omit<LimitOrderRow, 'nonce' | 'input' | 'output' | 'swapper'> & {
  /** Lowercased, with the chain id the index. */
  swapper: string;
  nonce: string;
  input: { token: Address; amount: string };
  output: { token: Address; amount: string; recipient: Address };
  listedAt: number;
};

export function toCacheRow(order: LimitOrderRow, listedAt: number): LimitOrderCacheRow {
  return {
    ...order,
    swapper: order.swapper.toLowerCase(),
    nonce: order.nonce.toString(),
    input: { token: order.input.token, amount: order.input.amount.toString() },
    output: { ...order.output, amount: order.output.amount.toString() },
    listedAt,
  };
}

export function fromCacheRow(row: LimitOrderCacheRow): LimitOrderRow & { listedAt: number } {
  return {
    ...row,
    swapper: getAddress(row.swapper),
    nonce: BigInt(row.nonce),
    input: { token: row.input.token, amount: BigInt(row.input.amount) },
    output: { ...row.output, amount: BigInt(row.output.amount) },
  };
}

/** Replaces the wallet's cached orders on a chain with the service's latest list. */
export async function cacheOrders(
  db: SluiceDatabase,
  swapper: Address,
  chainId: number,
  orders: readonly LimitOrderRow[],
  listedAt: number,
): Promise<void> {
  // one transaction: a full disk aborts it whole, so the last list stays until this one fits (durableWrites)
  await durableWrites.write(() =>
    db.transaction('rw', db.limitOrders, async () => {
      await db.limitOrders.where('[swapper+chainId]').equals([swapper.toLowerCase(), chainId]).delete();
      await db.limitOrders.bulkPut(orders.map((o) => toCacheRow(o, listedAt)));
    }),
  );
}

/** The wallet's cached orders on a chain, newest first. */
export async function cachedOrders(
  db: SluiceDatabase,
  swapper: Address,
  chainId: number,
): Promise<(LimitOrderRow & { listedAt: number })[]> {
  const rows = await db.limitOrders.where('[swapper+chainId]').equals([swapper.toLowerCase(), chainId]).toArray();
  return rows.map(fromCacheRow).sort((a, b) => b.createdAt - a.createdAt);
}
