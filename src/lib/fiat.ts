// Fiat values in the person's display currency (spec §3 currencies): USD amounts converted with the exchange rates
// and formatted for the interface language. Pure; the rates come from src/data/exchangeRates.ts.
import type { CurrencyCode } from './currencies';

/** Units of each currency per 1 USD (the Open Exchange Rates `rates` object, base USD). */
export type UsdRates = Readonly<Record<string, number>>;

/** A USD amount in the display currency; null when the rate is unknown (the caller then shows USD). */
export function convertFromUsd(valueUsd: number, currency: CurrencyCode, rates: UsdRates | undefined): number | null {
  if (currency === 'USD') return valueUsd;
  const rate = rates?.[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? valueUsd * rate : null;
}

/** A fiat amount for display in the chosen currency and interface language. */
export function formatFiat(value: number, currency: CurrencyCode, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: 2 }).format(value);
}

/**
 * A USD value shown in the display currency, or in USD while the currency's rate is unknown; undefined when there is
 * no value.
 */
export function formatUsdIn(
  valueUsd: number | undefined,
  currency: CurrencyCode,
  rates: UsdRates | undefined,
  locale: string,
): string | undefined {
  if (valueUsd === undefined) return undefined;
  const converted = convertFromUsd(valueUsd, currency, rates);
  return converted === null ? formatFiat(valueUsd, 'USD', locale) : formatFiat(converted, currency, locale);
}
