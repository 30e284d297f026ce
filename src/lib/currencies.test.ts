import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyDisplayName, matchCurrency } from './currencies';

describe('currencies', () => {
  it('should list the 22 display currencies of spec §3', () => {
    expect(CURRENCIES.map((c) => c.code).join(',')).toBe(
      'USD,EUR,RUB,INR,GBP,JPY,KRW,VND,SGD,BRL,HKD,CAD,IDR,TRY,NGN,AUD,PKR,UAH,CNY,ARS,COP,MXN',
    );
  });
  it('should match a code case-insensitively and reject unknown codes', () => {
    expect(matchCurrency('eur')).toBe('EUR');
    expect(matchCurrency('XYZ')).toBeUndefined();
  });
  it('should name a currency in the given language', () => {
    expect(currencyDisplayName('EUR', 'en-US')).toBe('Euro');
  });
});
