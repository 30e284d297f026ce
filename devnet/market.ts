// The seeded market, as data: tokens, pools, positions, NFT collections and the history's parameters.
// Changing anything here changes the state cache key, so the next start rebuilds the devnet.
import type { Address } from 'viem';
import type { TokenFlag } from '../contract/deployment.ts';

export const DEVNET_CHAINS = [
  { chainId: 31337, name: 'Devnet', portOffset: 0 },
  { chainId: 31338, name: 'Devnet L2', portOffset: 1 },
] as const;

export type TokenSpec = {
  symbol: string;
  name: string;
  decimals: number;
  /** Starting USD price; the history walks it with `volatility` (daily, as a fraction). */
  priceUsd: number;
  volatility: number;
  color: string;
  flags: TokenFlag[];
  /** Chain ids this token is deployed on. */
  chains: readonly number[];
  transferFeeBips?: number;
};

const BOTH = [31337, 31338] as const;
const L1 = [31337] as const;

/** ETH's starting USD price (WETH and native ETH share it). */
export const ETH_PRICE_USD = 3000;
export const ETH_VOLATILITY = 0.035;

export const TOKENS: readonly TokenSpec[] = [
  {
    symbol: 'USDC',
    name: 'USD Coin',
    decimals: 6,
    priceUsd: 1,
    volatility: 0.0005,
    color: '#2775CA',
    flags: ['stablecoin'],
    chains: BOTH,
  },
  {
    symbol: 'USDT',
    name: 'Tether USD',
    decimals: 6,
    priceUsd: 1,
    volatility: 0.0005,
    color: '#26A17B',
    flags: ['stablecoin'],
    chains: BOTH,
  },
  {
    symbol: 'DAI',
    name: 'Dai Stablecoin',
    decimals: 18,
    priceUsd: 1,
    volatility: 0.0008,
    color: '#F5AC37',
    flags: ['stablecoin'],
    chains: BOTH,
  },
  {
    symbol: 'WBTC',
    name: 'Wrapped BTC',
    decimals: 8,
    priceUsd: 64000,
    volatility: 0.03,
    color: '#F09242',
    flags: [],
    chains: BOTH,
  },
  {
    symbol: 'UNI',
    name: 'Uniswap',
    decimals: 18,
    priceUsd: 9.5,
    volatility: 0.05,
    color: '#FF007A',
    flags: [],
    chains: BOTH,
  },
  {
    symbol: 'LINK',
    name: 'Chainlink',
    decimals: 18,
    priceUsd: 14.2,
    volatility: 0.05,
    color: '#2A5ADA',
    flags: [],
    chains: BOTH,
  },
  {
    symbol: 'AAVE',
    name: 'Aave',
    decimals: 18,
    priceUsd: 152,
    volatility: 0.055,
    color: '#B6509E',
    flags: [],
    chains: L1,
  },
  {
    symbol: 'ARB',
    name: 'Arbitrum',
    decimals: 18,
    priceUsd: 0.82,
    volatility: 0.06,
    color: '#28A0F0',
    flags: [],
    chains: BOTH,
  },
  {
    symbol: 'LDO',
    name: 'Lido DAO',
    decimals: 18,
    priceUsd: 1.9,
    volatility: 0.06,
    color: '#F69988',
    flags: [],
    chains: L1,
  },
  {
    symbol: 'PEPE',
    name: 'Pepe',
    decimals: 18,
    priceUsd: 0.0000112,
    volatility: 0.09,
    color: '#3D9B3A',
    flags: [],
    chains: L1,
  },
  {
    symbol: 'RFX',
    name: 'Reflex Finance',
    decimals: 18,
    priceUsd: 0.35,
    volatility: 0.07,
    color: '#8E44AD',
    flags: ['feeOnTransfer'],
    chains: L1,
    transferFeeBips: 100,
  },
  {
    symbol: 'MIXR',
    name: 'Mixer Token',
    decimals: 18,
    priceUsd: 2.4,
    volatility: 0.07,
    color: '#555555',
    flags: ['blocked'],
    chains: L1,
  },
  {
    symbol: 'AIRDROP',
    name: 'Claim rewards at sluice-bonus.example',
    decimals: 18,
    priceUsd: 0.01,
    volatility: 0.1,
    color: '#C0392B',
    flags: ['spam'],
    chains: L1,
  },
];

export type RangeKind = 'full' | 'wide' | 'narrow' | 'above' | 'below';

export type PositionSpec = {
  /** Index of the dev account that owns the position. */
  lp: number;
  /** Share of the pool's target TVL this position deposits. */
  share: number;
  range: RangeKind;
  /** Minted, then all liquidity removed and collected: a closed position. */
  closed?: boolean;
};

export type PoolSpec = {
  chainId: number;
  version: 'v2' | 'v3' | 'v4';
  /** Symbols; 'ETH' is native ETH (v4 only), 'WETH' the wrapped token. */
  pair: [string, string];
  /** Fee in hundredths of a bip (500 = 0.05%); v2 is always 3000. */
  fee: number;
  tickSpacing?: number;
  /** Name of a hook from the v4 test artifacts. */
  hook?: 'MockCounterHook';
  tvlUsd: number;
  positions?: PositionSpec[];
  /** Relative swap activity in the history. */
  activity: number;
};

const LPS: PositionSpec[] = [
  { lp: 1, share: 0.5, range: 'full' },
  { lp: 2, share: 0.3, range: 'wide' },
  { lp: 3, share: 0.2, range: 'narrow' },
];
const LPS_WITH_EDGES: PositionSpec[] = [
  ...LPS,
  { lp: 4, share: 0.05, range: 'above' },
  { lp: 4, share: 0.05, range: 'below' },
  { lp: 4, share: 0.05, range: 'wide', closed: true },
];

export const POOLS: readonly PoolSpec[] = [
  // Devnet (31337)
  { chainId: 31337, version: 'v2', pair: ['WETH', 'USDC'], fee: 3000, tvlUsd: 8_000_000, activity: 3 },
  { chainId: 31337, version: 'v2', pair: ['WETH', 'DAI'], fee: 3000, tvlUsd: 3_000_000, activity: 1.5 },
  { chainId: 31337, version: 'v2', pair: ['WBTC', 'WETH'], fee: 3000, tvlUsd: 4_000_000, activity: 1.5 },
  { chainId: 31337, version: 'v2', pair: ['UNI', 'WETH'], fee: 3000, tvlUsd: 1_500_000, activity: 1 },
  { chainId: 31337, version: 'v2', pair: ['RFX', 'WETH'], fee: 3000, tvlUsd: 400_000, activity: 1 },
  { chainId: 31337, version: 'v2', pair: ['PEPE', 'WETH'], fee: 3000, tvlUsd: 900_000, activity: 1.5 },
  { chainId: 31337, version: 'v2', pair: ['MIXR', 'WETH'], fee: 3000, tvlUsd: 250_000, activity: 0.3 },
  { chainId: 31337, version: 'v2', pair: ['AIRDROP', 'WETH'], fee: 3000, tvlUsd: 20_000, activity: 0.2 },
  { chainId: 31337, version: 'v2', pair: ['LINK', 'USDC'], fee: 3000, tvlUsd: 700_000, activity: 0.8 },
  {
    chainId: 31337,
    version: 'v3',
    pair: ['WETH', 'USDC'],
    fee: 500,
    tvlUsd: 25_000_000,
    positions: LPS_WITH_EDGES,
    activity: 5,
  },
  { chainId: 31337, version: 'v3', pair: ['WETH', 'USDC'], fee: 3000, tvlUsd: 9_000_000, positions: LPS, activity: 2 },
  { chainId: 31337, version: 'v3', pair: ['USDC', 'USDT'], fee: 100, tvlUsd: 12_000_000, positions: LPS, activity: 3 },
  { chainId: 31337, version: 'v3', pair: ['DAI', 'USDC'], fee: 100, tvlUsd: 6_000_000, positions: LPS, activity: 1.5 },
  { chainId: 31337, version: 'v3', pair: ['WBTC', 'WETH'], fee: 3000, tvlUsd: 10_000_000, positions: LPS, activity: 2 },
  {
    chainId: 31337,
    version: 'v3',
    pair: ['WBTC', 'USDC'],
    fee: 3000,
    tvlUsd: 6_000_000,
    positions: LPS,
    activity: 1.5,
  },
  { chainId: 31337, version: 'v3', pair: ['UNI', 'WETH'], fee: 3000, tvlUsd: 3_000_000, positions: LPS, activity: 1.5 },
  {
    chainId: 31337,
    version: 'v3',
    pair: ['LINK', 'WETH'],
    fee: 3000,
    tvlUsd: 2_500_000,
    positions: LPS,
    activity: 1.2,
  },
  { chainId: 31337, version: 'v3', pair: ['AAVE', 'WETH'], fee: 3000, tvlUsd: 2_000_000, positions: LPS, activity: 1 },
  {
    chainId: 31337,
    version: 'v3',
    pair: ['ARB', 'WETH'],
    fee: 10000,
    tvlUsd: 1_200_000,
    positions: LPS,
    activity: 0.8,
  },
  { chainId: 31337, version: 'v3', pair: ['LDO', 'WETH'], fee: 10000, tvlUsd: 900_000, positions: LPS, activity: 0.6 },
  {
    chainId: 31337,
    version: 'v3',
    pair: ['PEPE', 'WETH'],
    fee: 10000,
    tvlUsd: 1_500_000,
    positions: LPS,
    activity: 1.5,
  },
  {
    chainId: 31337,
    version: 'v4',
    pair: ['ETH', 'USDC'],
    fee: 500,
    tickSpacing: 10,
    tvlUsd: 15_000_000,
    positions: LPS_WITH_EDGES,
    activity: 4,
  },
  {
    chainId: 31337,
    version: 'v4',
    pair: ['ETH', 'USDT'],
    fee: 3000,
    tickSpacing: 60,
    tvlUsd: 5_000_000,
    positions: LPS,
    activity: 1.5,
  },
  {
    chainId: 31337,
    version: 'v4',
    pair: ['ETH', 'WBTC'],
    fee: 2500,
    tickSpacing: 50,
    tvlUsd: 6_000_000,
    positions: LPS,
    activity: 1.5,
  },
  {
    chainId: 31337,
    version: 'v4',
    pair: ['UNI', 'USDC'],
    fee: 3000,
    tickSpacing: 60,
    hook: 'MockCounterHook',
    tvlUsd: 1_500_000,
    positions: LPS,
    activity: 1,
  },
  {
    chainId: 31337,
    version: 'v4',
    pair: ['LINK', 'ETH'],
    fee: 3000,
    tickSpacing: 60,
    tvlUsd: 1_800_000,
    positions: LPS,
    activity: 1,
  },
  // Devnet L2 (31338)
  { chainId: 31338, version: 'v2', pair: ['WETH', 'USDC'], fee: 3000, tvlUsd: 2_000_000, activity: 1.5 },
  { chainId: 31338, version: 'v3', pair: ['WETH', 'USDC'], fee: 500, tvlUsd: 6_000_000, positions: LPS, activity: 3 },
  { chainId: 31338, version: 'v3', pair: ['USDC', 'USDT'], fee: 100, tvlUsd: 3_000_000, positions: LPS, activity: 1.5 },
  { chainId: 31338, version: 'v3', pair: ['WBTC', 'WETH'], fee: 3000, tvlUsd: 2_500_000, positions: LPS, activity: 1 },
  { chainId: 31338, version: 'v3', pair: ['ARB', 'WETH'], fee: 3000, tvlUsd: 1_500_000, positions: LPS, activity: 1 },
  { chainId: 31338, version: 'v3', pair: ['DAI', 'USDC'], fee: 100, tvlUsd: 1_000_000, positions: LPS, activity: 0.6 },
  { chainId: 31338, version: 'v3', pair: ['UNI', 'WETH'], fee: 3000, tvlUsd: 800_000, positions: LPS, activity: 0.6 },
  { chainId: 31338, version: 'v2', pair: ['LINK', 'WETH'], fee: 3000, tvlUsd: 500_000, activity: 0.4 },
  {
    chainId: 31338,
    version: 'v4',
    pair: ['ETH', 'USDC'],
    fee: 500,
    tickSpacing: 10,
    tvlUsd: 4_000_000,
    positions: LPS,
    activity: 2,
  },
  {
    chainId: 31338,
    version: 'v4',
    pair: ['UNI', 'LINK'],
    fee: 3000,
    tickSpacing: 60,
    tvlUsd: 600_000,
    positions: LPS,
    activity: 0.5,
  },
];

export type NftCollectionSpec = { name: string; symbol: string; itemsPerAccount: number; chains: readonly number[] };

export const NFT_COLLECTIONS: readonly NftCollectionSpec[] = [
  { name: 'Sluice Sprites', symbol: 'SPRITE', itemsPerAccount: 3, chains: BOTH },
  { name: 'Devnet Punks', symbol: 'DPUNK', itemsPerAccount: 2, chains: L1 },
  { name: 'Liquidity Lizards', symbol: 'LIZARD', itemsPerAccount: 2, chains: L1 },
];

/** Dev accounts: 0 deploys, 1-4 provide liquidity, 5-9 trade. All ten end up holding every token. */
export const DEPLOYER = 0;
export const TRADERS = [5, 6, 7, 8, 9] as const;

/** Every account's starting holdings of each token, in USD, on each chain. */
export const ACCOUNT_FUNDING_USD = 25_000;

export const HISTORY = {
  seed: 0x51_1c_e0,
  days: 30,
  /** Mean swaps per simulated hour across a chain's pools (Poisson). */
  swapsPerHour: { 31337: 1.1, 31338: 0.4 } as Record<number, number>,
  /** Mean hours between liquidity changes (adds and removes) on a chain. */
  hoursPerLiquidityChange: 16,
  /** Swap sizes in USD, log-uniform; traders buy or sell at random (the arbitrageur keeps prices in line). */
  minSwapUsd: 150,
  maxSwapUsd: 60_000,
} as const;

/**
 * The arbitrageur that keeps the market consistent (issue 11): after every trade, in the same block, and whenever it
 * re-prices to the walk, it trades each pool that strayed beyond its band back to the walk's price.
 */
export const ARBITRAGE = {
  /** Its own address, impersonated on the devnet, so no dev account's holdings carry its inventory. */
  account: '0x00000000000000000000000000000000a4b17a6e' as Address,
  /** A pool of fee f is traded once |mid / reference - 1| exceeds f plus this premium (gas and risk). */
  premium: 0.0005,
  /** Hours between two re-pricings of every pool to the walk (at the first block of an hour with activity). */
  repriceEveryHours: 6,
  /** Swap-and-look rounds a block allows to bring a pool back (liquidity changing at ticks makes one swap miss). */
  maxRounds: 5,
} as const;

/** The live market, while `npm run devnet` or `npm start` runs: a swap every so often, in wall time. */
export const LIVE_MARKET = { intervalMs: 20_000, catchUpHours: 24 } as const;
