// Derived market data (spec §3) over the indexed tables: live token prices, TVL, volumes, APR, price changes.
// Every window is measured from the chain's latest block timestamp, never wall time.
import type { ChainManifest, TokenManifest } from '../../../devnet/manifest.ts';
import { NATIVE_ADDRESS, type IndexedChain } from '../indexedChains.ts';
import { priceFromReserves, priceFromSqrtX96, toUnits } from '../poolMath.ts';
import type { PoolStats, PoolToken, SafetyLevel, TokenStats } from './wireTypes.ts';

export const DAY = 86_400;

export type TokenRow = {
  id: string;
  chainId: number;
  address: `0x${string}`;
  symbol: string;
  name: string;
  decimals: number;
  totalSupply: bigint;
  priceUSD: number;
  pricePool: string;
};
export type PoolRow = {
  id: string;
  chainId: number;
  version: string;
  address: `0x${string}`;
  token0: `0x${string}`;
  token1: `0x${string}`;
  fee: number;
  tickSpacing: number;
  hooks: `0x${string}`;
  sqrtPriceX96: bigint;
  liquidity: bigint;
  reserve0: bigint;
  reserve1: bigint;
  createdAt: number;
};
export type SwapRow = { pool: string; timestamp: number; amountUSD: number; amount0: bigint; amount1: bigint };
export type PriceRow = { token: string; timestamp: number; priceUSD: number };

export type { PoolStats, PoolToken, SafetyLevel, TokenStats } from './wireTypes.ts';

export type MarketInput = {
  chains: IndexedChain[];
  now: Map<number, number>;
  tokens: TokenRow[];
  pools: PoolRow[];
  swaps: SwapRow[];
  /** Price points since one day before now, plus the last point before that, per token. */
  prices: PriceRow[];
};

export type MarketSnapshot = {
  tokens: TokenStats[];
  pools: PoolStats[];
  tokenById: Map<string, TokenStats>;
  poolById: Map<string, PoolStats>;
};

function listed(chain: ChainManifest, address: string): TokenManifest | undefined {
  return chain.tokens.find((t) => t.address.toLowerCase() === address);
}

export function safetyLevel(chain: ChainManifest, address: string): SafetyLevel {
  if (address === NATIVE_ADDRESS) return 'VERIFIED';
  const token = listed(chain, address);
  if (!token) return 'UNKNOWN';
  if (token.flags.includes('blocked')) return 'BLOCKED';
  if (token.flags.includes('spam')) return 'SPAM';
  return 'VERIFIED';
}

/** A token's live USD price: its pricing pool's current state times the quote's live price. */
export function livePrices(input: Pick<MarketInput, 'chains' | 'tokens' | 'pools'>): Map<string, number> {
  const tokenById = new Map(input.tokens.map((t) => [t.id, t]));
  const poolById = new Map(input.pools.map((p) => [p.id, p]));
  const prices = new Map<string, number>();
  const chainById = new Map(input.chains.map((c) => [c.chainId, c]));
  const priceOf = (token: TokenRow, depth = 0): number => {
    const cached = prices.get(token.id);
    if (cached !== undefined) return cached;
    const chain = chainById.get(token.chainId);
    let price = token.priceUSD;
    if (chain && chain.stablecoins.has(token.address)) price = 1;
    else if (chain && token.address === NATIVE_ADDRESS) {
      const weth = tokenById.get(`${token.chainId}-${chain.wrappedNative}`);
      price = weth ? priceOf(weth, depth + 1) : 0;
    } else {
      const pool = poolById.get(token.pricePool);
      if (pool && depth < 3) {
        const t0 = tokenById.get(`${pool.chainId}-${pool.token0}`);
        const t1 = tokenById.get(`${pool.chainId}-${pool.token1}`);
        if (t0 && t1) {
          const price0In1 =
            pool.version === 'v2'
              ? priceFromReserves(pool.reserve0, pool.reserve1, t0.decimals, t1.decimals)
              : priceFromSqrtX96(pool.sqrtPriceX96, t0.decimals, t1.decimals);
          const [quote, inQuote] = t0.id === token.id ? [t1, price0In1] : [t0, 1 / price0In1];
          price = inQuote * priceOf(quote, depth + 1);
        }
      }
    }
    prices.set(token.id, price);
    return price;
  };
  for (const token of input.tokens) priceOf(token);
  return prices;
}

/** Last price at or before `time` from points sorted by time (undefined when none). */
export function priceAt(points: PriceRow[], time: number): number | undefined {
  let result: number | undefined;
  for (const point of points) {
    if (point.timestamp > time) break;
    result = point.priceUSD;
  }
  return result;
}

export function buildMarketSnapshot(input: MarketInput): MarketSnapshot {
  const chainById = new Map(input.chains.map((c) => [c.chainId, c]));
  const live = livePrices(input);
  const tokenRowById = new Map(input.tokens.map((t) => [t.id, t]));
  const pointsByToken = new Map<string, PriceRow[]>();
  for (const point of [...input.prices].sort((a, b) => a.timestamp - b.timestamp)) {
    const list = pointsByToken.get(point.token) ?? [];
    list.push(point);
    pointsByToken.set(point.token, list);
  }

  const swapsByPool = new Map<string, SwapRow[]>();
  for (const swap of input.swaps) {
    const list = swapsByPool.get(swap.pool) ?? [];
    list.push(swap);
    swapsByPool.set(swap.pool, list);
  }

  const pools: PoolStats[] = [];
  const tokenVolume = new Map<string, number>();
  const tokenTvl = new Map<string, number>();
  for (const pool of input.pools) {
    const t0 = tokenRowById.get(`${pool.chainId}-${pool.token0}`);
    const t1 = tokenRowById.get(`${pool.chainId}-${pool.token1}`);
    if (!t0 || !t1) continue;
    const now = input.now.get(pool.chainId) ?? 0;
    const reserve0 = toUnits(pool.reserve0, t0.decimals);
    const reserve1 = toUnits(pool.reserve1, t1.decimals);
    const price0 = live.get(t0.id) ?? 0;
    const price1 = live.get(t1.id) ?? 0;
    const tvl = reserve0 * price0 + reserve1 * price1;
    let volume1Day = 0;
    let volume30Day = 0;
    let txCount1Day = 0;
    for (const swap of swapsByPool.get(pool.id) ?? []) {
      if (swap.timestamp > now) continue;
      if (swap.timestamp > now - DAY) {
        volume1Day += swap.amountUSD;
        txCount1Day += 1;
      }
      if (swap.timestamp > now - 30 * DAY) volume30Day += swap.amountUSD;
    }
    const fees1Day = (volume1Day * pool.fee) / 1_000_000;
    const apr = tvl > 0 ? ((fees1Day * 365) / tvl) * 100 : 0;
    const poolToken = (t: TokenRow, priceUSD: number, reserve: number): PoolToken => ({
      address: t.address,
      symbol: t.symbol,
      name: t.name,
      decimals: t.decimals,
      priceUSD,
      reserve,
    });
    pools.push({
      id: pool.id,
      chainId: pool.chainId,
      protocolVersion: pool.version.toUpperCase() as PoolStats['protocolVersion'],
      poolId: pool.address,
      feeTier: pool.fee,
      hookAddress: pool.version === 'v4' && pool.hooks !== NATIVE_ADDRESS ? pool.hooks : null,
      token0: poolToken(t0, price0, reserve0),
      token1: poolToken(t1, price1, reserve1),
      totalLiquidity: { value: tvl },
      volume1Day: { value: volume1Day },
      volume30Day: { value: volume30Day },
      volumeOverTvl1Day: tvl > 0 ? volume1Day / tvl : 0,
      fees1Day,
      apr,
      rewardApr: 0,
      totalApr: apr,
      txCount1Day,
    });
    for (const [t, value] of [
      [t0, reserve0 * price0],
      [t1, reserve1 * price1],
    ] as const) {
      tokenVolume.set(t.id, (tokenVolume.get(t.id) ?? 0) + volume1Day);
      tokenTvl.set(t.id, (tokenTvl.get(t.id) ?? 0) + value);
    }
  }
  pools.sort((a, b) => b.volume1Day.value - a.volume1Day.value);

  const tokens: TokenStats[] = [];
  for (const token of input.tokens) {
    const chain = chainById.get(token.chainId);
    if (!chain) continue;
    const now = input.now.get(token.chainId) ?? 0;
    const priceUSD = live.get(token.id) ?? 0;
    const points =
      token.address === NATIVE_ADDRESS
        ? pointsByToken.get(`${token.chainId}-${chain.wrappedNative}`) ?? []
        : pointsByToken.get(token.id) ?? [];
    const stable = chain.stablecoins.has(token.address);
    const dayAgo = stable ? 1 : priceAt(points, now - DAY);
    const sparkline = Array.from({ length: 25 }, (_, i) =>
      stable ? 1 : priceAt(points, now - DAY + i * 3600) ?? points[0]?.priceUSD ?? priceUSD,
    );
    sparkline[24] = priceUSD;
    const supply = toUnits(token.totalSupply, token.decimals);
    const feeBips = listed(chain.manifest, token.address)?.transferFeeBips ?? 0;
    tokens.push({
      id: token.id,
      chainId: token.chainId,
      address: token.address,
      symbol: token.symbol,
      name: token.name,
      decimals: token.decimals,
      priceUSD,
      pricePercentChange1Day: dayAgo && dayAgo > 0 ? ((priceUSD - dayAgo) / dayAgo) * 100 : 0,
      volume1Day: tokenVolume.get(token.id) ?? 0,
      // Every listed token has a fixed supply minted up front, so market cap and FDV coincide here.
      marketCap: supply * priceUSD,
      fullyDilutedValue: supply * priceUSD,
      totalValueLocked: tokenTvl.get(token.id) ?? 0,
      safetyLevel: safetyLevel(chain.manifest, token.address),
      buyFeeBips: feeBips,
      sellFeeBips: feeBips,
      pricePool: token.pricePool,
      sparkline,
    });
  }
  tokens.sort((a, b) => b.volume1Day - a.volume1Day);
  return {
    tokens,
    pools,
    tokenById: new Map(tokens.map((t) => [t.id, t])),
    poolById: new Map(pools.map((p) => [p.id, p])),
  };
}

/** Chart ranges of spec §9 and the bucket each needs. */
export const CHART_RANGES = {
  '1H': { window: 3600, bucket: 60 },
  '1D': { window: DAY, bucket: 900 },
  '1W': { window: 7 * DAY, bucket: 3600 },
  '1M': { window: 30 * DAY, bucket: 4 * 3600 },
  '1Y': { window: 365 * DAY, bucket: DAY },
  ALL: { window: 0, bucket: 0 },
} as const;
export type ChartRange = keyof typeof CHART_RANGES;

/** Prices sampled at each bucket's end (the last known price then), oldest first. */
export function priceHistory(
  points: PriceRow[],
  range: ChartRange,
  now: number,
  currentPrice: number,
): { timestamp: number; value: number }[] {
  const sorted = [...points].sort((a, b) => a.timestamp - b.timestamp);
  let { window, bucket } = CHART_RANGES[range];
  if (range === 'ALL') {
    window = Math.max(3600, now - (sorted[0]?.timestamp ?? now - 3600));
    bucket = Math.max(60, Math.ceil(window / 200));
  }
  const start = now - window;
  const result: { timestamp: number; value: number }[] = [];
  for (let time = start; time < now; time += bucket) {
    const value = priceAt(sorted, time);
    if (value !== undefined) result.push({ timestamp: time, value });
  }
  result.push({ timestamp: now, value: currentPrice });
  return result;
}
