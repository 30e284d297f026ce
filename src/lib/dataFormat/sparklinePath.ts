/** The SVG path (`d`) of a sparkline through `values`, scaled into width x height with `pad` px above and below. */
export function sparklinePath(values: readonly number[], width: number, height: number, pad = 2): string {
  if (values.length < 2) return '';
  let min = Infinity;
  let max = -Infinity;
  for (const v of values) {
    if (v < min) min = v;
    if (v > max) max = v;
  }
  const span = max - min || 1;
  const step = width / (values.length - 1);
  let d = '';
  for (let i = 0; i < values.length; i++) {
    const x = (i * step).toFixed(1);
    const y = (height - pad - ((values[i]! - min) / span) * (height - 2 * pad)).toFixed(1);
    d += `${i === 0 ? 'M' : 'L'}${x} ${y}`;
  }
  return d;
}
