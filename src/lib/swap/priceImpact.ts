// spec §4 "Price impact": how far the trade's execution price is from the pools' mid price, LP fees excluded (as the
// Uniswap interface's realized price impact): 1 - amountOut / Σ(route amountIn · route mid price · Π(1 - pool fee)).
import type { Hop, Trade } from '../../../workers/routing/types';

const Q96 = 2 ** 96;

/** The spot price of one hop: units of its output currency per unit of its input, in raw (smallest) units. */
export function hopMidPrice(hop: Hop): number {
  if (hop.kind !== 'pool') return 1;
  const { pool } = hop;
  let price1Per0: number;
  if (pool.version === 'v2') {
    if (pool.reserve0 === 0n || pool.reserve1 === 0n) return 0;
    price1Per0 = Number(pool.reserve1) / Number(pool.reserve0);
  } else {
    const sqrt = Number(pool.version === 'v3' ? pool.state.sqrtPriceX96 : pool.state.zeroForOne.sqrtPriceX96) / Q96;
    price1Per0 = sqrt * sqrt;
  }
  return hop.zeroForOne ? price1Per0 : 1 / price1Per0;
}

/** The share of a hop's input its pool keeps as the LP fee (fee in hundredths of a bip). */
const hopFeeShare = (hop: Hop) => (hop.kind === 'pool' ? hop.pool.fee / 1_000_000 : 0);

/**
 * The trade's price impact as a fraction (0.05 = 5%), never negative; undefined when the pools give no price.
 * @example tradePriceImpact(trade) // 0.0123
 */
export function tradePriceImpact(trade: Trade): number | undefined {
  if (trade.routes.length === 0) return 0;
  let spotOut = 0;
  for (const part of trade.routes) {
    const rate = part.route.hops.reduce((product, hop) => product * hopMidPrice(hop) * (1 - hopFeeShare(hop)), 1);
    if (!Number.isFinite(rate) || rate <= 0) return undefined;
    spotOut += Number(part.amountIn) * rate;
  }
  if (!(spotOut > 0)) return undefined;
  return Math.min(1, Math.max(0, 1 - Number(trade.amountOut) / spotOut));
}
