// What a token is worth in USD for a quote: a stablecoin is 1; anything else is the indexer's live price (its
// /tokens/prices route, the figure every screen shows, server/indexer/api/priceRoutes.ts), native ETH at WETH's.
// Answers are reused for a few seconds; the keys are the manifest's tokens, so the cache stays small.
import { zeroAddress } from 'viem';
import type { TradableToken } from './tradableTokens.ts';

export type TokenPriceUsd = (token: TradableToken) => Promise<number | undefined>;

const REUSE_MS = 10_000;

export function indexerTokenPrices(indexerUrl: () => string | undefined, now: () => number = Date.now): TokenPriceUsd {
  const cache = new Map<string, { at: number; price: number }>();
  return async (token) => {
    if (token.stablecoin) return 1;
    const address = token.address === zeroAddress ? token.chain.contracts.WETH9 : token.address;
    const id = `${token.chain.chainId}-${address.toLowerCase()}`;
    const cached = cache.get(id);
    if (cached && now() - cached.at < REUSE_MS) return cached.price;
    const base = indexerUrl();
    if (!base) return undefined;
    try {
      const response = await fetch(`${base}/tokens/prices?ids=${id}`, { signal: AbortSignal.timeout(3_000) });
      if (!response.ok) return undefined;
      const price = ((await response.json()) as { prices?: Record<string, unknown> }).prices?.[id];
      if (typeof price !== 'number' || !(price > 0)) return undefined;
      cache.set(id, { at: now(), price });
      return price;
    } catch {
      return undefined; // no price, no quote: the caller answers NoQuotes
    }
  };
}
