// The app's reader of the token list the services server serves (server/tokenList.ts).
import type { TokenList } from '../../contract/tokenList.ts';

/** The list's shape (contract/tokenList.ts), re-exported for the screens. */
export type { TokenList, TokenListToken } from '../../contract/tokenList.ts';

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
