import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { usdRatesFrom } from './exchangeRates';

describe('usdRatesFrom', () => {
  it('should read an Open Exchange Rates body with base USD as it is', () => {
    expect(usdRatesFrom({ base: 'USD', rates: { EUR: 0.92, JPY: 151.2 } })).toEqual({ USD: 1, EUR: 0.92, JPY: 151.2 });
  });

  it('should rebase to USD when the provider answers in another base', () => {
    const rates = usdRatesFrom({ base: 'EUR', rates: { USD: 1.25, GBP: 0.85 } });
    expect(rates.USD).toBe(1);
    expect(rates.EUR).toBeCloseTo(0.8, 10);
    expect(rates.GBP).toBeCloseTo(0.68, 10);
  });

  it('should drop rates that are not positive numbers and refuse a body without rates', () => {
    expect(usdRatesFrom({ base: 'USD', rates: { EUR: 'x', GBP: -1, JPY: 150 } })).toEqual({ USD: 1, JPY: 150 });
    expect(() => usdRatesFrom({ error: true })).toThrow();
  });

  it('should keep every rate’s ratio to every other when rebasing any table', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom('EUR', 'GBP', 'JPY', 'BRL'), fc.double({ min: 0.001, max: 1e5, noNaN: true })),
        fc.double({ min: 0.001, max: 1e3, noNaN: true }),
        (table, usd) => {
          const rates = usdRatesFrom({ base: 'XAU', rates: { ...table, USD: usd } });
          for (const [code, rate] of Object.entries(table)) expect(rates[code]).toBeCloseTo(rate / usd, 6);
        },
      ),
    );
  });
});
