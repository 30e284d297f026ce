import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsAmountText,
  defaultFiatCurrency,
  formatFiatAmount,
  markQuotes,
  parseDecimalAmount,
  quoteProblem,
  regionChoices,
} from './checkoutRules';

describe('checkout rules', () => {
  it('should read any amount of up to 6 decimals as itself, and refuse a seventh decimal', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 999_999 }), (whole, micros) => {
        const text = `${whole}.${String(micros).padStart(6, '0')}`;
        expect(parseDecimalAmount(text, 6)).toBeCloseTo(whole + micros / 1e6, 6);
        expect(parseDecimalAmount(`${text}1`, 6)).toBeUndefined();
        expect(acceptsAmountText(text, 6)).toBe(true);
        expect(acceptsAmountText(`${text}1`, 6)).toBe(false);
      }),
    );
  });

  it('should refuse zero, negatives and text that is no amount', () => {
    for (const text of ['', '0', '0.000', '-5', 'abc', '1e3', '1.2.3'])
      expect(parseDecimalAmount(text, 6)).toBeUndefined();
    expect(parseDecimalAmount('150', 6)).toBe(150);
    expect(parseDecimalAmount('.5', 6)).toBe(0.5);
  });

  it('should mark exactly one best quote, the largest destination, and the provider used last', () => {
    const quote = fc.record({
      serviceProvider: fc.constantFrom('A', 'B', 'C'),
      destinationAmount: fc.double({ min: 0.01, max: 1e6, noNaN: true }),
      isMostRecentlyUsedProvider: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(quote, { minLength: 1, maxLength: 5 }), fc.constantFrom('A', 'B', null), (quotes, last) => {
        const marked = markQuotes(quotes, last);
        expect(marked.filter((q) => q.best)).toHaveLength(1);
        expect(marked[0]!.best).toBe(true);
        expect(marked[0]!.destinationAmount).toBe(Math.max(...quotes.map((q) => q.destinationAmount)));
        for (const q of marked)
          expect(q.recent).toBe(q.isMostRecentlyUsedProvider || (last !== null && q.serviceProvider === last));
      }),
    );
  });

  it('should word a limit with its number and offer a retry only when the provider could not be reached', () => {
    expect(quoteProblem({ messageId: 'noQuotesFound', minimumAllowed: 20 })).toEqual({ kind: 'minimum', amount: 20 });
    expect(quoteProblem({ messageId: 'noQuotesFound', maximumAllowed: 50_000 })).toEqual({
      kind: 'maximum',
      amount: 50_000,
    });
    expect(quoteProblem({ messageId: 'connectionFailed' })).toEqual({
      kind: 'message',
      messageId: 'connectionFailed',
      retry: true,
    });
    expect(quoteProblem({ messageId: 'notAvailableInRegion' })).toMatchObject({ retry: false });
  });

  it('should list served regions first and every region once', () => {
    expect(regionChoices(['US', 'JP']).slice(0, 2)).toEqual(['US', 'JP']);
    expect(new Set(regionChoices(['US', 'JP'])).size).toBe(regionChoices(['US', 'JP']).length);
  });
});

describe('fiat amounts and currencies', () => {
  it('should write whole amounts without cents and others to the cent', () => {
    expect([formatFiatAmount(20, 'USD', 'en-US'), formatFiatAmount(1000, 'USD', 'en-US')]).toEqual(['$20', '$1,000']);
    expect(formatFiatAmount(95.5, 'USD', 'en-US')).toBe('$95.50');
  });

  it('should pay in the country’s currency when offered, else in US dollars', () => {
    expect(defaultFiatCurrency('GB', ['USD', 'GBP'])).toBe('GBP');
    expect(defaultFiatCurrency('CA', ['USD', 'EUR'])).toBe('USD');
    expect(defaultFiatCurrency('BR', ['EUR'])).toBe('EUR');
  });
});
