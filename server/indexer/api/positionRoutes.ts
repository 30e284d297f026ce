// An owner's liquidity positions (v2 LP balances, v3 and v4 position NFTs) and NFTs, as the handlers keep them.
import { Hono } from 'hono';
import { and, asc, eq, inArray } from 'ponder';
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { answerError } from './apiErrors.ts';
import { parseAddress, parseChainId, parseChainIds } from './queryParams.ts';
import type {
  IncentivesResponse,
  NftsResponse,
  PositionStatus,
  PositionsResponse,
  PositionWire,
} from '../../../contract/dataApiWire.ts';

export const positionRoutes = new Hono();

/** CLOSED without liquidity; a v2 position is always in range; a v3/v4 one when tickLower <= tick < tickUpper. */
export function positionStatus(
  liquidity: bigint,
  tickLower: number | null,
  tickUpper: number | null,
  currentTick: number,
): PositionStatus {
  if (liquidity <= 0n) return 'CLOSED';
  if (tickLower === null || tickUpper === null) return 'IN_RANGE';
  return tickLower <= currentTick && currentTick < tickUpper ? 'IN_RANGE' : 'OUT_OF_RANGE';
}

positionRoutes.get('/positions', async (c) => {
  const owner = parseAddress(c.req.query('owner'), 'owner');
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const p = schema.position;
  const rows = await db
    .select()
    .from(p)
    .where(and(eq(p.owner, owner), inArray(p.chainId, chainIds)))
    .orderBy(asc(p.chainId), asc(p.version), asc(p.id));
  const poolIds = [...new Set(rows.map((r) => r.pool).filter(Boolean))];
  const pools = poolIds.length ? await db.select().from(schema.pool).where(inArray(schema.pool.id, poolIds)) : [];
  const poolById = new Map(pools.map((pool) => [pool.id, pool]));
  const positions = rows.flatMap((row): PositionWire[] => {
    // a position NFT minted without liquidity yet names no pool
    const pool = poolById.get(row.pool);
    if (!pool) return [];
    return [
      {
        chainId: row.chainId,
        version: row.version as PositionWire['version'],
        tokenId: row.tokenId === null ? null : row.tokenId.toString(),
        pool: {
          address: pool.address,
          token0: pool.token0,
          token1: pool.token1,
          fee: pool.fee,
          tickSpacing: pool.tickSpacing,
          hooks: pool.hooks,
        },
        owner: row.owner,
        liquidity: row.liquidity.toString(),
        tickLower: row.tickLower,
        tickUpper: row.tickUpper,
        status: positionStatus(row.liquidity, row.tickLower, row.tickUpper, pool.tick),
        staked: row.staked,
      },
    ];
  });
  return c.json({ positions } satisfies PositionsResponse);
});

positionRoutes.get('/nfts', async (c) => {
  const owner = parseAddress(c.req.query('owner'), 'owner');
  const chainIds = parseChainIds(c.req.query('chainIds'));
  const items = schema.nftItem;
  const collections = schema.nftCollection;
  const rows = await db
    .select({
      chainId: items.chainId,
      address: items.collection,
      tokenId: items.tokenId,
      name: collections.name,
      symbol: collections.symbol,
    })
    .from(items)
    .innerJoin(collections, and(eq(collections.chainId, items.chainId), eq(collections.address, items.collection)))
    .where(and(eq(items.owner, owner), inArray(items.chainId, chainIds)))
    .orderBy(asc(items.chainId), asc(items.collection), asc(items.tokenId));
  return c.json({
    nfts: rows.map((r) => ({
      chainId: r.chainId,
      collection: { address: r.address, name: r.name, symbol: r.symbol },
      tokenId: r.tokenId.toString(),
    })),
  } satisfies NftsResponse);
});

positionRoutes.onError(answerError);

positionRoutes.get('/incentives', async (c) => {
  const chainId = parseChainId(c.req.query('chainId'));
  const pool = parseAddress(c.req.query('pool'), 'pool');
  const i = schema.incentive;
  const rows = await db
    .select()
    .from(i)
    .where(eq(i.pool, `${chainId}-${pool}`))
    .orderBy(asc(i.startTime), asc(i.id));
  const incentives = rows.map((row) => ({
    incentiveId: row.incentiveId,
    key: {
      rewardToken: row.rewardToken,
      pool,
      startTime: row.startTime.toString(),
      endTime: row.endTime.toString(),
      refundee: row.refundee,
    },
    reward: row.reward.toString(),
    ended: row.ended,
  }));
  return c.json({ incentives } satisfies IncentivesResponse);
});
