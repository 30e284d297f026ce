// What the swap card's rate line and the review both say about a trade (spec §4): its route in words and the share
// the pools' LP fees take; the kind of swap decides whether there is a route at all (wrapping has none).
import { formatUnits } from 'viem';
import type { Trade } from '../../../workers/routing/types';
import type { Formatters } from '../../lib/numberFormat';
import type { SwapKind } from '../../lib/swap/swapKind';

/** Each split of the route: its share, its path of symbols and its pools ("100% ETH → USDC (v3 0.3%)"). */
export function routeText(
  trade: Trade,
  symbolOf: (address: string) => string,
  format: Pick<Formatters, 'percent' | 'feeTier'>,
): string {
  return trade.routes
    .map((part) => {
      const path = [part.route.currencyIn, ...part.route.hops.map((hop) => hop.currencyOut)].map(symbolOf).join(' → ');
      const pools = part.route.hops
        .filter((hop) => hop.kind === 'pool')
        .map((hop) => (hop.kind === 'pool' ? `${hop.pool.version} ${format.feeTier(hop.pool.fee)}` : ''))
        .join(', ');
      return `${format.percent(part.percent, { minimumFractionDigits: 0 })} ${path} (${pools})`;
    })
    .join('; ');
}

/** The share of the amount the pools' LP fees take along the route (0 for a wrap, which has no pool). */
export function lpFeeShare(trade: Trade, kind: SwapKind): number {
  if (kind !== 'swap') return 0;
  return trade.routes.reduce((sum, part) => {
    const kept = part.route.hops.reduce(
      (product, hop) => (hop.kind === 'pool' ? product * (1 - hop.pool.fee / 1_000_000) : product),
      1,
    );
    return sum + (part.percent / 100) * (1 - kept);
  }, 0);
}

/** A route's token by its address: the list's symbol, or the address cut short. */
export const symbolIn =
  (tokens: readonly { address: string; symbol: string }[]) =>
  (address: string): string =>
    tokens.find((token) => token.address.toLowerCase() === address.toLowerCase())?.symbol ?? `${address.slice(0, 6)}…`;

/** How much of the output one whole input token buys at these amounts (display only: a float). */
export function tradeRate(
  amountIn: bigint,
  amountOut: bigint,
  tokenIn: { decimals: number },
  tokenOut: { decimals: number },
): number {
  return Number(formatUnits(amountOut, tokenOut.decimals)) / Number(formatUnits(amountIn, tokenIn.decimals));
}
