// What the app's router needs to quote without scanning the chain: the candidate pools among its tokens, ranked by
// TVL with the TickBitmap words holding their liquidity, and a pool's initialized ticks.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { and, asc, desc, eq, inArray } from 'ponder';
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { answerError } from './apiErrors.ts';
import { readAtIndexedBlock } from './indexedBlock.ts';
import { memoRead } from './loadMarket.ts';
import { parseAddressList, parseIndexedChainId, parseLimit } from './queryParams.ts';
import type { PoolTicksResponse, RoutingPool, RoutingPoolsResponse } from '../../../contract/dataApiWire.ts';

export const routingRoutes = new Hono();

/** How long one read of pools or ticks serves identical requests (the answers carry their block number). */
const ROUTING_TTL_MS = 1000;

/** Token lists the app sends (its token list plus native ETH and WETH) stay well under this. */
const MAX_TOKENS = 2000;

// Pools whose two tokens are both in `tokens` (all pools without it), by TVL descending: one indexed query.
routingRoutes.get('/routing/pools', async (c) => {
  const chainId = parseIndexedChainId(c.req.query('chainId'));
  const tokens = parseAddressList(c.req.query('tokens'), 'tokens', MAX_TOKENS);
  const limit = parseLimit(c.req.query('limit'), 300, 1000);
  const p = schema.pool;
  const readPools = () =>
    tokens?.length === 0
      ? Promise.resolve([])
      : db
          .select()
          .from(p)
          .where(
            and(eq(p.chainId, chainId), tokens ? and(inArray(p.token0, tokens), inArray(p.token1, tokens)) : undefined),
          )
          .orderBy(desc(p.tvlUSD), asc(p.id))
          .limit(limit);
  const readPoolsAndWords = async () => {
    const rows = await readPools();
    const ids = rows.filter((r) => r.version !== 'v2').map((r) => r.id);
    const words = ids.length
      ? await db
          .select({ pool: schema.tickWord.pool, word: schema.tickWord.word })
          .from(schema.tickWord)
          .where(inArray(schema.tickWord.pool, ids))
      : [];
    return { rows, words };
  };
  // every client of one token list asks the same: one read a second serves them
  const {
    blockNumber,
    value: { rows, words },
  } = await memoRead(`routing ${chainId} ${limit} ${tokens?.sort().join(',') ?? '*'}`, ROUTING_TTL_MS, () =>
    readAtIndexedBlock(chainId, readPoolsAndWords),
  );
  const wordsByPool = new Map<string, number[]>();
  for (const { pool, word } of words) wordsByPool.set(pool, [...(wordsByPool.get(pool) ?? []), word]);
  const pools: RoutingPool[] = rows.map((row) => ({
    version: row.version as RoutingPool['version'],
    address: row.address,
    token0: row.token0,
    token1: row.token1,
    fee: row.fee,
    tickSpacing: row.tickSpacing,
    hooks: row.hooks,
    tvlUSD: row.tvlUSD,
    tickWords: (wordsByPool.get(row.id) ?? []).sort((a, b) => a - b),
  }));
  return c.json({ chainId, blockNumber: blockNumber.toString(), pools } satisfies RoutingPoolsResponse);
});

// A v3 or v4 pool's initialized ticks, by tick (a v2 pair has none).
routingRoutes.get('/pools/:chainId/:pool/ticks', async (c) => {
  const chainId = parseIndexedChainId(c.req.param('chainId'));
  const key = c.req.param('pool').toLowerCase();
  if (!/^0x[0-9a-f]{40}([0-9a-f]{24})?$/.test(key))
    throw new HTTPException(400, { message: 'pool must be a pool address or a v4 pool id' });
  const id = `${chainId}-${key}`;
  const t = schema.tick;
  const {
    blockNumber,
    value: [pool, rows],
  } = await memoRead(`ticks ${id}`, ROUTING_TTL_MS, () =>
    readAtIndexedBlock(chainId, () =>
      Promise.all([
        db.select({ id: schema.pool.id }).from(schema.pool).where(eq(schema.pool.id, id)),
        db
          .select({ tick: t.tickIdx, liquidityNet: t.liquidityNet, liquidityGross: t.liquidityGross })
          .from(t)
          .where(eq(t.pool, id))
          .orderBy(asc(t.tickIdx)),
      ]),
    ),
  );
  if (pool.length === 0) throw new HTTPException(404, { message: 'Pool not found' });
  return c.json({
    blockNumber: blockNumber.toString(),
    ticks: rows.map((r) => ({
      tick: r.tick,
      liquidityNet: r.liquidityNet.toString(),
      liquidityGross: r.liquidityGross.toString(),
    })),
  } satisfies PoolTicksResponse);
});

routingRoutes.onError(answerError);
