// USD prices from pool spot prices: stablecoins anchor at $1 and every other token takes its price from its deepest
// pool to a token already priced (the way subgraphs derive prices), so a thin pool cannot set a token's price.
import { Q96 } from '../math/tickMath.ts';
import type { CurrencyId, PoolSnapshot } from '../routing/types.ts';

export type PricingInput = {
  pools: readonly PoolSnapshot[];
  decimals: ReadonlyMap<CurrencyId, number>;
  /** Tokens worth $1 that anchor the search. */
  stablecoins: readonly CurrencyId[];
  /** WETH: native ETH (the zero address) is worth the same. */
  weth?: CurrencyId;
  /** Pools with less than this much USD on the priced side do not price anything. */
  minDepthUsd?: number;
};

const NATIVE = '0x0000000000000000000000000000000000000000' as CurrencyId;

/** Spot price (token1 per token0, whole units) and the pool's reserves, real or virtual, in whole units. */
export function poolSpot(
  pool: PoolSnapshot,
  decimals0: number,
  decimals1: number,
): { price: number; reserve0: number; reserve1: number } {
  const scale0 = 10 ** decimals0;
  const scale1 = 10 ** decimals1;
  if (pool.version === 'v2') {
    const reserve0 = Number(pool.reserve0) / scale0;
    const reserve1 = Number(pool.reserve1) / scale1;
    return { price: reserve0 === 0 ? 0 : reserve1 / reserve0, reserve0, reserve1 };
  }
  const state = pool.version === 'v3' ? pool.state : pool.state.zeroForOne;
  const sqrt = Number(state.sqrtPriceX96) / Number(Q96);
  const liquidity = Number(state.liquidity);
  // virtual reserves of the active range: x = L / sqrtP, y = L * sqrtP (raw units)
  return {
    price: (sqrt * sqrt * scale0) / scale1,
    reserve0: liquidity / sqrt / scale0,
    reserve1: (liquidity * sqrt) / scale1,
  };
}

export function spotPricesUsd(input: PricingInput): Map<CurrencyId, number> {
  const minDepth = input.minDepthUsd ?? 1000;
  const prices = new Map<CurrencyId, number>(input.stablecoins.map((s) => [s, 1]));
  const alias = (c: CurrencyId) => (c === NATIVE && input.weth ? input.weth : c);
  const spots = input.pools.flatMap((pool) => {
    const [c0, c1] = [alias(pool.currency0), alias(pool.currency1)];
    const [d0, d1] = [input.decimals.get(c0), input.decimals.get(c1)];
    if (d0 === undefined || d1 === undefined || c0 === c1) return [];
    const spot = poolSpot(pool, d0, d1);
    return spot.price > 0 && Number.isFinite(spot.price) ? [{ c0, c1, ...spot }] : [];
  });
  for (;;) {
    let best: { token: CurrencyId; price: number; depth: number } | undefined;
    for (const s of spots) {
      const p0 = prices.get(s.c0);
      const p1 = prices.get(s.c1);
      if ((p0 === undefined) === (p1 === undefined)) continue;
      const candidate =
        p0 !== undefined
          ? { token: s.c1, price: p0 / s.price, depth: s.reserve0 * p0 }
          : { token: s.c0, price: p1! * s.price, depth: s.reserve1 * p1! };
      if (candidate.depth >= minDepth && (!best || candidate.depth > best.depth)) best = candidate;
    }
    if (!best) break;
    prices.set(best.token, best.price);
  }
  if (input.weth && prices.has(input.weth)) prices.set(NATIVE, prices.get(input.weth)!);
  return prices;
}
