// The Uniswap token-list format (https://github.com/Uniswap/token-lists): what the services server serves at
// /api/tokens (server/tokenList.ts) and the app reads (src/data/tokenList.ts).
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
