// The new position's liquidity chart (spec §5 "over the pool's liquidity histogram"): a window of ticks around the
// range and the price, the pool's liquidity in it drawn by the worker, as prices B per A ascending.
import { usableTickBounds } from '../../../../workers/math/positionMath';
import { usePoolHistogram } from '../hooks/usePoolHistogram';
import type { PairSelection } from './usePairSelection';
import type { PoolChoice } from './usePoolChoice';
import type { PoolPrice } from './usePoolPrice';
import type { RangeSelection } from './useRangeSelection';

export function useRangeChart(p: {
  chainId: number;
  pair: PairSelection;
  pool: PoolChoice;
  price: PoolPrice;
  range: RangeSelection;
}) {
  const { ticks, displayPrice } = p.range;
  const { tickSpacing } = p.pool;
  const priceTick = p.price.tick;
  const window = ticks
    ? (() => {
        const bounds = usableTickBounds(tickSpacing);
        const low = Math.max(bounds.min, Math.min(ticks.tickLower, priceTick));
        const high = Math.min(bounds.max, Math.max(ticks.tickUpper, priceTick));
        const span = Math.max(high - low, tickSpacing * 20);
        return {
          from: Math.max(bounds.min, Math.min(low, priceTick - span / 2)),
          to: Math.min(bounds.max, Math.max(high, priceTick + span / 2)),
        };
      })()
    : undefined;
  const histogram = usePoolHistogram({ chainId: p.chainId, pool: p.pool.option?.pool, window, enabled: p.pool.exists });
  if (!histogram.data || !ticks || !p.range.prices) return undefined;
  const points = histogram.data.ticks.map((tick, i) => ({
    price: displayPrice(tick),
    liquidity: histogram.data!.liquidity[i]!,
  }));
  // inverted prices fall as ticks rise: the chart's x axis must ascend
  if (!p.pair.baseIsToken0) points.reverse();
  return {
    prices: points.map((point) => point.price),
    liquidity: points.map((point) => point.liquidity),
    minPrice: p.range.prices.min,
    maxPrice: p.range.prices.max,
    currentPrice: p.price.currentPrice,
  };
}
