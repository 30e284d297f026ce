// Derived market data (spec §3) over the indexed tables: live token prices, TVL, volumes, APR, price changes.
// Every window is measured from the chain's latest block timestamp, never wall time, and read from the hour and day
// aggregates (see ../periods.ts for what "24 h" and "30 d" cover), so the work per pool and token is bounded.
import type { ChainDeployment, TokenManifest } from '../../../contract/deployment.ts';
import { NATIVE_ADDRESS, type IndexedChain } from '../indexedChains.ts';
import { dayWindowStart, HOUR } from '../periods.ts';
import { priceFromReserves, priceFromSqrtX96, toUnits } from '../poolMath.ts';
import type { PoolStats, PoolToken, SafetyLevel, TokenStats } from '../../../contract/dataApiWire.ts';

export { DAY } from '../periods.ts';

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
/** A pool's sums over a window's buckets. */
export type PoolWindowRow = { pool: string; volumeUSD: number; feesUSD: number; swapCount: number };
/** A token's hour bucket: the price before its first change (open), after its last (close), and its swaps' volume. */
export type TokenHourRow = { token: string; periodStart: number; open: number; close: number; volumeUSD: number };

export type { PoolStats, PoolToken, SafetyLevel, TokenStats } from '../../../contract/dataApiWire.ts';

export type MarketInput = {
  chains: IndexedChain[];
  now: Map<number, number>;
  tokens: TokenRow[];
  pools: PoolRow[];
  /** Per pool, the sums of its hour buckets in the 24-hour window of its chain. */
  poolDay: PoolWindowRow[];
  /** Per pool, the sums of its day buckets in the 30-day window of its chain. */
  poolMonth: PoolWindowRow[];
  /** Tokens' hour buckets in the 24-hour window of their chain. */
  tokenHours: TokenHourRow[];
  /** LP rewards programs not ended (UniswapV3Staker incentives), for the pools' reward APR. */
  incentives?: IncentiveRow[];
};

export type IncentiveRow = {
  chainId: number;
  pool: string;
  rewardToken: string;
  startTime: bigint;
  endTime: bigint;
  reward: bigint;
};

const YEAR = 365 * 86_400;

/**
 * A pool's reward APR in percent: what its running programs pay in a year at their rate (reward over duration), at
 * the reward token's live price, over the pool's TVL.
 */
export function rewardAprOf(
  incentives: readonly IncentiveRow[],
  now: number,
  tvl: number,
  rewardUsd: (incentive: IncentiveRow, amount: bigint) => number,
): number {
  if (tvl <= 0) return 0;
  let perYear = 0;
  for (const incentive of incentives) {
    const start = Number(incentive.startTime);
    const end = Number(incentive.endTime);
    if (now < start || now >= end || end <= start) continue;
    perYear += (rewardUsd(incentive, incentive.reward) * YEAR) / (end - start);
  }
  return (perYear / tvl) * 100;
}

export type MarketSnapshot = {
  tokens: TokenStats[];
  pools: PoolStats[];
  tokenById: Map<string, TokenStats>;
  poolById: Map<string, PoolStats>;
};

function listed(chain: ChainDeployment, address: string): TokenManifest | undefined {
  return chain.tokens.find((t) => t.address.toLowerCase() === address);
}

export function safetyLevel(chain: ChainDeployment, address: string): SafetyLevel {
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

/**
 * A token's price through the 24-hour window, from its hour buckets (sorted): the price when the window opened (the
 * first bucket's open, else the current price when nothing moved it), and 25 hourly samples ending at `current`.
 */
export function dayOfPrices(
  hours: TokenHourRow[],
  windowStart: number,
  current: number,
): { dayAgo: number; sparkline: number[] } {
  const dayAgo = hours[0]?.open ?? current;
  let next = 0;
  let last = dayAgo;
  const sparkline = Array.from({ length: 25 }, (_, i) => {
    // the price at the end of hour i of the window: the close of the last bucket that started by then
    const end = windowStart + (i + 1) * HOUR;
    while (next < hours.length && hours[next]!.periodStart < end) last = hours[next++]!.close;
    return last;
  });
  sparkline[24] = current;
  return { dayAgo, sparkline };
}

export function buildMarketSnapshot(input: MarketInput): MarketSnapshot {
  const chainById = new Map(input.chains.map((c) => [c.chainId, c]));
  const live = livePrices(input);
  const tokenRowById = new Map(input.tokens.map((t) => [t.id, t]));
  const hoursByToken = new Map<string, TokenHourRow[]>();
  for (const hour of [...input.tokenHours].sort((a, b) => a.periodStart - b.periodStart)) {
    const list = hoursByToken.get(hour.token) ?? [];
    list.push(hour);
    hoursByToken.set(hour.token, list);
  }
  const dayByPool = new Map(input.poolDay.map((row) => [row.pool, row]));
  const incentivesByPool = new Map<string, IncentiveRow[]>();
  for (const incentive of input.incentives ?? []) {
    incentivesByPool.set(incentive.pool, [...(incentivesByPool.get(incentive.pool) ?? []), incentive]);
  }
  const rewardUsd = (incentive: IncentiveRow, amount: bigint) => {
    const id = `${incentive.chainId}-${incentive.rewardToken.toLowerCase()}`;
    const token = tokenRowById.get(id);
    return token ? toUnits(amount, token.decimals) * (live.get(id) ?? 0) : 0;
  };
  const monthByPool = new Map(input.poolMonth.map((row) => [row.pool, row]));

  const pools: PoolStats[] = [];
  const tokenTvl = new Map<string, number>();
  for (const pool of input.pools) {
    const t0 = tokenRowById.get(`${pool.chainId}-${pool.token0}`);
    const t1 = tokenRowById.get(`${pool.chainId}-${pool.token1}`);
    if (!t0 || !t1) continue;
    const reserve0 = toUnits(pool.reserve0, t0.decimals);
    const reserve1 = toUnits(pool.reserve1, t1.decimals);
    const price0 = live.get(t0.id) ?? 0;
    const price1 = live.get(t1.id) ?? 0;
    const tvl = reserve0 * price0 + reserve1 * price1;
    const day = dayByPool.get(pool.id);
    const volume1Day = day?.volumeUSD ?? 0;
    const fees1Day = day?.feesUSD ?? 0;
    const apr = tvl > 0 ? ((fees1Day * 365) / tvl) * 100 : 0;
    const rewardApr = rewardAprOf(
      incentivesByPool.get(pool.id) ?? [],
      input.now.get(pool.chainId) ?? 0,
      tvl,
      rewardUsd,
    );
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
      volume30Day: { value: monthByPool.get(pool.id)?.volumeUSD ?? 0 },
      volumeOverTvl1Day: tvl > 0 ? volume1Day / tvl : 0,
      fees1Day,
      apr,
      rewardApr,
      totalApr: apr + rewardApr,
      txCount1Day: day?.swapCount ?? 0,
    });
    tokenTvl.set(t0.id, (tokenTvl.get(t0.id) ?? 0) + reserve0 * price0);
    tokenTvl.set(t1.id, (tokenTvl.get(t1.id) ?? 0) + reserve1 * price1);
  }
  pools.sort((a, b) => b.volume1Day.value - a.volume1Day.value);

  const tokens: TokenStats[] = [];
  for (const token of input.tokens) {
    const chain = chainById.get(token.chainId);
    if (!chain) continue;
    const now = input.now.get(token.chainId) ?? 0;
    const priceUSD = live.get(token.id) ?? 0;
    const stable = chain.stablecoins.has(token.address);
    // native ETH moves with WETH: its price buckets are WETH's, its volume its own pools'
    const priceHours =
      token.address === NATIVE_ADDRESS
        ? hoursByToken.get(`${token.chainId}-${chain.wrappedNative}`) ?? []
        : hoursByToken.get(token.id) ?? [];
    const { dayAgo, sparkline } = stable
      ? { dayAgo: 1, sparkline: Array.from({ length: 25 }, () => 1) }
      : dayOfPrices(priceHours, dayWindowStart(now), priceUSD);
    const volume1Day = (hoursByToken.get(token.id) ?? []).reduce((sum, hour) => sum + hour.volumeUSD, 0);
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
      pricePercentChange1Day: dayAgo > 0 ? ((priceUSD - dayAgo) / dayAgo) * 100 : 0,
      volume1Day,
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
