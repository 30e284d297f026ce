// A concentrated-liquidity pool's active liquidity across a tick window, from its initialized ticks' liquidityNet (the
// indexer's tick table): the position page's liquidity chart. Liquidity is active at tick x when x lies in a
// position's [tickLower, tickUpper); crossing tick t upwards adds liquidityNet(t), downwards removes it, so from the
// pool's liquidity at the current tick the rest of the curve follows.

export type TickNet = { tick: number; liquidityNet: bigint };

/**
 * The active liquidity at the start of each of `buckets` equal steps from `from` to `to` (ticks).
 *
 * @example activeLiquidity({ ticks: [{ tick: -60, liquidityNet: 5n }, { tick: 60, liquidityNet: -5n }], currentTick: 0, liquidity: 5n, from: -120, to: 120, buckets: 4 })
 * // { ticks: [-120, -60, 0, 60], liquidity: [0n, 5n, 5n, 0n] }
 */
export function activeLiquidity(p: {
  ticks: readonly TickNet[];
  currentTick: number;
  liquidity: bigint;
  from: number;
  to: number;
  buckets: number;
}): { ticks: number[]; liquidity: bigint[] } {
  const sorted = [...p.ticks].sort((a, b) => a.tick - b.tick);
  const step = Math.max(1, Math.floor((p.to - p.from) / p.buckets));
  const starts = Array.from({ length: p.buckets }, (_, i) => p.from + i * step);
  // L(x) = L(current) + sum of net over (current, x] above, minus the sum over (x, current] below
  const at = (x: number): bigint => {
    let value = p.liquidity;
    for (const t of sorted) {
      if (x >= p.currentTick && t.tick > p.currentTick && t.tick <= x) value += t.liquidityNet;
      else if (x < p.currentTick && t.tick > x && t.tick <= p.currentTick) value -= t.liquidityNet;
    }
    return value < 0n ? 0n : value;
  };
  return { ticks: starts, liquidity: starts.map(at) };
}

/** A window of ticks that shows the range and the current price with a margin of a third of their span on each side. */
export function chartWindow(tickLower: number, tickUpper: number, currentTick: number): { from: number; to: number } {
  const low = Math.min(tickLower, currentTick);
  const high = Math.max(tickUpper, currentTick);
  const margin = Math.max(60, Math.ceil((high - low) / 3));
  return { from: low - margin, to: high + margin };
}
