// The pool's liquidity around a position (spec §3 position page "the pool's liquidity chart"): active liquidity by
// price from the indexer's initialized ticks, the position's range shaded and the current price marked.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { dataQueries } from '../../data/dataApi';
import { useDataApi } from '../../data/useDataApi';
import { useFormatters } from '../../data/useFormatters';
import { activeLiquidity, chartWindow } from '../../lib/positions/liquidityDistribution';
import { tickToPrice } from '../../lib/positions/rangePrice';
import { LiquidityChart } from '../../ui/charts/LiquidityChart';

const BUCKETS = 60;

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
  const { base, ready } = useDataApi();
  const ticks = useQuery({ ...dataQueries.poolTicks(base, props.chainId, props.pool), enabled: ready });
  const { tickLower, tickUpper, currentTick, decimals0, decimals1, inverted } = props;
  const chart = useMemo(() => {
    if (!ticks.data) return undefined;
    const nets = ticks.data.map((row) => ({ tick: row.tick, liquidityNet: BigInt(row.liquidityNet) }));
    // the liquidity active at the current tick: every position whose lower tick has been crossed and upper not yet
    const liquidity = nets.filter((n) => n.tick <= currentTick).reduce((sum, n) => sum + n.liquidityNet, 0n);
    const { from, to } = chartWindow(tickLower, tickUpper, currentTick);
    const buckets = activeLiquidity({ ticks: nets, currentTick, liquidity, from, to, buckets: BUCKETS });
    const price = (tick: number) => tickToPrice(tick, decimals0, decimals1, inverted);
    const points = buckets.ticks.map((tick, i) => ({ price: price(tick), liquidity: Number(buckets.liquidity[i]) }));
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
  }, [ticks.data, tickLower, tickUpper, currentTick, decimals0, decimals1, inverted]);
  const formatPrice = useMemo(() => (price: number) => format.amount(price, { significantDigits: 4 }), [format]);
  if (!chart) return null;
  return (
    <LiquidityChart {...chart} label={t('positions.liquidityChart', { pair: props.pair })} formatPrice={formatPrice} />
  );
}
