// The formatters of src/lib/numberFormat.ts bound to the interface language (i18next's current language) and the
// display currency (preferences, converted with the exchange rates; USD until they arrive).
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormatters, type Formatters } from '../lib/numberFormat';
import { exchangeRatesQuery } from './exchangeRates';
import { usePreferences } from './preferencesContext';
import { useRuntimeConfig } from './useRuntimeConfig';

/**
 * @example
 * const format = useFormatters();
 * format.tokenAmount(limit, token.decimals, { rounding: 'down' }); // "1.234,56" in de-DE
 * format.fiat(valueUsd); // "9,20 €" with EUR chosen
 */
export function useFormatters(): Formatters {
  const { i18n } = useTranslation();
  const { currency } = usePreferences();
  const { data: config } = useRuntimeConfig();
  const rates = useQuery(exchangeRatesQuery(config));
  const locale = i18n.language;
  return useMemo(() => createFormatters({ locale, currency, rates: rates.data }), [locale, currency, rates.data]);
}
