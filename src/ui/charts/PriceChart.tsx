import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import { css } from '#styled-system/css';
import type { PricePoint } from '../../data/dataApi';
import { useFormatters } from '../../data/useFormatters';

/** The chart's height for its width: shorter on a phone, so the price and the ranges stay in view. */
const heightFor = (width: number) => (width < 480 ? 220 : 280);

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
        height: heightFor(width),
        legend: { show: false },
        cursor: { drag: { x: false, y: false } },
        scales: { x: { time: true } },
        axes: [
          { stroke: color },
          {
            stroke: color,
            // as wide as its longest price label (about 7 px a character at uPlot's 12 px font), never cut off
            size: (_, values) => Math.max(48, ...(values ?? []).map((v) => v.length * 7 + 18)),
            // a phone's narrow axis takes compact prices ($74K); wider charts the full price
            values: (_, splits) =>
              splits.map((v) =>
                v === 0 ? format.fiat(0) : width < 480 ? format.fiat(v, { compact: true }) : format.price(v),
              ),
          },
        ],
        series: [{}, { stroke: '#fc72ff', width: 2, points: { show: false } }],
      },
      data,
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
  }, [points, format]);
  return (
    <div
      ref={ref}
      role="img"
      aria-label={label}
      data-testid="price-chart"
      data-points={points.length}
      // the canvas never widens the page: it is sized to this box, which clips it while a resize catches up
      className={css({
        w: 'full',
        minW: '0',
        minH: { base: '220px', sm: '280px' },
        overflow: 'hidden',
        color: 'text.muted',
      })}
    />
  );
}
