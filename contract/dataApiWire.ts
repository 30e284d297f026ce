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

// Liquidity data for routing, positions and NFTs (issue 11). Amounts are decimal strings, addresses lowercase.

/** GET /routing/pools?chainId=&tokens=a,b,...&limit= : pools among the tokens, by TVL descending. */
export type RoutingPoolsResponse = {
  chainId: number;
  /** The last block the indexer has processed for this chain. */
  blockNumber: string;
  pools: RoutingPool[];
};
export type RoutingPool = {
  version: 'v2' | 'v3' | 'v4';
  /** Pair or pool address; the pool id for v4. */
  address: string;
  token0: string;
  token1: string;
  fee: number;
  tickSpacing: number;
  hooks: string;
  /** USD value of the reserves at the pool's last event. */
  tvlUSD: number;
  /** TickBitmap word positions (floor(floor(tick / tickSpacing) / 256)) holding initialized ticks; [] for v2. */
  tickWords: number[];
};

/** GET /pools/:chainId/:poolAddressOrId/ticks : initialized ticks by tick. */
export type PoolTicksResponse = {
  blockNumber: string;
  ticks: { tick: number; liquidityNet: string; liquidityGross: string }[];
};

export type PositionStatus = 'IN_RANGE' | 'OUT_OF_RANGE' | 'CLOSED';

/** GET /positions?owner=&chainIds= : v2 LP balances, v3 and v4 position NFTs (closed ones included). */
export type PositionsResponse = { positions: PositionWire[] };
export type PositionWire = {
  chainId: number;
  version: 'v2' | 'v3' | 'v4';
  /** The NFT's id; null for v2. */
  tokenId: string | null;
  pool: { address: string; token0: string; token1: string; fee: number; tickSpacing: number; hooks: string };
  owner: string;
  /** v2: the LP token balance. */
  liquidity: string;
  tickLower: number | null;
  tickUpper: number | null;
  status: PositionStatus;
  /** v3: deposited in the LP rewards staker. */
  staked: boolean;
};

/** GET /incentives?chainId=&pool= : the LP rewards programs (UniswapV3Staker incentives) of a v3 pool. */
export type IncentivesResponse = { incentives: IncentiveWire[] };
export type IncentiveWire = {
  incentiveId: string;
  /** The staker's IncentiveKey, as its calls take it (times in unix seconds). */
  key: { rewardToken: string; pool: string; startTime: string; endTime: string; refundee: string };
  /** The reward the incentive was created with, in the reward token's smallest unit. */
  reward: string;
  ended: boolean;
};

/** GET /nfts?owner=&chainIds= : every ERC721 the indexer follows (collections and position NFTs). */
export type NftsResponse = { nfts: NftWire[] };
export type NftWire = {
  chainId: number;
  collection: { address: string; name: string; symbol: string };
  tokenId: string;
};
