// TickBitmap.nextInitializedTickWithinOneWord over a sorted list of initialized ticks. A swap steps at most one bitmap
// word (256 tick spacings) at a time, and each step rounds on its own, so the walk must stop where the contracts stop.

/** floor(tick / tickSpacing), as TickBitmap.compress does for negative ticks. */
function compress(tick: number, tickSpacing: number): number {
  return Math.floor(tick / tickSpacing);
}

/** Index of the first element >= value in an ascending array. */
function lowerBound(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (sorted[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

/**
 * The next initialized tick in the direction of the swap, or the edge of the current bitmap word when there is none in it.
 * @param initializedTicks ascending ticks with non-zero liquidityGross
 * @param lte searching at or below `tick` (a zeroForOne swap)
 */
export function nextInitializedTickWithinOneWord(
  initializedTicks: readonly number[],
  tick: number,
  tickSpacing: number,
  lte: boolean,
): { tickNext: number; initialized: boolean } {
  const compressed = compress(tick, tickSpacing);
  if (lte) {
    const bitPos = ((compressed % 256) + 256) % 256;
    const wordStart = (compressed - bitPos) * tickSpacing;
    // greatest initialized tick t with wordStart <= t <= compressed * tickSpacing
    const index = lowerBound(initializedTicks, compressed * tickSpacing + 1) - 1;
    const candidate = initializedTicks[index];
    if (candidate !== undefined && candidate >= wordStart) return { tickNext: candidate, initialized: true };
    return { tickNext: wordStart, initialized: false };
  }
  const next = compressed + 1;
  const bitPos = ((next % 256) + 256) % 256;
  const wordEnd = (next + (255 - bitPos)) * tickSpacing;
  const candidate = initializedTicks[lowerBound(initializedTicks, next * tickSpacing)];
  if (candidate !== undefined && candidate <= wordEnd) return { tickNext: candidate, initialized: true };
  return { tickNext: wordEnd, initialized: false };
}
