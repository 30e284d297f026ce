import { memo } from 'react';
import { css } from '#styled-system/css';

const upStroke = css({ stroke: 'success' });
const downStroke = css({ stroke: 'critical' });
export const SPARKLINE_WIDTH = 96;
export const SPARKLINE_HEIGHT = 28;

/** A precomputed sparkline path (see sparklinePath) as a small SVG line, green when up and red when down. */
export const Sparkline = memo(function Sparkline({ path, up, label }: { path: string; up: boolean; label: string }) {
  if (!path) return null;
  return (
    <svg
      role="img"
      aria-label={label}
      width={SPARKLINE_WIDTH}
      height={SPARKLINE_HEIGHT}
      viewBox={`0 0 ${SPARKLINE_WIDTH} ${SPARKLINE_HEIGHT}`}
    >
      <path d={path} fill="none" strokeWidth="1.5" className={up ? upStroke : downStroke} />
    </svg>
  );
});
