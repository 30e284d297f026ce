// The indexer's tables. Amounts are raw integers (bigint); USD values are doubles computed at the event's chain time.
import { index, onchainTable } from 'ponder';

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
    createdAt: t.integer().notNull(),
  }),
  (table) => ({ chainIdx: index().on(table.chainId) }),
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
  (table) => ({ fromIdx: index().on(table.from), toIdx: index().on(table.to) }),
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
