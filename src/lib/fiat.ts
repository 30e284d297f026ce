// Fiat values in the person's display currency (spec §3 currencies): USD amounts converted with the exchange rates.
// Pure; the rates come from src/data/exchangeRates.ts, the text from src/lib/numberFormat.ts.
import type { CurrencyCode } from './currencies';

/** Units of each currency per 1 USD (the Open Exchange Rates `rates` object, base USD). */
export type UsdRates = Readonly<Record<string, number>>;

/** A USD amount in the display currency; null when the rate is unknown (the caller then shows USD). */
export function convertFromUsd(valueUsd: number, currency: CurrencyCode, rates: UsdRates | undefined): number | null {
  if (currency === 'USD') return valueUsd;
  const rate = rates?.[currency];
  return rate !== undefined && Number.isFinite(rate) && rate > 0 ? valueUsd * rate : null;
}
