// The pool's liquidity around a position (spec §3 position page "the pool's liquidity chart"): active liquidity by
// price from the indexer's initialized ticks (drawn by the liquidity worker), the position's range shaded and the
// current price marked.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../data/useFormatters';
import { chartWindow } from '../../lib/positions/liquidityDistribution';
import { tickToPrice } from '../../lib/positions/rangePrice';
import { LiquidityChart } from '../../ui/charts/LiquidityChart';
import { usePoolHistogram } from './hooks/usePoolHistogram';

export function PositionLiquidityChart(props: {
  chainId: number;
  pool: string;
  tickLower: number;
  tickUpper: number;
  currentTick: number;
  decimals0: number;
  decimals1: number;
  inverted: boolean;
  pair: string;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { tickLower, tickUpper, currentTick, decimals0, decimals1, inverted } = props;
  const { from, to } = chartWindow(tickLower, tickUpper, currentTick);
  // the bars come from the liquidity worker (binary searches over the ticks' running sum), off the main thread
  const bars = usePoolHistogram({ chainId: props.chainId, pool: props.pool, window: { from, to }, enabled: true });
  const chart = useMemo(() => {
    if (!bars.data) return undefined;
    const price = (tick: number) => tickToPrice(tick, decimals0, decimals1, inverted);
    const points = bars.data.ticks.map((tick, i) => ({ price: price(tick), liquidity: bars.data!.liquidity[i]! }));
    // inverted prices fall as ticks rise: the chart's x axis must ascend
    if (inverted) points.reverse();
    const [a, b] = [price(tickLower), price(tickUpper)];
    return {
      prices: points.map((p) => p.price),
      liquidity: points.map((p) => p.liquidity),
      minPrice: Math.min(a, b),
      maxPrice: Math.max(a, b),
      currentPrice: price(currentTick),
    };
  }, [bars.data, tickLower, tickUpper, currentTick, decimals0, decimals1, inverted]);
  const formatPrice = useMemo(() => (price: number) => format.amount(price, { significantDigits: 4 }), [format]);
  if (!chart) return null;
  return (
    <LiquidityChart {...chart} label={t('positions.liquidityChart', { pair: props.pair })} formatPrice={formatPrice} />
  );
}
