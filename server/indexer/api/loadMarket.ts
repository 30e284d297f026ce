// Reads the indexed tables into a market snapshot, memoized briefly so bursts of explore queries share one read:
// tokens and pools with their 24-hour and 30-day windows read from the hour and day aggregates.
import { and, eq, gte, sum } from 'ponder';
import { db } from 'ponder:api';
import { createPublicClient, http, type PublicClient } from 'viem';
import schema from 'ponder:schema';
import { loadIndexedChains } from '../indexedChains.ts';
import { dayWindowStart, monthWindowStart } from '../periods.ts';
import { buildMarketSnapshot, type MarketSnapshot } from './marketSnapshot.ts';

export const chains = loadIndexedChains();
const SNAPSHOT_TTL_MS = 1000;

const clients = new Map<number, PublicClient>(
  chains.map((c) => [c.chainId, createPublicClient({ transport: http(c.rpcUrl, { retryCount: 0, timeout: 5000 }) })]),
);

/** A plain client for the chain (no retries: a failed call answers at once and the caller falls back). */
export function chainClient(chainId: number): PublicClient | undefined {
  return clients.get(chainId);
}

type Head = { hash: string; timestamp: number };
const headCache = new Map<number, { at: number; value: Promise<Head> }>();

/** The chain's latest block, its hash and timestamp (cached for a second); a chain without a client is at the clock. */
function chainHead(chainId: number): Promise<Head> {
  const hit = headCache.get(chainId);
  if (hit && performance.now() - hit.at < 1000) return hit.value;
  const client = clients.get(chainId);
  const value = client
    ? client.getBlock({ blockTag: 'latest' }).then((b) => ({ hash: b.hash, timestamp: Number(b.timestamp) }))
    : Promise.resolve({ hash: '', timestamp: Math.floor(Date.now() / 1000) });
  headCache.set(chainId, { at: performance.now(), value });
  value.catch(() => headCache.delete(chainId));
  return value;
}

/** The chain's latest block timestamp: the "now" of every window (cached for a second). */
export const chainNow = (chainId: number): Promise<number> => chainHead(chainId).then((head) => head.timestamp);

type Cached<T> = { at: number; value: Promise<T>; refreshing: boolean };
const caches = new Map<string, Cached<unknown>>();
/** A stale answer is served while a fresh one is read only this long past its ttl; older, the request waits. */
const STALE_MAX_MS = 15_000;
const CACHED_KEYS_MAX = 2000;

/**
 * Stale-while-revalidate: answers from the last result and refreshes it in the background once it is older than
 * `ttlMs`, so a burst of explore queries never waits for the tables to be re-read. After a quiet spell (older than
 * `ttlMs` + 15 s) the request reads afresh instead: a result is never served long after it was read.
 */
export function cachedRead<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<T> {
  const hit = caches.get(key) as Cached<T> | undefined;
  const now = performance.now();
  if (hit && now - hit.at < ttlMs) return hit.value;
  if (hit && now - hit.at < ttlMs + STALE_MAX_MS) {
    if (!hit.refreshing) {
      hit.refreshing = true;
      read().then(
        (value) => caches.set(key, { at: performance.now(), value: Promise.resolve(value), refreshing: false }),
        () => (hit.refreshing = false),
      );
    }
    return hit.value;
  }
  if (caches.size >= CACHED_KEYS_MAX) caches.clear();
  const value = read();
  caches.set(key, { at: now, value, refreshing: false });
  value.catch(() => caches.delete(key));
  return value;
}

const memos = new Map<string, { at: number; value: Promise<unknown> }>();
const MEMO_KEYS_MAX = 2000;

/**
 * One read shared by identical requests for `ttlMs`, then read afresh (never older than `ttlMs`, unlike cachedRead):
 * for reads many clients repeat with the same key (a token list's routing pools, a pool's ticks, a chart).
 */
export function memoRead<T>(key: string, ttlMs: number, read: () => Promise<T>): Promise<T> {
  const now = performance.now();
  const hit = memos.get(key);
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
  if (memos.size >= MEMO_KEYS_MAX) memos.clear();
  const value = read();
  memos.set(key, { at: now, value });
  value.catch(() => memos.delete(key));
  return value;
}

/** How long a request waits for the chains' heads before it takes the snapshot as it is (a slow or dead RPC). */
const HEAD_WAIT_MS = 300;
/** The chains' latest blocks when the cached snapshot was read. */
let snapshotHeads: string | undefined;

/** The chains' latest block hashes, or undefined when one does not come within HEAD_WAIT_MS. */
function currentHeads(): Promise<string | undefined> {
  const heads = Promise.all(chains.map((c) => chainHead(c.chainId))).then(
    (read) => read.map((head) => head.hash).join(','),
    () => undefined,
  );
  const late = new Promise<undefined>((resolve) => {
    const timer = setTimeout(resolve, HEAD_WAIT_MS);
    void heads.finally(() => clearTimeout(timer));
  });
  return Promise.race([heads, late]);
}

/**
 * The snapshot of every indexed chain (filter by chain at the call site). It is shared while the chains stay at the
 * blocks it was read at: a new block, or a chain gone back to another (a reorg), reads it afresh rather than serving
 * the one before stale, so every screen reads one block's prices. Heads that cannot be read keep the snapshot.
 */
export async function loadMarket(): Promise<MarketSnapshot> {
  const heads = await currentHeads();
  if (heads !== undefined && heads !== snapshotHeads) {
    caches.delete('market');
    snapshotHeads = heads;
  }
  return cachedRead('market', SNAPSHOT_TTL_MS, readMarket);
}

/** Per pool of one chain, the sums of its buckets from `since` on (an indexed range read of the window only). */
function poolWindow(table: typeof schema.poolHourData | typeof schema.poolDayData, chainId: number, since: number) {
  return db
    .select({
      pool: table.pool,
      volumeUSD: sum(table.volumeUSD).mapWith(Number),
      feesUSD: sum(table.feesUSD).mapWith(Number),
      swapCount: sum(table.swapCount).mapWith(Number),
    })
    .from(table)
    .where(and(eq(table.chainId, chainId), gte(table.periodStart, since)))
    .groupBy(table.pool);
}

function tokenHours(chainId: number, since: number) {
  const t = schema.tokenHourData;
  return db
    .select({ token: t.token, periodStart: t.periodStart, open: t.open, close: t.close, volumeUSD: t.volumeUSD })
    .from(t)
    .where(and(eq(t.chainId, chainId), gte(t.periodStart, since)));
}

async function readMarket(): Promise<MarketSnapshot> {
  const now = new Map<number, number>();
  await Promise.all(chains.map(async (c) => now.set(c.chainId, await chainNow(c.chainId))));
  const windows = chains.map((c) => ({ chainId: c.chainId, day: dayWindowStart(now.get(c.chainId)!) }));
  const [tokens, pools, poolDay, poolMonth, hours, incentives] = await Promise.all([
    db.select().from(schema.token),
    db.select().from(schema.pool),
    Promise.all(windows.map((w) => poolWindow(schema.poolHourData, w.chainId, w.day))),
    Promise.all(chains.map((c) => poolWindow(schema.poolDayData, c.chainId, monthWindowStart(now.get(c.chainId)!)))),
    Promise.all(windows.map((w) => tokenHours(w.chainId, w.day))),
    // programs still funded: a handful per pool at most
    db.select().from(schema.incentive).where(eq(schema.incentive.ended, false)),
  ]);
  return buildMarketSnapshot({
    chains,
    now,
    tokens,
    pools,
    poolDay: poolDay.flat(),
    poolMonth: poolMonth.flat(),
    tokenHours: hours.flat(),
    incentives,
  });
}
