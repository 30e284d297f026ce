// The pools the router may use on a chain, from the indexer's `/routing/pools`: the pools between the app's tokens,
// deepest first, each with the TickBitmap words that hold its initialized ticks. The indexer answers from its pool
// and tick tables, so nothing in the browser scans the chain's logs to find pools or ticks.
import { type Address, type Hex, isAddress, isHex } from 'viem';
import type { RoutablePool } from '../chain/loadPoolSnapshots';
import type { RoutingPool, RoutingPoolsResponse } from '../../contract/dataApiWire';

export type RoutingPools = { chainId: number; indexedBlock: bigint; pools: RoutablePool[] };

/** The URL of a chain's routing pools between `tokens` (the token list's addresses; the zero address is native ETH). */
export function routingPoolsUrl(dataApiBase: string, chainId: number, tokens: readonly string[]): string {
  const query = new URLSearchParams({ chainId: String(chainId), tokens: tokens.map((t) => t.toLowerCase()).join(',') });
  return `${dataApiBase}/routing/pools?${query}`;
}

const isWords = (words: unknown): words is number[] =>
  Array.isArray(words) && words.every((w) => Number.isInteger(w) && Math.abs(w) <= 32_768);

/** One wire row as a routable pool; undefined for a row that does not describe a pool the math can use. */
export function toRoutablePool(row: RoutingPool): RoutablePool | undefined {
  const { version, address, token0, token1, fee, tickSpacing, hooks, tickWords } = row;
  if (!isAddress(token0, { strict: false }) || !isAddress(token1, { strict: false })) return undefined;
  if (!Number.isInteger(fee) || fee < 0 || fee > 1_000_000) return undefined;
  const tokens = { token0: token0 as Address, token1: token1 as Address, fee };
  if (version === 'v2')
    return isAddress(address, { strict: false }) ? { version, address, ...tokens, tickWords: [] } : undefined;
  if (!Number.isInteger(tickSpacing) || tickSpacing < 1 || !isWords(tickWords)) return undefined;
  if (version === 'v3')
    return isAddress(address, { strict: false }) ? { version, address, ...tokens, tickSpacing, tickWords } : undefined;
  if (version === 'v4' && isHex(address) && address.length === 66 && isAddress(hooks, { strict: false }))
    return { version, poolId: address as Hex, ...tokens, tickSpacing, hooks: hooks as Address, tickWords };
  return undefined;
}

/** Fetches a chain's routing pools from the indexer. */
export async function fetchRoutingPools(url: string, signal?: AbortSignal): Promise<RoutingPools> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`routing pools: HTTP ${response.status}`);
  const body = (await response.json()) as RoutingPoolsResponse;
  return {
    chainId: body.chainId,
    indexedBlock: BigInt(body.blockNumber),
    pools: body.pools.map(toRoutablePool).filter((p): p is RoutablePool => p !== undefined),
  };
}
