// Token USD prices through stablecoin routes (spec §3), updated as pools move; used by the indexing functions.
import type { Context } from 'ponder:registry';
import { pool as poolTable, swap as swapTable, token as tokenTable, tokenPrice } from 'ponder:schema';
import type { Address } from 'viem';
import { type IndexedChain, loadIndexedChains, NATIVE_ADDRESS } from './indexedChains.ts';
import { priceFromReserves, priceFromSqrtX96, toUnits } from './poolMath.ts';
import { addTokenVolume, recordPoolPeriods, recordTokenPrice } from './aggregates.ts';
import { tokenMetadata } from './tokenMetadata.ts';

const chainsById = new Map(loadIndexedChains().map((chain) => [chain.chainId, chain]));

export function indexedChain(chainId: number): IndexedChain {
  const chain = chainsById.get(chainId);
  if (!chain) throw new Error(`indexer: chain ${chainId} is not in the manifest`);
  return chain;
}

export const tokenId = (chainId: number, address: string) => `${chainId}-${address.toLowerCase()}`;
export const poolId = (chainId: number, address: string) => `${chainId}-${address.toLowerCase()}`;

export type TokenRow = typeof tokenTable.$inferSelect;
export type PoolRow = typeof poolTable.$inferSelect;

/** The token's row, created the first time the token is seen (from the manifest, or read from the chain). */
export async function ensureToken(context: Context, chainId: number, address: Address): Promise<TokenRow> {
  const id = tokenId(chainId, address);
  const found = await context.db.find(tokenTable, { id });
  if (found) return found;
  const chain = indexedChain(chainId);
  const lower = address.toLowerCase() as Address;
  const { symbol, name, decimals, totalSupply } = await tokenMetadata(context, chain, lower);
  const stable = chain.stablecoins.has(lower);
  const row: TokenRow = {
    id,
    chainId,
    address: lower,
    symbol,
    name,
    decimals,
    totalSupply,
    priceUSD: stable ? 1 : 0,
    pricePool: '',
    priceRank: stable ? 3 : 0,
  };
  await context.db.insert(tokenTable).values(row);
  return row;
}

function isWrappedNative(chain: IndexedChain, address: string): boolean {
  return address === NATIVE_ADDRESS || address === chain.wrappedNative;
}

/** A token's USD price now: 1 for a stablecoin, WETH's for native ETH, else its row's. */
export async function tokenPriceUSD(context: Context, token: TokenRow): Promise<number> {
  const chain = indexedChain(token.chainId);
  if (chain.stablecoins.has(token.address)) return 1;
  if (token.address === NATIVE_ADDRESS) return wethPriceUSD(context, token.chainId);
  return token.priceUSD;
}

/** USD price of the quote side of a pricing pool: 1 for a stablecoin, WETH's price for WETH or native ETH. */
async function quotePriceUSD(context: Context, chain: IndexedChain, address: string): Promise<number | undefined> {
  if (chain.stablecoins.has(address)) return 1;
  if (!isWrappedNative(chain, address)) return undefined;
  const weth = await context.db.find(tokenTable, { id: tokenId(chain.chainId, chain.wrappedNative) });
  return weth && weth.priceUSD > 0 ? weth.priceUSD : undefined;
}

/** Price of token0 in token1 (whole tokens) from the pool's current state. */
export function poolPrice(pool: PoolRow, token0: TokenRow, token1: TokenRow): number {
  return pool.version === 'v2'
    ? priceFromReserves(pool.reserve0, pool.reserve1, token0.decimals, token1.decimals)
    : priceFromSqrtX96(pool.sqrtPriceX96, token0.decimals, token1.decimals);
}

/**
 * Re-prices the pool's tokens after it moved. A token takes its price from its best pricing pool: a stablecoin pair
 * beats a wrapped-native pair, and within a kind the pool holding more of the quote token (in USD) wins.
 * WETH is priced from stablecoins only; native ETH takes WETH's price.
 */
export async function repriceTokens(context: Context, pool: PoolRow, timestamp: number): Promise<[TokenRow, TokenRow]> {
  const chain = indexedChain(pool.chainId);
  let token0 = await ensureToken(context, pool.chainId, pool.token0);
  let token1 = await ensureToken(context, pool.chainId, pool.token1);
  const price0In1 = poolPrice(pool, token0, token1);
  if (!(price0In1 > 0) || !Number.isFinite(price0In1)) return [token0, token1];

  const sides = [
    { base: token0, quote: token1, priceInQuote: price0In1, quoteReserve: pool.reserve1 },
    { base: token1, quote: token0, priceInQuote: 1 / price0In1, quoteReserve: pool.reserve0 },
  ];
  for (const side of sides) {
    const base = side.base.address;
    if (chain.stablecoins.has(base) || base === NATIVE_ADDRESS) continue;
    if (base === chain.wrappedNative && !chain.stablecoins.has(side.quote.address)) continue;
    const quoteUSD = await quotePriceUSD(context, chain, side.quote.address);
    if (quoteUSD === undefined) continue;
    const depthUSD = toUnits(side.quoteReserve, side.quote.decimals) * quoteUSD;
    const rank = (chain.stablecoins.has(side.quote.address) ? 2 : 1) + depthUSD / (depthUSD + 1e9);
    const current = side.base;
    if (current.pricePool !== pool.id && rank <= current.priceRank) continue;
    const priceUSD = side.priceInQuote * quoteUSD;
    const updated = await context.db
      .update(tokenTable, { id: current.id })
      .set({ priceUSD, pricePool: pool.id, priceRank: rank });
    await context.db
      .insert(tokenPrice)
      .values({ id: `${current.id}-${timestamp}`, token: current.id, timestamp, priceUSD })
      .onConflictDoUpdate({ priceUSD });
    await recordTokenPrice(context, updated, current.priceUSD, timestamp);
    if (side.base === token0) token0 = updated;
    else token1 = updated;
  }
  return [token0, token1];
}

/** USD value of a swap: the stablecoin side if any, else the wrapped-native side, else the larger priced side. */
export function swapValueUSD(
  chain: IndexedChain,
  token0: TokenRow,
  token1: TokenRow,
  amount0: bigint,
  amount1: bigint,
  wethPriceUSD: number,
): number {
  const abs = (x: bigint) => (x < 0n ? -x : x);
  const value0 = toUnits(abs(amount0), token0.decimals);
  const value1 = toUnits(abs(amount1), token1.decimals);
  if (chain.stablecoins.has(token0.address)) return value0;
  if (chain.stablecoins.has(token1.address)) return value1;
  if (isWrappedNative(chain, token0.address)) return value0 * wethPriceUSD;
  if (isWrappedNative(chain, token1.address)) return value1 * wethPriceUSD;
  return Math.max(value0 * token0.priceUSD, value1 * token1.priceUSD);
}

export async function wethPriceUSD(context: Context, chainId: number): Promise<number> {
  const chain = indexedChain(chainId);
  const weth = await context.db.find(tokenTable, { id: tokenId(chainId, chain.wrappedNative) });
  return weth?.priceUSD ?? 0;
}

/**
 * One swap row (every protocol version): the signed amounts into the pool and their USD value at that moment; and
 * the swap counted in the pool's and both tokens' hour and day aggregates.
 */
export async function recordSwap(
  context: Context,
  event: {
    id: string;
    block: { number: bigint; timestamp: bigint };
    transaction: { hash: `0x${string}`; from: Address };
  },
  swap: {
    pool: PoolRow;
    token0: TokenRow;
    token1: TokenRow;
    amount0: bigint;
    amount1: bigint;
    /** The fee this swap paid (v4 reports it; a dynamic-fee pool's row holds no fixed fee). */
    fee?: number;
  },
): Promise<void> {
  const { pool, token0, token1, amount0, amount1 } = swap;
  const { chainId } = pool;
  const timestamp = Number(event.block.timestamp);
  const amountUSD = swapValueUSD(
    indexedChain(chainId),
    token0,
    token1,
    amount0,
    amount1,
    await wethPriceUSD(context, chainId),
  );
  await context.db.insert(swapTable).values({
    id: event.id,
    chainId,
    pool: pool.id,
    txHash: event.transaction.hash,
    blockNumber: event.block.number,
    timestamp,
    origin: event.transaction.from.toLowerCase() as `0x${string}`,
    amount0,
    amount1,
    amountUSD,
  });
  await recordPoolState(context, pool, timestamp, { token0, token1, swapUSD: amountUSD, fee: swap.fee });
  for (const token of [token0, token1])
    await addTokenVolume(context, token, await tokenPriceUSD(context, token), amountUSD, timestamp);
}

/**
 * After any change of a pool (swap, liquidity, reserves): its TVL at current prices kept on its row (routing ranks pools
 * by it), and its hour and day buckets.
 */
export async function recordPoolState(
  context: Context,
  pool: PoolRow,
  timestamp: number,
  known: { token0?: TokenRow; token1?: TokenRow; swapUSD?: number; fee?: number } = {},
): Promise<PoolRow> {
  const token0 = known.token0 ?? (await ensureToken(context, pool.chainId, pool.token0));
  const token1 = known.token1 ?? (await ensureToken(context, pool.chainId, pool.token1));
  const tvlUSD =
    toUnits(pool.reserve0, token0.decimals) * (await tokenPriceUSD(context, token0)) +
    toUnits(pool.reserve1, token1.decimals) * (await tokenPriceUSD(context, token1));
  const updated = tvlUSD === pool.tvlUSD ? pool : await context.db.update(poolTable, { id: pool.id }).set({ tvlUSD });
  await recordPoolPeriods(context, {
    chainId: pool.chainId,
    pool: pool.id,
    timestamp,
    price0In1: poolPrice(pool, token0, token1),
    tvlUSD,
    swapUSD: known.swapUSD,
    fee: known.fee ?? pool.fee,
  });
  return updated;
}
