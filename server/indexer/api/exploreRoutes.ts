// Explore lists: tokens, trending, search, pools, transactions and NFT collections (token details: tokenDetailsRoutes).
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { and, count, countDistinct, desc, inArray } from 'ponder';
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { toUnits } from '../poolMath.ts';
import { cachedRead, chains, loadMarket } from './loadMarket.ts';
import type { MarketSnapshot, PoolStats, TokenStats } from './marketSnapshot.ts';
import { answerError } from './apiErrors.ts';
import { parseAddress, parseChainId, parseChainIds, parsePositiveInt, parseTokenPageRequest } from './queryParams.ts';
import { pageTokens } from './tokenPages.ts';

export const exploreRoutes = new Hono();

const byChains = <T extends { chainId: number }>(rows: T[], chainIds: number[]) =>
  rows.filter((r) => chainIds.includes(r.chainId));

function matchesToken(token: TokenStats, query: string): boolean {
  const q = query.toLowerCase();
  return token.address === q || token.symbol.toLowerCase().includes(q) || token.name.toLowerCase().includes(q);
}

function matchesPool(pool: PoolStats, query: string): boolean {
  const q = query.toLowerCase();
  if (pool.poolId.toLowerCase() === q) return true;
  const pair = `${pool.token0.symbol}/${pool.token1.symbol}`.toLowerCase();
  const words = q.split(/[\s/]+/).filter(Boolean);
  return (
    words.length > 0 && words.every((w) => pair.includes(w) || pool.token0.address === w || pool.token1.address === w)
  );
}

// the chains' tokens, kept per market snapshot so the page requests of one list share one sort
const tokensByChains = new WeakMap<MarketSnapshot, Map<string, TokenStats[]>>();
function tokensOnChains(market: MarketSnapshot, chainIds: number[]): TokenStats[] {
  let lists = tokensByChains.get(market);
  if (!lists) tokensByChains.set(market, (lists = new Map()));
  const key = chainIds.join(',');
  let list = lists.get(key);
  if (!list) lists.set(key, (list = byChains(market.tokens, chainIds)));
  return list;
}

// The tokens list: whole, or with `page` one page of `size` in the order of `orderBy` and `direction`.
exploreRoutes.get('/tokens', async (c) => {
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const tokens = tokensOnChains(await loadMarket(), chainIds);
  if (c.req.query('page') === undefined) return c.json({ tokens, total: tokens.length });
  return c.json(
    pageTokens(
      tokens,
      parseTokenPageRequest((name) => c.req.query(name)),
    ),
  );
});

// Trending tokens: by 1-day volume, spam and blocked tokens left out.
exploreRoutes.get('/tokens/trending', async (c) => {
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const size = parsePositiveInt(c.req.query('size'), 5, 50);
  const market = await loadMarket();
  const tokens = byChains(market.tokens, chainIds).filter((t) => t.safetyLevel === 'VERIFIED' && t.volume1Day > 0);
  return c.json({ tokens: tokens.slice(0, size) });
});

exploreRoutes.get('/tokens/search', async (c) => {
  const query = (c.req.query('searchQuery') ?? '').trim();
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const size = parsePositiveInt(c.req.query('size'), 20, 100);
  const market = await loadMarket();
  const tokens = query ? byChains(market.tokens, chainIds).filter((t) => matchesToken(t, query)) : [];
  return c.json({ tokens: tokens.slice(0, size) });
});

// spec §7: token price percent change by address and chain.
exploreRoutes.get('/tokens/price-change', async (c) => {
  const address = parseAddress(c.req.query('address'));
  const chainId = parseChainId(c.req.query('chain'));
  const token = (await loadMarket()).tokenById.get(`${chainId}-${address}`);
  if (!token) throw new HTTPException(404, { message: 'Token not found' });
  return c.json({
    address,
    chain: chainId,
    pricePercentChange1Day: token.pricePercentChange1Day,
    priceUSD: token.priceUSD,
  });
});

// spec §7 pool stats: by chain, sorted by volume1Day.value descending.
exploreRoutes.get('/pools/stats', async (c) => {
  const chainIds = c.req.query('chainId')
    ? [parseChainId(c.req.query('chainId'))]
    : parseChainIds(c.req.query('chainIds'));
  const market = await loadMarket();
  return c.json({ poolStats: byChains(market.pools, chainIds) });
});

// spec §7 pool search: searchQuery, chainIds, searchType POOL, page, size.
exploreRoutes.get('/pools/search', async (c) => {
  const query = (c.req.query('searchQuery') ?? '').trim();
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const page = parsePositiveInt(c.req.query('page'), 1, 1000);
  const size = parsePositiveInt(c.req.query('size'), 20, 100);
  const market = await loadMarket();
  const hits = query ? byChains(market.pools, chainIds).filter((p) => matchesPool(p, query)) : [];
  return c.json({ pools: hits.slice((page - 1) * size, page * size), page, size, total: hits.length });
});

exploreRoutes.get('/pools/:chainId/:poolId', async (c) => {
  const chainId = parseChainId(c.req.param('chainId'));
  const id = c.req.param('poolId').toLowerCase();
  const pool = (await loadMarket()).poolById.get(`${chainId}-${id}`);
  if (!pool) throw new HTTPException(404, { message: 'Pool not found' });
  return c.json({ pool });
});

// Swaps with their USD value and account, newest first; by token, pool or chain.
exploreRoutes.get('/transactions', async (c) => {
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const size = parsePositiveInt(c.req.query('size'), 100, 500);
  const market = await loadMarket();
  const tokenAddress = c.req.query('token')?.toLowerCase();
  const poolKey = c.req.query('pool')?.toLowerCase();
  let poolIds: string[] | undefined;
  if (poolKey)
    poolIds = byChains(market.pools, chainIds)
      .filter((p) => p.poolId.toLowerCase() === poolKey)
      .map((p) => p.id);
  if (tokenAddress)
    poolIds = byChains(market.pools, chainIds)
      .filter((p) => p.token0.address === tokenAddress || p.token1.address === tokenAddress)
      .map((p) => p.id);
  // a token or pool with no indexed pool has no swaps; its empty answer must not share the whole chains' cache key
  if (poolIds?.length === 0) return c.json({ transactions: [] });
  const rows = await cachedRead(`transactions ${chainIds} ${poolIds ? `pools ${poolIds}` : 'all'} ${size}`, 1000, () =>
    db
      .select()
      .from(schema.swap)
      .where(and(inArray(schema.swap.chainId, chainIds), poolIds ? inArray(schema.swap.pool, poolIds) : undefined))
      .orderBy(desc(schema.swap.timestamp))
      .limit(size),
  );
  const transactions = rows.flatMap((row) => {
    const pool = market.poolById.get(row.pool);
    if (!pool) return [];
    return [
      {
        id: row.id,
        chainId: row.chainId,
        hash: row.txHash,
        timestamp: row.timestamp,
        type: 'SWAP' as const,
        protocolVersion: pool.protocolVersion,
        poolId: pool.poolId,
        account: row.origin,
        token0: {
          address: pool.token0.address,
          symbol: pool.token0.symbol,
          amount: toUnits(row.amount0, pool.token0.decimals),
        },
        token1: {
          address: pool.token1.address,
          symbol: pool.token1.symbol,
          amount: toUnits(row.amount1, pool.token1.decimals),
        },
        usdValue: row.amountUSD,
      },
    ];
  });
  return c.json({ transactions });
});

type CollectionNode = {
  name: string;
  image: { url: string };
  isVerified: boolean;
  nftContracts: { address: string; chain: number }[];
  stats: { items: number; owners: number; volume: number };
};

async function collectionNodes(chainIds: number[]): Promise<CollectionNode[]> {
  const items = schema.nftItem;
  const [collections, counts] = await Promise.all([
    db.select().from(schema.nftCollection).where(inArray(schema.nftCollection.chainId, chainIds)),
    // items and owners counted by the database, per collection
    db
      .select({
        collection: items.collection,
        chainId: items.chainId,
        items: count(),
        owners: countDistinct(items.owner),
      })
      .from(items)
      .where(inArray(items.chainId, chainIds))
      .groupBy(items.collection, items.chainId),
  ]);
  return collections.map((collection) => {
    const own = counts.find((i) => i.collection === collection.address && i.chainId === collection.chainId);
    const verified = chains.some(
      (ch) =>
        ch.chainId === collection.chainId &&
        ch.manifest.nftCollections.some((n) => n.address.toLowerCase() === collection.address),
    );
    return {
      name: collection.name,
      image: { url: `/api/tokens/logo/${collection.chainId}/${collection.address}.svg` },
      isVerified: verified,
      nftContracts: [{ address: collection.address, chain: collection.chainId }],
      // No marketplace on the devnet: volume counts transfers.
      stats: { items: own?.items ?? 0, owners: own?.owners ?? 0, volume: collection.transfers },
    };
  });
}

// spec §7 NFT collection search and top collections: edges of nodes.
exploreRoutes.get('/nft/collections/search', async (c) => {
  const query = (c.req.query('query') ?? '').trim().toLowerCase();
  const nodes = (await collectionNodes(parseChainIds(c.req.query('chainIds')))).filter(
    (n) => query && (n.name.toLowerCase().includes(query) || n.nftContracts.some((k) => k.address === query)),
  );
  return c.json({ edges: nodes.map((node) => ({ node })) });
});

exploreRoutes.get('/nft/collections/top', async (c) => {
  const nodes = (await collectionNodes(parseChainIds(c.req.query('chainIds'))))
    .filter((n) => n.isVerified)
    .sort((a, b) => b.stats.volume - a.stats.volume);
  return c.json({ edges: nodes.slice(0, parsePositiveInt(c.req.query('size'), 10, 50)).map((node) => ({ node })) });
});

exploreRoutes.onError(answerError);
