// The countries and fiat currencies the sandbox aggregator knows (spec §3 "Supported display currencies" gives the
// currency names; the providers' table says who serves what). One typed table each, read by the reference calls.
import { SANDBOX_USD_RATES } from '../../exchangeRates.ts';
import { SANDBOX_PROVIDERS, type SandboxProvider, servesRegion } from './providers.ts';

export const COUNTRIES: Readonly<Record<string, string>> = {
  US: 'United States',
  GB: 'United Kingdom',
  DE: 'Germany',
  FR: 'France',
  ES: 'Spain',
  CA: 'Canada',
  AU: 'Australia',
  BR: 'Brazil',
};

export const FIAT_CURRENCIES: Readonly<Record<string, { displayName: string; symbol: string }>> = {
  USD: { displayName: 'US Dollar', symbol: '$' },
  EUR: { displayName: 'Euro', symbol: '€' },
  GBP: { displayName: 'British Pound', symbol: '£' },
  CAD: { displayName: 'Canadian Dollar', symbol: 'CA$' },
  AUD: { displayName: 'Australian Dollar', symbol: 'A$' },
  BRL: { displayName: 'Brazilian Real', symbol: 'R$' },
};

/** Units of `currency` per US dollar (the sandbox exchange-rate table, so quotes and the app's display agree). */
export function unitsPerUsd(currency: string): number | undefined {
  return FIAT_CURRENCIES[currency] ? SANDBOX_USD_RATES[currency] : undefined;
}

/** The providers that serve a region in a direction (selling needs a provider that buys crypto). */
export function providersFor(countryCode: string, state: string | undefined, selling: boolean): SandboxProvider[] {
  return SANDBOX_PROVIDERS.filter((p) => servesRegion(p, countryCode, state) && (!selling || p.sells));
}

/** Countries at least one provider serves in the direction. */
export function supportedCountries(selling: boolean): { countryCode: string; displayName: string }[] {
  return Object.entries(COUNTRIES)
    .filter(([code]) => providersFor(code, undefined, selling).length > 0)
    .map(([countryCode, displayName]) => ({ countryCode, displayName }));
}

/** The fiat currencies the region's providers take, in the table's order. */
export function fiatCurrenciesFor(countryCode: string, selling: boolean) {
  const taken = new Set(providersFor(countryCode, undefined, selling).flatMap((p) => p.fiatCurrencies));
  return Object.entries(FIAT_CURRENCIES)
    .filter(([code]) => taken.has(code))
    .map(([fiatCurrencyCode, { displayName, symbol }]) => ({ fiatCurrencyCode, displayName, symbol }));
}
