import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { css } from '#styled-system/css';
import type { PricePoint } from '../../data/dataApi';
import { useFormatters } from '../../data/useFormatters';

/** A uPlot line chart of USD prices over chain time, the price axis in the display currency and language. */
export function PriceChart({ points, label }: { points: readonly PricePoint[]; label: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const format = useFormatters();
  useEffect(() => {
    const element = ref.current;
    if (!element || points.length === 0) return;
    const width = element.clientWidth || 640;
    const data: uPlot.AlignedData = [points.map((p) => p.timestamp), points.map((p) => p.value)];
    const color = getComputedStyle(element).color || '#fc72ff';
    const chart = new uPlot(
      {
        width,
        height: 280,
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { stroke: color },
          {
            stroke: color,
            size: 70,
            values: (_, splits) => splits.map((v) => (v === 0 ? format.fiat(0) : format.price(v))),
          },
        ],
        series: [{}, { stroke: '#fc72ff', width: 2, points: { show: false } }],
      },
      data,
      element,
    );
    const observer = new ResizeObserver(() => chart.setSize({ width: element.clientWidth || width, height: 280 }));
    observer.observe(element);
    return () => {
      observer.disconnect();
      chart.destroy();
    };
  }, [points, format]);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      data-testid="price-chart"
      data-points={points.length}
      className={css({ w: 'full', minH: '280px', color: 'text.muted' })}
    />
  );
}
