import fc from 'fast-check';
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  type AmountRounding,
  createFormatters,
  formatAmount,
  formatCompactNumber,
  formatFeeTier,
  formatFiat,
  formatPercent,
  formatPrice,
  formatTokenAmount,
  formatUsdAsFiat,
} from './numberFormat';

const LOCALES = ['en-US', 'es-ES', 'ja-JP', 'ar-SA', 'de-DE'] as const;

/** Reads a shown figure back into a plain decimal string, with the locale's own digits and decimal separator. */
function readBack(text: string, locale: string): string {
  const digits = new Map(
    Array.from({ length: 10 }, (_, d) => [new Intl.NumberFormat(locale).format(d), String(d)] as const),
  );
  const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((p) => p.type === 'decimal')!.value;
  let plain = '';
  for (const char of text) {
    if (digits.has(char)) plain += digits.get(char);
    else if (char === decimal) plain += '.';
  }
  return plain;
}

const amounts = fc.record({
  value: fc.bigInt({ min: 0n, max: 2n ** 160n }),
  decimals: fc.integer({ min: 0, max: 30 }),
  locale: fc.constantFrom(...LOCALES),
  significantDigits: fc.integer({ min: 1, max: 21 }),
});

function shownUnits(
  value: bigint,
  decimals: number,
  locale: string,
  significantDigits: number,
  rounding: AmountRounding,
) {
  const shown = formatTokenAmount(value, decimals, locale, { significantDigits, rounding });
  return parseUnits(readBack(shown, locale), decimals);
}

describe('formatTokenAmount', () => {
  it('should never show a minimum above the on-chain minimum when rounding down', () => {
    fc.assert(
      fc.property(amounts, ({ value, decimals, locale, significantDigits }) => {
        expect(shownUnits(value, decimals, locale, significantDigits, 'down')).toBeLessThanOrEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it('should never show a maximum below the on-chain maximum when rounding up', () => {
    fc.assert(
      fc.property(amounts, ({ value, decimals, locale, significantDigits }) => {
        expect(shownUnits(value, decimals, locale, significantDigits, 'up')).toBeGreaterThanOrEqual(value);
      }),
      { numRuns: 300 },
    );
  });

  it('should put the nearest figure between the rounded-down and rounded-up ones', () => {
    fc.assert(
      fc.property(amounts, ({ value, decimals, locale, significantDigits }) => {
        const down = shownUnits(value, decimals, locale, significantDigits, 'down');
        const nearest = shownUnits(value, decimals, locale, significantDigits, 'nearest');
        const up = shownUnits(value, decimals, locale, significantDigits, 'up');
        expect(down <= nearest && nearest <= up).toBe(true);
      }),
    );
  });

  it('should show an amount exactly when it has no more digits than asked for, in every locale', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 21n - 1n }),
        fc.integer({ min: 0, max: 24 }),
        fc.constantFrom(...LOCALES),
        fc.constantFrom<AmountRounding>('nearest', 'down', 'up'),
        (value, decimals, locale, rounding) => {
          expect(shownUnits(value, decimals, locale, 21, rounding)).toBe(value);
        },
      ),
    );
  });

  it('should keep every digit of an 18-decimal amount that a float would lose when asked for 21 digits', () => {
    expect(formatTokenAmount(123_456_789_012_345_678_901_234_567n, 18, 'en-US', { significantDigits: 21 })).toBe(
      '123,456,789.012345678901',
    );
  });

  it('should use the language’s separators and digits when formatting for it', () => {
    expect(formatTokenAmount(1_234_567_891n, 6, 'de-DE')).toBe('1.234,57');
    expect(formatTokenAmount(1_234_567_891n, 6, 'en-US')).toBe('1,234.57');
    expect(formatTokenAmount(1_500_000n, 6, 'ar-SA')).toBe('١٫٥');
  });

  it('should keep every whole unit of a large amount instead of rounding it to its significant digits', () => {
    expect(formatTokenAmount(123_456_789_120_000n, 6, 'en-US')).toBe('123,456,789');
  });

  it('should cut a minimum down and a maximum up at the last shown digit', () => {
    expect(formatTokenAmount(1_999_999_999n, 9, 'en-US', { rounding: 'down' })).toBe('1.99999');
    expect(formatTokenAmount(1_000_001n, 6, 'en-US', { rounding: 'up' })).toBe('1.00001');
    expect(formatTokenAmount(1_000_001n, 6, 'en-US', { rounding: 'nearest' })).toBe('1');
  });
});

describe('formatAmount', () => {
  it('should format a data API amount without rounding whole units away', () => {
    expect(formatAmount(1234.56789, 'en-US')).toBe('1,234.57');
    expect(formatAmount(Number.NaN, 'en-US')).toBe('-');
  });
});

describe('formatFiat', () => {
  it('should use the currency’s own minor digits when formatting', () => {
    expect(formatFiat(1234.5, 'USD', 'en-US')).toBe('$1,234.50');
    expect(formatFiat(1234.5, 'JPY', 'en-US')).toBe('¥1,235');
  });

  it('should go compact from 100,000 only when asked', () => {
    expect(formatFiat(1_234_567, 'USD', 'en-US', { compact: true })).toBe('$1.2M');
    expect(formatFiat(1_234_567, 'USD', 'en-US')).toBe('$1,234,567.00');
    expect(formatFiat(99_999, 'USD', 'en-US', { compact: true })).toBe('$99,999.00');
  });

  it('should place the currency sign where the language puts it', () => {
    expect(formatFiat(9.2, 'EUR', 'de-DE')).toBe('9,20\u00a0€');
  });
});

describe('formatUsdAsFiat', () => {
  it('should show the value in the display currency when its rate is known', () => {
    expect(formatUsdAsFiat(10, 'EUR', { EUR: 0.92 }, 'en-US')).toBe('€9.20');
  });

  it('should show the value in USD when the display currency has no rate yet', () => {
    expect(formatUsdAsFiat(10, 'EUR', undefined, 'en-US')).toBe('$10.00');
  });
});

describe('formatPrice', () => {
  it('should keep four significant digits of a price under 1 and cents above', () => {
    expect(formatPrice(0.000012345, 'USD', 'en-US')).toBe('$0.00001235');
    expect(formatPrice(1.5, 'USD', 'en-US')).toBe('$1.50');
    expect(formatPrice(0, 'USD', 'en-US')).toBe('-');
  });
});

describe('formatPercent', () => {
  it('should show percent units with two decimals by default', () => {
    expect(formatPercent(2.5, 'en-US')).toBe('2.50%');
    expect(formatPercent(2.5, 'de-DE')).toBe('2,50\u00a0%');
  });

  it('should sign a change when asked', () => {
    expect(formatPercent(2.5, 'en-US', { signed: true })).toBe('+2.50%');
    expect(formatPercent(-2.5, 'en-US', { signed: true })).toBe('-2.50%');
  });

  it('should show a fee tier as its percent (spec §9)', () => {
    expect(formatFeeTier(3000, 'en-US')).toBe('0.3%');
    expect(formatFeeTier(100, 'en-US')).toBe('0.01%');
    expect(formatFeeTier(2500, 'es-ES')).toBe('0,25\u00a0%');
  });

  it('should read back as the percent it was given, to its two decimals, in every locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.constantFrom(...LOCALES), (hundredths, locale) => {
        const shown = formatPercent(hundredths / 100, locale);
        expect(Math.round(Number(readBack(shown, locale)) * 100)).toBe(hundredths);
      }),
    );
  });
});

describe('formatCompactNumber', () => {
  it('should shorten large counts', () => {
    expect(formatCompactNumber(1234, 'en-US')).toBe('1.2K');
  });
});

describe('createFormatters', () => {
  it('should bind the language and convert USD into the display currency', () => {
    const format = createFormatters({ locale: 'de-DE', currency: 'EUR', rates: { EUR: 0.5 } });
    expect(format.fiat(10)).toBe('5,00\u00a0€');
    expect(format.fiat(undefined)).toBeUndefined();
    expect(format.price(0.5)).toBe('0,25\u00a0€');
    expect(format.currency).toBe('EUR');
  });

  it('should fall back to USD while the display currency’s rate is unknown', () => {
    const format = createFormatters({ locale: 'en-US', currency: 'JPY', rates: undefined });
    expect([format.currency, format.fiat(10), format.price(2)]).toEqual(['USD', '$10.00', '$2.00']);
  });
});
