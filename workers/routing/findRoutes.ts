// Enumerates the routes between two currencies: simple paths through up to `maxHops` pools, with ETH and WETH joined by
// free wrap/unwrap hops (v4 pools hold native ETH, v2 and v3 pools hold WETH).
import type { CurrencyId, Hop, PoolSnapshot, Route, RoutingPreference, TransferFees } from './types.ts';

export const NATIVE: CurrencyId = '0x0000000000000000000000000000000000000000';

type Edge = { pool: PoolSnapshot; to: CurrencyId; zeroForOne: boolean };

export type RouteGraph = { edges: Map<CurrencyId, Edge[]>; weth: CurrencyId | undefined };

/** Adjacency of the pools a preference allows; fee-on-transfer tokens only trade through v2 pairs. */
export function buildRouteGraph(
  pools: readonly PoolSnapshot[],
  preference: RoutingPreference,
  weth?: CurrencyId,
  transferFees?: TransferFees,
): RouteGraph {
  const edges = new Map<CurrencyId, Edge[]>();
  const add = (from: CurrencyId, edge: Edge) => {
    const list = edges.get(from);
    if (list) list.push(edge);
    else edges.set(from, [edge]);
  };
  for (const pool of pools) {
    if (!preference.versions.includes(pool.version)) continue;
    const taxed = transferFees?.has(pool.currency0) || transferFees?.has(pool.currency1);
    if (taxed && pool.version !== 'v2') continue;
    add(pool.currency0, { pool, to: pool.currency1, zeroForOne: true });
    add(pool.currency1, { pool, to: pool.currency0, zeroForOne: false });
  }
  return { edges, weth };
}

/**
 * Every route from `currencyIn` to `currencyOut` through up to `maxHops` pools, none used twice (as @uniswap/v3-sdk's
 * bestTradeExactIn searches); a route ends where it first reaches the output.
 */
export function findRoutes(
  graph: RouteGraph,
  currencyIn: CurrencyId,
  currencyOut: CurrencyId,
  maxHops: number,
): Route[] {
  const routes: Route[] = [];
  const hops: Hop[] = [];
  const visited = new Set<CurrencyId>([currencyIn]);

  const equivalent = (currency: CurrencyId): CurrencyId | undefined =>
    graph.weth === undefined
      ? undefined
      : currency === NATIVE
        ? graph.weth
        : currency === graph.weth
          ? NATIVE
          : undefined;

  const visit = (at: CurrencyId, poolHops: number, justWrapped: boolean) => {
    if (at === currencyOut && hops.length > 0) {
      routes.push({ hops: [...hops], currencyIn, currencyOut });
      return;
    }
    if (poolHops < maxHops) {
      for (const edge of graph.edges.get(at) ?? []) {
        // a currency may come back (through another pool) when prices differ between pools; a pool never does
        if (hops.some((h) => h.kind === 'pool' && h.pool === edge.pool)) continue;
        hops.push({ kind: 'pool', pool: edge.pool, zeroForOne: edge.zeroForOne, currencyIn: at, currencyOut: edge.to });
        visit(edge.to, poolHops + 1, false);
        hops.pop();
      }
    }
    // ETH <-> WETH costs no pool hop; never twice in a row, and not as a route of its own
    const other = equivalent(at);
    if (other && !justWrapped && !visited.has(other) && !(hops.length === 0 && other === currencyOut)) {
      visited.add(other);
      hops.push({ kind: at === NATIVE ? 'wrap' : 'unwrap', currencyIn: at, currencyOut: other });
      visit(other, poolHops, true);
      hops.pop();
      visited.delete(other);
    }
  };
  visit(currencyIn, 0, false);
  return routes;
}

/** The pools a route goes through, to keep the routes of a split trade apart. */
export function routePools(route: Route): PoolSnapshot[] {
  return route.hops.flatMap((h) => (h.kind === 'pool' ? [h.pool] : []));
}
