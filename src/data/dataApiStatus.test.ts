import { describe, expect, it } from 'vitest';
import { dataStatus } from './dataApiStatus';

const ok = { data: 1, isError: false, isPending: false };
const failedWithCache = { data: 1, isError: true, isPending: false };
const failed = { data: undefined, isError: true, isPending: false };
const pending = { data: undefined, isError: false, isPending: true };

describe('dataStatus', () => {
  it('should be fresh when every query has data and the browser is online', () => {
    expect(dataStatus([ok, ok], true)).toBe('fresh');
  });
  it('should be outdated when cached data is shown offline', () => {
    expect(dataStatus([ok], false)).toBe('outdated');
  });
  it('should be outdated when a refetch failed but cached data remains', () => {
    expect(dataStatus([failedWithCache], true)).toBe('outdated');
  });
  it('should be unavailable when a query failed with nothing cached', () => {
    expect(dataStatus([ok, failed], true)).toBe('unavailable');
  });
  it('should be loading when a query is pending online', () => {
    expect(dataStatus([pending], true)).toBe('loading');
  });
});
