// Price charts (spec §9 ranges): which rows each range reads, and their sampling into evenly spaced points.
import { DAY, HOUR } from '../periods.ts';

export type PriceRow = { token: string; timestamp: number; priceUSD: number };

/**
 * Chart ranges of spec §9: the sampling step of each, and what it reads. The last hour reads the price points
 * themselves; longer ranges read hour buckets (at most 721 rows), a year or more day buckets.
 */
export const CHART_RANGES = {
  '1H': { window: 3600, bucket: 60, source: 'points' },
  '1D': { window: DAY, bucket: HOUR, source: 'hour' },
  '1W': { window: 7 * DAY, bucket: HOUR, source: 'hour' },
  '1M': { window: 30 * DAY, bucket: 4 * HOUR, source: 'hour' },
  '1Y': { window: 365 * DAY, bucket: DAY, source: 'day' },
  ALL: { window: 0, bucket: 0, source: 'day' },
} as const;
export type ChartRange = keyof typeof CHART_RANGES;

/** Price points of buckets: the open at the bucket's start and the close at its end. */
export function bucketPricePoints(
  buckets: { token: string; periodStart: number; open: number; close: number }[],
  length: number,
): PriceRow[] {
  return buckets.flatMap((b) => [
    { token: b.token, timestamp: b.periodStart, priceUSD: b.open },
    { token: b.token, timestamp: b.periodStart + length - 1, priceUSD: b.close },
  ]);
}

/** Prices sampled at each step (the last known price then), oldest first, ending at the current price. */
export function priceHistory(
  points: PriceRow[],
  range: ChartRange,
  now: number,
  currentPrice: number,
): { timestamp: number; value: number }[] {
  const sorted = [...points].sort((a, b) => a.timestamp - b.timestamp);
  let { window, bucket }: { window: number; bucket: number } = CHART_RANGES[range];
  if (range === 'ALL') {
    window = Math.max(3600, now - (sorted[0]?.timestamp ?? now - 3600));
    bucket = Math.max(60, Math.ceil(window / 200));
  }
  const start = now - window;
  const result: { timestamp: number; value: number }[] = [];
  let next = 0;
  let value: number | undefined;
  for (let time = start; time < now; time += bucket) {
    while (next < sorted.length && sorted[next]!.timestamp <= time) value = sorted[next++]!.priceUSD;
    if (value !== undefined) result.push({ timestamp: time, value });
  }
  result.push({ timestamp: now, value: currentPrice });
  return result;
}
