import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  deviationFromMarketBps,
  isLimitTooFarFromMarket,
  limitOutputAt,
  openOrdersNotice,
} from './uniswapxLimitPrice.ts';

describe('limit price rules', () => {
  it('should put the limit the chosen percentage above the market when a quick percentage is picked', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 10n ** 6n, max: 10n ** 30n }), fc.constantFrom(0, 1, 5, 10), (market, percent) => {
        const bps = deviationFromMarketBps(limitOutputAt(market, percent), market);
        expect(bps >= BigInt(percent * 100) - 1n && bps <= BigInt(percent * 100)).toBe(true);
      }),
    );
  });

  it('should block a limit more than double the market or under half of it', () => {
    expect(isLimitTooFarFromMarket(limitOutputAt(1000n, 100), 1000n)).toBe(false);
    expect(isLimitTooFarFromMarket(2001n, 1000n)).toBe(true);
    expect(isLimitTooFarFromMarket(500n, 1000n)).toBe(false);
    expect(isLimitTooFarFromMarket(499n, 1000n)).toBe(true);
  });

  it('should warn near the 100 open orders and refuse at it', () => {
    expect([89, 90, 99, 100].map(openOrdersNotice)).toEqual(['none', 'nearMaximum', 'nearMaximum', 'atMaximum']);
  });
});
