import { css } from '#styled-system/css';

const upStroke = css({ stroke: 'success' });
const downStroke = css({ stroke: 'critical' });

/** A day of hourly prices as a small SVG line, green when up and red when down. */
export function Sparkline({ values, label }: { values: readonly number[]; label: string }) {
  const width = 96;
  const height = 28;
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const points = values
    .map(
      (v, i) =>
        `${((i / (values.length - 1)) * width).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`,
    )
    .join(' ');
  const up = values[values.length - 1]! >= values[0]!;
  return (
    <svg role="img" aria-label={label} width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
      <polyline points={points} fill="none" strokeWidth="1.5" className={up ? upStroke : downStroke} />
    </svg>
  );
}
