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

export function tokenListQuery(url: string) {
  return {
    queryKey: ['tokenList', url] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<TokenList> => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`token list: HTTP ${response.status}`);
      return (await response.json()) as TokenList;
    },
    staleTime: 60 * 1000,
  };
}
