// spec §2 "Swap form" and §3 routing: the quote of the typed amount, keyed by what it was asked for and the block of
// the pools it was quoted against. src/data may not import the routing worker, so the swap feature hands in the
// worker's call; the key and the policy (never kept, never persisted) live here.
import { queryOptions } from '@tanstack/react-query';

export type SwapQuoteQueryParameters = {
  chainId: number | undefined;
  tokenIn: string | undefined;
  tokenOut: string | undefined;
  tradeType: 'exactIn' | 'exactOut';
  amount: bigint | undefined;
  versions: readonly string[];
  /** The block of the pools the worker quotes against, or 'direct' for a wrap or unwrap (one to one, no pools). */
  quotedAt: bigint | 'direct' | undefined;
};

/** Trade-service data (`TRADE_SERVICE_QUERY_KEY_ROOTS`): a restored quote is a wrong quote, so its root stays `quote`. */
export const swapQuoteQueryKey = (parameters: SwapQuoteQueryParameters) =>
  [
    'quote',
    parameters.chainId,
    parameters.tokenIn,
    parameters.tokenOut,
    parameters.tradeType,
    parameters.amount?.toString(),
    parameters.versions.join(),
    typeof parameters.quotedAt === 'bigint' ? parameters.quotedAt.toString() : parameters.quotedAt,
  ] as const;

/**
 * The quote of `amount`, dropped as soon as nothing shows it (gcTime 0).
 * @example
 * useQuery(swapQuoteQueryOptions({ ...parameters, enabled, quote: () => quoteFor(amount) }));
 */
export function swapQuoteQueryOptions<TTrade>(
  parameters: SwapQuoteQueryParameters & { enabled: boolean; quote: () => Promise<TTrade> },
) {
  return queryOptions({
    queryKey: swapQuoteQueryKey(parameters),
    enabled: parameters.enabled,
    queryFn: parameters.quote,
    gcTime: 0,
  });
}
