// The indexer's tables. Amounts are raw integers (bigint); USD values are doubles computed at the event's chain time.
import { index, onchainTable, type PgColumnsBuilders } from 'ponder';

export const token = onchainTable('token', (t) => ({
  id: t.text().primaryKey(), // `${chainId}-${address}`
  chainId: t.integer().notNull(),
  address: t.hex().notNull(),
  symbol: t.text().notNull(),
  name: t.text().notNull(),
  decimals: t.integer().notNull(),
  totalSupply: t.bigint().notNull(),
  priceUSD: t.doublePrecision().notNull(),
  /** Pool the price comes from (empty for stablecoins, priced at 1). */
  pricePool: t.text().notNull(),
  /** Rank of that pool: 2 + depth for a stablecoin pair, 1 + depth for a wrapped-native pair (depth in 0..1). */
  priceRank: t.doublePrecision().notNull(),
}));

export const pool = onchainTable(
  'pool',
  (t) => ({
    id: t.text().primaryKey(), // `${chainId}-${address or poolId}`
    chainId: t.integer().notNull(),
    version: t.text().notNull(), // v2 | v3 | v4
    address: t.hex().notNull(), // pair/pool address, or the v4 pool id
    token0: t.hex().notNull(),
    token1: t.hex().notNull(),
    fee: t.integer().notNull(),
    tickSpacing: t.integer().notNull(),
    hooks: t.hex().notNull(),
    sqrtPriceX96: t.bigint().notNull(),
    liquidity: t.bigint().notNull(),
    /** Tokens the pool holds (v2: reserves; v3: minted + swapped - collected; v4: liquidity amounts + swaps). */
    reserve0: t.bigint().notNull(),
    reserve1: t.bigint().notNull(),
    /** v3/v4: the current tick (from Initialize and Swap); 0 for v2. */
    tick: t.integer().notNull(),
    /** USD value of the reserves at the pool's last event, priced then: ranks pools for routing. */
    tvlUSD: t.doublePrecision().notNull(),
    createdAt: t.integer().notNull(),
  }),
  (table) => ({
    chainIdx: index().on(table.chainId),
    token0Idx: index().on(table.chainId, table.token0, table.tvlUSD),
    token1Idx: index().on(table.chainId, table.token1, table.tvlUSD),
    tvlIdx: index().on(table.chainId, table.tvlUSD),
  }),
);

export const swap = onchainTable(
  'swap',
  (t) => ({
    id: t.text().primaryKey(),
    chainId: t.integer().notNull(),
    pool: t.text().notNull(),
    txHash: t.hex().notNull(),
    blockNumber: t.bigint().notNull(),
    timestamp: t.integer().notNull(),
    /** The account that sent the transaction. */
    origin: t.hex().notNull(),
    /** Token amounts into the pool (negative: out of the pool). */
    amount0: t.bigint().notNull(),
    amount1: t.bigint().notNull(),
    amountUSD: t.doublePrecision().notNull(),
  }),
  (table) => ({
    poolTime: index().on(table.pool, table.timestamp),
    chainTime: index().on(table.chainId, table.timestamp),
    originIdx: index().on(table.origin),
  }),
);

export const tokenPrice = onchainTable(
  'token_price',
  (t) => ({
    id: t.text().primaryKey(),
    token: t.text().notNull(),
    timestamp: t.integer().notNull(),
    priceUSD: t.doublePrecision().notNull(),
  }),
  (table) => ({ tokenTime: index().on(table.token, table.timestamp) }),
);

export const transfer = onchainTable(
  'transfer',
  (t) => ({
    id: t.text().primaryKey(),
    chainId: t.integer().notNull(),
    token: t.hex().notNull(),
    from: t.hex().notNull(),
    to: t.hex().notNull(),
    value: t.bigint().notNull(),
    timestamp: t.integer().notNull(),
    txHash: t.hex().notNull(),
  }),
  (table) => ({
    fromIdx: index().on(table.from),
    toIdx: index().on(table.to),
    // the send form's prior-transfer count (spec §7): one index range, whatever the sender's history
    fromToIdx: index().on(table.chainId, table.from, table.to),
  }),
);

export const balance = onchainTable(
  'balance',
  (t) => ({
    id: t.text().primaryKey(), // `${chainId}-${token}-${holder}`
    chainId: t.integer().notNull(),
    token: t.hex().notNull(),
    holder: t.hex().notNull(),
    amount: t.bigint().notNull(),
  }),
  (table) => ({ holderIdx: index().on(table.holder) }),
);

export const nftCollection = onchainTable('nft_collection', (t) => ({
  id: t.text().primaryKey(),
  chainId: t.integer().notNull(),
  address: t.hex().notNull(),
  name: t.text().notNull(),
  symbol: t.text().notNull(),
  transfers: t.integer().notNull(),
}));

export const nftItem = onchainTable(
  'nft_item',
  (t) => ({
    id: t.text().primaryKey(), // `${chainId}-${collection}-${tokenId}`
    chainId: t.integer().notNull(),
    collection: t.hex().notNull(),
    tokenId: t.bigint().notNull(),
    owner: t.hex().notNull(),
  }),
  (table) => ({ collectionIdx: index().on(table.collection), ownerIdx: index().on(table.owner) }),
);

export const nftTransfer = onchainTable(
  'nft_transfer',
  (t) => ({
    id: t.text().primaryKey(),
    chainId: t.integer().notNull(),
    collection: t.hex().notNull(),
    tokenId: t.bigint().notNull(),
    from: t.hex().notNull(),
    to: t.hex().notNull(),
    timestamp: t.integer().notNull(),
    txHash: t.hex().notNull(),
  }),
  (table) => ({ fromIdx: index().on(table.from), toIdx: index().on(table.to) }),
);

// Hour and day aggregates, kept by the swap and liquidity handlers so that a window (24 h, 1 W, 1 Y) costs a bounded
// number of rows per pool or token, whatever the length of the history. `periodStart` is the bucket's first second.
const poolPeriodColumns = (t: PgColumnsBuilders) => ({
  id: t.text().primaryKey(), // `${poolId}-${periodStart}`
  chainId: t.integer().notNull(),
  pool: t.text().notNull(),
  periodStart: t.integer().notNull(),
  volumeUSD: t.doublePrecision().notNull(),
  feesUSD: t.doublePrecision().notNull(),
  /** TVL after the bucket's last event. */
  tvlUSD: t.doublePrecision().notNull(),
  swapCount: t.integer().notNull(),
  /** Price of token0 in token1 (whole tokens) at the bucket's first event, highest, lowest and after its last. */
  open: t.doublePrecision().notNull(),
  high: t.doublePrecision().notNull(),
  low: t.doublePrecision().notNull(),
  close: t.doublePrecision().notNull(),
});

export const poolHourData = onchainTable('pool_hour_data', poolPeriodColumns, (table) => ({
  poolTime: index().on(table.pool, table.periodStart),
  chainTime: index().on(table.chainId, table.periodStart),
}));

export const poolDayData = onchainTable('pool_day_data', poolPeriodColumns, (table) => ({
  poolTime: index().on(table.pool, table.periodStart),
  chainTime: index().on(table.chainId, table.periodStart),
}));

const tokenPeriodColumns = (t: PgColumnsBuilders) => ({
  id: t.text().primaryKey(), // `${tokenId}-${periodStart}`
  chainId: t.integer().notNull(),
  token: t.text().notNull(),
  periodStart: t.integer().notNull(),
  /** USD price before the bucket's first change (the previous close), so `open` of a window is its starting price. */
  open: t.doublePrecision().notNull(),
  high: t.doublePrecision().notNull(),
  low: t.doublePrecision().notNull(),
  close: t.doublePrecision().notNull(),
  /** USD value of the swaps of every pool holding the token. */
  volumeUSD: t.doublePrecision().notNull(),
});

export const tokenHourData = onchainTable('token_hour_data', tokenPeriodColumns, (table) => ({
  tokenTime: index().on(table.token, table.periodStart),
  chainTime: index().on(table.chainId, table.periodStart),
}));

export const tokenDayData = onchainTable('token_day_data', tokenPeriodColumns, (table) => ({
  tokenTime: index().on(table.token, table.periodStart),
  chainTime: index().on(table.chainId, table.periodStart),
}));

/** Initialized ticks of v3 and v4 pools (liquidityGross > 0), from v3 Mint/Burn and v4 ModifyLiquidity. */
export const tick = onchainTable(
  'tick',
  (t) => ({
    id: t.text().primaryKey(), // `${poolId}-${tickIdx}`
    chainId: t.integer().notNull(),
    pool: t.text().notNull(),
    tickIdx: t.integer().notNull(),
    liquidityNet: t.bigint().notNull(),
    liquidityGross: t.bigint().notNull(),
  }),
  (table) => ({ poolTick: index().on(table.pool, table.tickIdx) }),
);

/** TickBitmap words (floor(floor(tick / tickSpacing) / 256)) holding initialized ticks, with how many. */
export const tickWord = onchainTable(
  'tick_word',
  (t) => ({
    id: t.text().primaryKey(), // `${poolId}-${word}`
    chainId: t.integer().notNull(),
    pool: t.text().notNull(),
    word: t.integer().notNull(),
    ticks: t.integer().notNull(),
  }),
  (table) => ({ poolIdx: index().on(table.pool) }),
);

/**
 * Liquidity positions: v2 LP token balances per holder, v3 NonfungiblePositionManager and v4 PositionManager NFTs.
 * Closed positions (liquidity 0) stay.
 */
export const position = onchainTable(
  'position',
  (t) => ({
    id: t.text().primaryKey(), // v2: `${chainId}-v2-${pair}-${holder}`; v3/v4: `${chainId}-${version}-${tokenId}`
    chainId: t.integer().notNull(),
    version: t.text().notNull(),
    /** The NFT's id (v3, v4); null for v2. */
    tokenId: t.bigint(),
    /** The pool's row id; empty until the position's first liquidity event names it. */
    pool: t.text().notNull(),
    owner: t.hex().notNull(),
    liquidity: t.bigint().notNull(),
    tickLower: t.integer(),
    tickUpper: t.integer(),
    /** v3: deposited in the LP rewards staker (the NFT's holder is the staker; `owner` is the depositor). */
    staked: t.boolean().notNull().default(false),
  }),
  (table) => ({ ownerIdx: index().on(table.owner), poolIdx: index().on(table.pool) }),
);

/** LP rewards programs (UniswapV3Staker incentives): a reward token paid to a v3 pool's in-range liquidity. */
export const incentive = onchainTable(
  'incentive',
  (t) => ({
    id: t.text().primaryKey(), // `${chainId}-${incentiveId}`
    chainId: t.integer().notNull(),
    /** keccak256 of the ABI-encoded IncentiveKey, as the staker names it. */
    incentiveId: t.hex().notNull(),
    /** The pool's row id (`${chainId}-${address}`). */
    pool: t.text().notNull(),
    rewardToken: t.hex().notNull(),
    startTime: t.bigint().notNull(),
    endTime: t.bigint().notNull(),
    refundee: t.hex().notNull(),
    reward: t.bigint().notNull(),
    ended: t.boolean().notNull().default(false),
  }),
  (table) => ({ poolIdx: index().on(table.pool) }),
);

/**
 * The last v3 pool Mint made by the NonfungiblePositionManager on each chain: its IncreaseLiquidity follows in the
 * same transaction and takes the pool and range from here (old blocks cannot be read on a pruned node).
 */
export const v3LastManagerMint = onchainTable('v3_last_manager_mint', (t) => ({
  id: t.integer().primaryKey(), // chainId
  txHash: t.hex().notNull(),
  pool: t.text().notNull(),
  tickLower: t.integer().notNull(),
  tickUpper: t.integer().notNull(),
}));
