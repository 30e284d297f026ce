import { describe, expect, it } from 'vitest';
import { DAY } from '../periods.ts';
import { bucketPricePoints, priceHistory } from './priceHistory.ts';

const now = 10 * DAY;

describe('priceHistory', () => {
  it('should end at the current price and carry prices forward when the range is 1H', () => {
    const points = priceHistory([{ token: 't', timestamp: now - 7200, priceUSD: 5 }], '1H', now, 6);
    expect(points.at(-1)).toEqual({ timestamp: now, value: 6 });
    expect(points[0]!.value).toBe(5);
    expect(points).toHaveLength(61);
  });
  it('should sample hour buckets at each hour when the range is 1D', () => {
    const buckets = [{ token: 't', periodStart: now - 2 * DAY, open: 4, close: 5 }];
    const points = priceHistory(bucketPricePoints(buckets, 3600), '1D', now, 6);
    expect(points).toHaveLength(25);
    expect(points[0]!.value).toBe(5);
    expect(points.at(-1)!.value).toBe(6);
  });
});
