import fc from 'fast-check';
import { formatUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { SANDBOX_PROVIDERS } from './providers.ts';
import {
  decimalPlaces,
  decimalString,
  feesFor,
  fiatLimits,
  limitBreach,
  quoteBuy,
  quoteSell,
  type QuoteTerms,
} from './quoteMath.ts';

const terms = fc.record({
  provider: fc.constantFrom(...SANDBOX_PROVIDERS),
  unitsPerUsd: fc.constantFrom(1, 0.92, 0.79, 1.37, 5.45),
  tokenPriceUsd: fc.double({ min: 1e-4, max: 1e5, noNaN: true }),
  tokenDecimals: fc.constantFrom(6, 8, 18),
}) satisfies fc.Arbitrary<QuoteTerms>;
const cents = fc.integer({ min: 1, max: 10_000_000 }).map((c) => c / 100);

describe('quoteBuy', () => {
  it('should never deliver more than the amount after fees buys, nor charge fees beyond the amount', () => {
    fc.assert(
      fc.property(terms, cents, (t, fiat) => {
        const quote = quoteBuy(t, fiat);
        if (!quote) return;
        const worth = Number(formatUnits(quote.destinationRaw, t.tokenDecimals)) * quote.exchangeRate;
        expect(worth).toBeLessThanOrEqual(fiat - quote.totalFee + 1e-6 * fiat);
        expect(quote.totalFee).toBeLessThan(fiat);
        expect(quote.destinationAmount).toBe(Number(formatUnits(quote.destinationRaw, t.tokenDecimals)));
      }),
    );
  });

  it('should add the provider’s fee and the network’s into the total, to the cent', () => {
    fc.assert(
      fc.property(terms, cents, (t, fiat) => {
        const fees = feesFor(t, fiat);
        expect(Math.abs(fees.totalFee - (fees.networkFee + fees.transactionFee))).toBeLessThan(0.006);
        expect(decimalPlaces(fees.totalFee)).toBeLessThanOrEqual(2);
      }),
    );
  });

  it('should quote 96.25 USDC for 100 USD at 3.5% and a 0.25 network fee', () => {
    const lantern = SANDBOX_PROVIDERS[0]!;
    const quote = quoteBuy({ provider: lantern, unitsPerUsd: 1, tokenPriceUsd: 1, tokenDecimals: 6 }, 100);
    expect([quote?.destinationRaw, quote?.totalFee]).toEqual([96_250_000n, 3.75]);
  });
});

describe('limits', () => {
  it('should breach exactly outside the provider’s converted minimum and maximum', () => {
    fc.assert(
      fc.property(terms, cents, (t, fiat) => {
        const { minimum, maximum } = fiatLimits(t);
        const breach = limitBreach(t, fiat);
        expect(breach === undefined).toBe(fiat >= minimum && fiat <= maximum);
      }),
    );
  });
});

describe('quoteSell', () => {
  it('should pay out the sale’s worth less fees, down to the cent, for exactly the tokens asked', () => {
    fc.assert(
      fc.property(terms, fc.integer({ min: 1, max: 1e9 }), (t, micro) => {
        const amount = micro / 1e6;
        const quote = quoteSell(t, amount);
        if (!quote) return;
        expect(Number(formatUnits(quote.sourceRaw, t.tokenDecimals))).toBeCloseTo(amount, 6);
        // a thousandth of a cent of slack: at tens of millions the float products carry errors of some 1e-8
        expect(quote.destinationAmount).toBeLessThanOrEqual(amount * quote.exchangeRate - quote.totalFee + 1e-5);
      }),
    );
  });
});

describe('decimalPlaces', () => {
  it.each([
    [100, 0],
    [0.5, 1],
    [100.123456, 6],
    [1e-7, 7],
    [1.5e-7, 8],
  ])('should count %d as %d decimals', (value, places) => {
    expect(decimalPlaces(value)).toBe(places);
  });

  it('should write any amount back as a plain decimal of the same value', () => {
    fc.assert(
      fc.property(fc.double({ min: 1e-12, max: 1e12, noNaN: true }), (value) => {
        const text = decimalString(value);
        expect(text).not.toMatch(/e/i);
        expect(Number(text)).toBe(value);
      }),
    );
  });
});
