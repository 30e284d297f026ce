// Token details and price charts: a token's stats with its 52-week range from day buckets, its pools and other
// networks, and its price history read from points, hour or day buckets by range.
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { and, desc, eq, gte, lt, max, min } from 'ponder';
import { db } from 'ponder:api';
import schema from 'ponder:schema';
import { DAY, HOUR, periodStart } from '../periods.ts';
import { answerError } from './apiErrors.ts';
import { chainNow, chains, loadMarket, memoRead } from './loadMarket.ts';
import type { TokenStats } from './marketSnapshot.ts';
import { bucketPricePoints, CHART_RANGES, type ChartRange, priceHistory, type PriceRow } from './priceHistory.ts';
import { parseAddress, parseChainId } from './queryParams.ts';

export const tokenDetailsRoutes = new Hono();

/** How long one read serves every viewer of a token: its 52-week range, and a chart range's rows. */
const YEAR_RANGE_TTL_MS = 5000;
const CHART_TTL_MS = 1000;

tokenDetailsRoutes.get('/tokens/:chainId/:address', async (c) => {
  const chainId = parseChainId(c.req.param('chainId'));
  const address = parseAddress(c.req.param('address'));
  const market = await loadMarket();
  const token = market.tokenById.get(`${chainId}-${address}`);
  if (!token) throw new HTTPException(404, { message: 'Token not found' });
  const now = await chainNow(chainId);
  const days = schema.tokenDayData;
  const since = periodStart(now - 365 * DAY, DAY);
  // shared by every viewer of the token; the day buckets move slowly
  const [year] = await memoRead(`year ${token.id} ${since}`, YEAR_RANGE_TTL_MS, () =>
    db
      .select({ high: max(days.high), low: min(days.low) })
      .from(days)
      .where(and(eq(days.token, priceTokenId(token)), gte(days.periodStart, since))),
  );
  // a stablecoin (no buckets) or a token never priced: its current price bounds the year
  const history = [year?.high, year?.low, token.priceUSD].filter((p): p is number => typeof p === 'number' && p > 0);
  const pools = market.pools.filter(
    (p) => p.chainId === chainId && (p.token0.address === address || p.token1.address === address),
  );
  const otherNetworks = market.tokens
    .filter((t) => t.symbol === token.symbol && t.chainId !== chainId)
    .map((t) => ({ chainId: t.chainId, address: t.address }));
  return c.json({
    token: {
      ...token,
      high52Week: history.length ? Math.max(...history) : 0,
      low52Week: history.length ? Math.min(...history) : 0,
    },
    pools,
    otherNetworks,
  });
});

/** The token whose price points a token's chart reads (native ETH shares WETH's). */
function priceTokenId(token: TokenStats): string {
  const chain = chains.find((ch) => ch.chainId === token.chainId);
  return token.address === '0x0000000000000000000000000000000000000000' && chain
    ? `${token.chainId}-${chain.wrappedNative}`
    : token.id;
}

tokenDetailsRoutes.get('/tokens/:chainId/:address/prices', async (c) => {
  const chainId = parseChainId(c.req.param('chainId'));
  const address = parseAddress(c.req.param('address'));
  const range = (c.req.query('range') ?? '1D').toUpperCase() as ChartRange;
  if (!(range in CHART_RANGES))
    throw new HTTPException(400, { message: 'range must be one of 1H, 1D, 1W, 1M, 1Y, ALL' });
  const market = await loadMarket();
  const token = market.tokenById.get(`${chainId}-${address}`);
  if (!token) throw new HTTPException(404, { message: 'Token not found' });
  const now = await chainNow(chainId);
  const stable = token.pricePool === '' && token.priceUSD === 1;
  const points = stable
    ? [{ token: token.id, timestamp: now - CHART_RANGES[range].window, priceUSD: 1 }]
    : await memoRead(`chart ${token.id} ${range}`, CHART_TTL_MS, () => chartPoints(priceTokenId(token), range, now));
  return c.json({ range, prices: priceHistory(points, range, now, token.priceUSD) });
});

/**
 * The price points a chart range samples, plus the last one before the range (the price it opens at): the last hour
 * from the price points, up to a month from hour buckets, longer from day buckets.
 */
async function chartPoints(id: string, range: ChartRange, now: number): Promise<PriceRow[]> {
  const { window, source } = CHART_RANGES[range];
  const from = range === 'ALL' ? 0 : now - window;
  if (source === 'points') {
    const p = schema.tokenPrice;
    const [inRange, before] = await Promise.all([
      db
        .select()
        .from(p)
        .where(and(eq(p.token, id), gte(p.timestamp, from))),
      db
        .select()
        .from(p)
        .where(and(eq(p.token, id), lt(p.timestamp, from)))
        .orderBy(desc(p.timestamp))
        .limit(1),
    ]);
    return [...before, ...inRange];
  }
  const [table, length] = source === 'hour' ? [schema.tokenHourData, HOUR] : [schema.tokenDayData, DAY];
  const columns = { token: table.token, periodStart: table.periodStart, open: table.open, close: table.close };
  const start = periodStart(from, length);
  const [inRange, before] = await Promise.all([
    db
      .select(columns)
      .from(table)
      .where(and(eq(table.token, id), gte(table.periodStart, start))),
    db
      .select(columns)
      .from(table)
      .where(and(eq(table.token, id), lt(table.periodStart, start)))
      .orderBy(desc(table.periodStart))
      .limit(1),
  ]);
  return bucketPricePoints([...before, ...inRange], length);
}

tokenDetailsRoutes.onError(answerError);
