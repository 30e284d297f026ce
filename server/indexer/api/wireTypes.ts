// The data API's wire types (spec §7 field names): written by the indexer's API, read by the app (src/data/dataApi.ts).

export type SafetyLevel = 'VERIFIED' | 'UNKNOWN' | 'SPAM' | 'BLOCKED';

export type TokenStats = {
  id: string;
  chainId: number;
  address: `0x${string}`;
  symbol: string;
  name: string;
  decimals: number;
  priceUSD: number;
  pricePercentChange1Day: number;
  volume1Day: number;
  marketCap: number;
  fullyDilutedValue: number;
  totalValueLocked: number;
  safetyLevel: SafetyLevel;
  buyFeeBips: number;
  sellFeeBips: number;
  /** Pool the price is read from (empty for stablecoins). */
  pricePool: string;
  /** Hourly prices over the last day, oldest first. */
  sparkline: number[];
};

export type PoolStats = {
  id: string;
  chainId: number;
  protocolVersion: 'V2' | 'V3' | 'V4';
  poolId: `0x${string}`;
  feeTier: number;
  hookAddress: `0x${string}` | null;
  token0: PoolToken;
  token1: PoolToken;
  totalLiquidity: { value: number };
  volume1Day: { value: number };
  volume30Day: { value: number };
  volumeOverTvl1Day: number;
  fees1Day: number;
  /** Base APR annualized from 1-day fees (spec §3), in percent. */
  apr: number;
  rewardApr: number;
  totalApr: number;
  txCount1Day: number;
};
export type PoolToken = {
  address: `0x${string}`;
  symbol: string;
  name: string;
  decimals: number;
  priceUSD: number;
  reserve: number;
};

/** Columns the tokens list sorts by on the server (the explore table pages through it in this order). */
export const TOKEN_ORDER_BY = ['volume1Day', 'priceUSD', 'pricePercentChange1Day', 'fullyDilutedValue'] as const;
export type TokenOrderBy = (typeof TOKEN_ORDER_BY)[number];
export type OrderDirection = 'asc' | 'desc';

/** One page of the tokens list: `total` rows in all, `tokens` from `(page - 1) * size`. */
export type TokenPage = { tokens: TokenStats[]; total: number };
