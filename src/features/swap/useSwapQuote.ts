// spec §2 "Swap form" and §3 routing: the routing worker quotes the typed amount against the pools of the latest block;
// a wrap or unwrap is one to one through WETH and needs no quote.
import { useQuery } from '@tanstack/react-query';
import type { SwapKind } from '../../lib/swap/swapKind';
import { DEFAULT_ROUTING, type ProtocolVersion, type Trade } from '../../../workers/routing/types';
import type { MarketSummary } from '../../../workers/router/routerApi';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { type ChainToken, lower, sameAddress } from '../../data/chainTokens';
import { swapQuoteQueryOptions } from '../../data/swapQuote';
import { routerWorker } from './swapData';

export type SwapQuoteParameters = {
  chain: RuntimeChain | undefined;
  tokenIn: ChainToken | undefined;
  tokenOut: ChainToken | undefined;
  kind: SwapKind;
  tradeType: 'exactIn' | 'exactOut';
  amount: bigint | undefined;
  versions: readonly ProtocolVersion[];
  /** The pools the worker quotes against: the latest block's, or the cached ones until those arrive. */
  summary: MarketSummary | undefined;
};

export function useSwapQuote({
  chain,
  tokenIn,
  tokenOut,
  kind,
  tradeType,
  amount,
  versions,
  summary,
}: SwapQuoteParameters) {
  const quoteFor = async (value: bigint): Promise<Trade | undefined> => {
    if (!chain || !tokenIn || !tokenOut) return undefined;
    if (kind !== 'swap')
      return {
        tradeType,
        currencyIn: lower(tokenIn.address),
        currencyOut: lower(tokenOut.address),
        amountIn: value,
        amountOut: value,
        routes: [],
      };
    const quote = await routerWorker().client.quote({
      chainId: chain.chainId,
      currencyIn: lower(tokenIn.address),
      currencyOut: lower(tokenOut.address),
      tradeType,
      amount: value,
      preference: { ...DEFAULT_ROUTING, versions },
    });
    return quote?.trade;
  };

  const quote = useQuery(
    swapQuoteQueryOptions({
      chainId: chain?.chainId,
      tokenIn: tokenIn?.address,
      tokenOut: tokenOut?.address,
      tradeType,
      amount,
      versions,
      quotedAt: kind === 'swap' ? summary?.blockNumber : 'direct',
      enabled:
        amount !== undefined &&
        tokenIn !== undefined &&
        tokenOut !== undefined &&
        !sameAddress(tokenIn.address, tokenOut.address) &&
        (kind !== 'swap' || summary !== undefined),
      quote: async () => (await quoteFor(amount!)) ?? null,
    }),
  );
  return { quote, quoteFor };
}
