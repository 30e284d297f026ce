import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './currencies';
import { convertFromUsd } from './fiat';

describe('convertFromUsd', () => {
  it('should multiply by the currency’s units per USD when the rate is known', () => {
    expect(convertFromUsd(100, 'EUR', { EUR: 0.92 })).toBeCloseTo(92, 10);
  });

  it('should leave USD as it is without any rates', () => {
    expect(convertFromUsd(42, 'USD', undefined)).toBe(42);
  });

  it('should give null when the rate is missing or not positive', () => {
    expect(convertFromUsd(1, 'JPY', {})).toBeNull();
    expect(convertFromUsd(1, 'JPY', { JPY: 0 })).toBeNull();
  });

  it('should round-trip through any display currency when converting back with the same rate', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES.map((c) => c.code)),
        fc.double({ min: 1e-3, max: 1e5, noNaN: true }),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (currency, rate, usd) => {
          const converted = convertFromUsd(usd, currency, { [currency]: rate })!;
          const back = currency === 'USD' ? converted : converted / rate;
          expect(back).toBeCloseTo(usd, 4);
        },
      ),
    );
  });
});
