import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { css } from '#styled-system/css';

export type LiquidityChartProps = {
  /** The bars: each bucket's price (its start) and the liquidity active there, relative. */
  prices: readonly number[];
  liquidity: readonly number[];
  /** Marked on the chart: the position's range and the current price (undefined: not marked). */
  minPrice?: number;
  maxPrice?: number;
  currentPrice?: number;
  label: string;
  formatPrice: (price: number) => string;
};

const heightFor = (width: number) => (width < 480 ? 160 : 200);
const ACCENT = '#fc72ff';

/** A uPlot histogram of a pool's active liquidity by price, with a position's range shaded and the price marked. */
export function LiquidityChart(props: LiquidityChartProps) {
  const ref = useRef<HTMLDivElement>(null);
  const { prices, liquidity, minPrice, maxPrice, currentPrice, formatPrice } = props;
  useEffect(() => {
    const element = ref.current;
    if (!element || prices.length === 0) return;
    const width = element.clientWidth || 640;
    const color = getComputedStyle(element).color || '#888';
    const marks = (chart: uPlot) => {
      const { ctx } = chart;
      const top = chart.bbox.top;
      const height = chart.bbox.height;
      const x = (price: number) => Math.round(chart.valToPos(price, 'x', true));
      ctx.save();
      if (minPrice !== undefined && maxPrice !== undefined) {
        ctx.fillStyle = 'rgba(252, 114, 255, 0.12)';
        ctx.fillRect(x(minPrice), top, x(maxPrice) - x(minPrice), height);
      }
      if (currentPrice !== undefined) {
        ctx.strokeStyle = color;
        ctx.setLineDash([4, 4]);
        ctx.beginPath();
        ctx.moveTo(x(currentPrice), top);
        ctx.lineTo(x(currentPrice), top + height);
        ctx.stroke();
      }
      ctx.restore();
    };
    const chart = new uPlot(
      {
        width,
        height: heightFor(width),
        legend: { show: false },
        cursor: { show: false },
        scales: { x: { time: false }, y: { range: (_, __, max) => [0, max || 1] } },
        axes: [
          {
            stroke: color,
            values: (_, splits) => splits.map((v) => formatPrice(v)),
            space: width < 480 ? 90 : 110,
          },
          { show: false },
        ],
        series: [
          {},
          { fill: ACCENT, stroke: ACCENT, paths: uPlot.paths.bars!({ size: [0.9, 40] }), points: { show: false } },
        ],
        hooks: { draw: [marks] },
      },
      [prices as number[], liquidity as number[]],
      element,
    );
    const observer = new ResizeObserver(() => {
      const next = element.clientWidth || width;
      chart.setSize({ width: next, height: heightFor(next) });
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [prices, liquidity, minPrice, maxPrice, currentPrice, formatPrice]);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={props.label}
      data-testid="liquidity-chart"
      data-bars={prices.length}
      className={css({
        w: 'full',
        minW: '0',
        minH: { base: '160px', sm: '200px' },
        overflow: 'hidden',
        color: 'text.muted',
      })}
    />
  );
}
