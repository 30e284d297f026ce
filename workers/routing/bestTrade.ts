// Chooses the best trade: the best single route, or a split of the amount across up to `maxSplits` routes that share no
// pool, in steps of `splitStepPercent` (the way the hosted routers split).
import { InsufficientLiquidityError, hopAmountIn, hopAmountOut } from './quoteHop.ts';
import { buildRouteGraph, findRoutes, routePools } from './findRoutes.ts';
import type {
  CurrencyId,
  PoolSnapshot,
  Route,
  RoutedAmount,
  RoutingPreference,
  Trade,
  TradeType,
  TransferFees,
} from './types.ts';
import { DEFAULT_ROUTING } from './types.ts';

const BIPS = 10_000n;

/** What arrives after a fee-on-transfer token takes its cut of a pull (BipsLibrary rounds the fee down). */
function afterPullFee(amount: bigint, bips: number | undefined): bigint {
  return bips ? amount - (amount * BigInt(bips)) / BIPS : amount;
}

/** The smallest pull that still delivers `needed` after the fee. */
function beforePullFee(needed: bigint, bips: number | undefined): bigint {
  if (!bips) return needed;
  let amount = (needed * BIPS + (BIPS - BigInt(bips)) - 1n) / (BIPS - BigInt(bips));
  while (afterPullFee(amount - 1n, bips) >= needed) amount--;
  return amount;
}

/** Quotes a whole route; undefined when a pool on it cannot fill the amount. */
export function quoteRoute(
  route: Route,
  tradeType: TradeType,
  amount: bigint,
  transferFees?: TransferFees,
): bigint | undefined {
  const inputFee = transferFees?.get(route.currencyIn);
  try {
    if (tradeType === 'exactIn') {
      let current = afterPullFee(amount, inputFee);
      for (const hop of route.hops) current = hopAmountOut(hop, current);
      return current;
    }
    let current = amount;
    for (let i = route.hops.length - 1; i >= 0; i--) current = hopAmountIn(route.hops[i]!, current);
    return beforePullFee(current, inputFee);
  } catch (error) {
    if (error instanceof InsufficientLiquidityError || error instanceof RangeError) return undefined;
    throw error;
  }
}

export type BestTradeParameters = {
  pools: readonly PoolSnapshot[];
  currencyIn: CurrencyId;
  currencyOut: CurrencyId;
  tradeType: TradeType;
  amount: bigint;
  weth?: CurrencyId;
  transferFees?: TransferFees;
  preference?: RoutingPreference;
  /** Routes kept for splitting, best single-route quotes first. */
  candidateRoutes?: number;
};

/**
 * The router settles an exact-output trade backwards from its output, within one protocol's commands: its pools must
 * share a version, with at most a wrap at the start and an unwrap at the end.
 */
export function isExactOutputRoutable(route: Route): boolean {
  const inner = route.hops.filter(
    (h, i) => !(i === 0 && h.kind === 'wrap') && !(i === route.hops.length - 1 && h.kind === 'unwrap'),
  );
  const versions = new Set(inner.map((h) => (h.kind === 'pool' ? h.pool.version : h.kind)));
  return versions.size === 1 && !versions.has('wrap') && !versions.has('unwrap');
}

/** exact in: more output is better; exact out: less input is better. */
function better(tradeType: TradeType, a: bigint, b: bigint): boolean {
  return tradeType === 'exactIn' ? a > b : a < b;
}

/**
 * The best trade for an amount, or undefined when no route can fill it ("No quotes found").
 * @example bestTrade({ pools, currencyIn: usdc, currencyOut: weth, tradeType: 'exactIn', amount: 1_000_000n })
 */
export function bestTrade(params: BestTradeParameters): Trade | undefined {
  const { pools, currencyIn, currencyOut, tradeType, amount, transferFees } = params;
  const preference = params.preference ?? DEFAULT_ROUTING;
  if (amount <= 0n || currencyIn === currencyOut) return undefined;
  const graph = buildRouteGraph(pools, preference, params.weth, transferFees);
  const routes = findRoutes(graph, currencyIn, currencyOut, preference.maxHops).filter(
    (route) => tradeType === 'exactIn' || isExactOutputRoutable(route),
  );

  // single-route quotes for the whole amount rank the candidates
  const ranked = routes
    .map((route) => ({ route, quote: quoteRoute(route, tradeType, amount, transferFees) }))
    .filter((r): r is { route: Route; quote: bigint } => r.quote !== undefined)
    .sort((a, b) => (better(tradeType, a.quote, b.quote) ? -1 : better(tradeType, b.quote, a.quote) ? 1 : 0));
  const best = ranked[0];
  if (!best) return undefined;
  let bestSplit: RoutedAmount[] = [toRoutedAmount(best.route, 100, tradeType, amount, best.quote)];
  let bestTotal = best.quote;

  if (preference.maxSplits > 1) {
    const split = bestSplitTrade(
      ranked.slice(0, params.candidateRoutes ?? 8).map((r) => r.route),
      tradeType,
      amount,
      preference,
      transferFees,
    );
    if (split && better(tradeType, split.total, bestTotal)) {
      bestSplit = split.parts;
      bestTotal = split.total;
    }
  }
  const amountIn = tradeType === 'exactIn' ? amount : bestTotal;
  const amountOut = tradeType === 'exactIn' ? bestTotal : amount;
  return { tradeType, currencyIn, currencyOut, amountIn, amountOut, routes: bestSplit };
}

function toRoutedAmount(
  route: Route,
  percent: number,
  tradeType: TradeType,
  amount: bigint,
  quote: bigint,
): RoutedAmount {
  return tradeType === 'exactIn'
    ? { route, percent, amountIn: amount, amountOut: quote }
    : { route, percent, amountIn: quote, amountOut: amount };
}

type Part = { routeIndex: number; percent: number; amount: bigint; quote: bigint };

/** Searches splits of the amount over disjoint routes; the last share takes the rounding remainder. */
function bestSplitTrade(
  routes: Route[],
  tradeType: TradeType,
  amount: bigint,
  preference: RoutingPreference,
  transferFees?: TransferFees,
) {
  const step = preference.splitStepPercent;
  const shares = Array.from({ length: Math.floor(100 / step) - 1 }, (_, i) => (i + 1) * step);
  const quoteCache = new Map<string, bigint | undefined>();
  const quoteShare = (routeIndex: number, percent: number, shareAmount: bigint) => {
    const key = `${routeIndex}:${percent}:${shareAmount}`;
    if (!quoteCache.has(key))
      quoteCache.set(key, quoteRoute(routes[routeIndex]!, tradeType, shareAmount, transferFees));
    return quoteCache.get(key);
  };
  const pools = routes.map((r) => new Set(routePools(r)));
  const disjoint = (indexes: number[], candidate: number) =>
    indexes.every((i) => ![...pools[candidate]!].some((p) => pools[i]!.has(p)));

  let best: { parts: Part[]; total: bigint } | undefined;
  const search = (parts: Part[], remainingPercent: number, remainingAmount: bigint, total: bigint) => {
    const used = parts.map((p) => p.routeIndex);
    const minRoute = used.length > 0 ? used[used.length - 1]! + 1 : 0;
    for (let r = minRoute; r < routes.length; r++) {
      if (!disjoint(used, r)) continue;
      // the last part takes everything that is left
      if (parts.length > 0) {
        const quote = quoteShare(r, remainingPercent, remainingAmount);
        if (quote !== undefined) {
          const done = [...parts, { routeIndex: r, percent: remainingPercent, amount: remainingAmount, quote }];
          const sum = total + quote;
          if (!best || better(tradeType, sum, best.total)) best = { parts: done, total: sum };
        }
      }
      if (parts.length + 1 < preference.maxSplits) {
        for (const percent of shares) {
          if (percent >= remainingPercent) break;
          const shareAmount = (amount * BigInt(percent)) / 100n;
          if (shareAmount === 0n) continue;
          const quote = quoteShare(r, percent, shareAmount);
          if (quote === undefined) continue;
          search(
            [...parts, { routeIndex: r, percent, amount: shareAmount, quote }],
            remainingPercent - percent,
            remainingAmount - shareAmount,
            total + quote,
          );
        }
      }
    }
  };
  search([], 100, amount, 0n);
  if (!best || best.parts.length < 2) return undefined;
  const found: { parts: Part[]; total: bigint } = best;
  return {
    total: found.total,
    parts: found.parts.map((p) => toRoutedAmount(routes[p.routeIndex]!, p.percent, tradeType, p.amount, p.quote)),
  };
}
