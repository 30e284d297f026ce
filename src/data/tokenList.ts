// The Uniswap token-list format (https://github.com/Uniswap/token-lists), as served by server/tokenList.ts.
import type { Address } from 'viem';

export type TokenListToken = {
  chainId: number;
  address: Address;
  symbol: string;
  name: string;
  decimals: number;
  logoURI?: string;
  tags?: string[];
  /** transferFeeBips: what a fee-on-transfer token takes when pulled with transferFrom. */
  extensions?: { color?: string; priceChange24h?: number | null; transferFeeBips?: number };
};

export type TokenList = {
  name: string;
  timestamp: string;
  version: { major: number; minor: number; patch: number };
  tokens: TokenListToken[];
  tags?: Record<string, { name: string; description: string }>;
};

/** The chain's native coin is on no token list; its logo ships with the app (public/tokens/). */
export const NATIVE_LOGO_URI = '/tokens/eth.svg';

/** A list's relative logoURI is relative to the list's own address (a list served by another origin keeps its logos). */
export function resolveLogoUris(list: TokenList, listUrl: string): TokenList {
  const resolve = (uri: string | undefined) => {
    if (!uri || !uri.startsWith('/') || uri.startsWith('//')) return uri;
    try {
      const base = new URL(listUrl);
      return new URL(uri, base).href;
    } catch {
      return uri; // a same-origin list: a root-relative address already works
    }
  };
  return { ...list, tokens: list.tokens.map((token) => ({ ...token, logoURI: resolve(token.logoURI) })) };
}

export function tokenListQuery(url: string) {
  return {
    queryKey: ['tokenList', url] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<TokenList> => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`token list: HTTP ${response.status}`);
      return resolveLogoUris((await response.json()) as TokenList, url);
    },
    staleTime: 60 * 1000,
  };
}
