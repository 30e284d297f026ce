// The formatters of src/lib/numberFormat.ts bound to the interface language (i18next's current language) and the
// display currency (preferences, converted with the exchange rates; USD until they arrive). Built once for the app by
// FormattersProvider: a component that formats reads a context, not two queries of its own.
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { createFormatters, type Formatters } from '../lib/numberFormat';
import { exchangeRatesQuery } from './exchangeRates';
import { usePreferences } from './preferencesContext';
import { useRuntimeConfig } from './useRuntimeConfig';

const FormattersContext = createContext<Formatters | null>(null);

/** Inside the query client and preferences providers; every useFormatters below it shares one set. */
export function FormattersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const { currency } = usePreferences();
  const { data: config } = useRuntimeConfig();
  const rates = useQuery(exchangeRatesQuery(config));
  const locale = i18n.language;
  const formatters = useMemo(
    () => createFormatters({ locale, currency, rates: rates.data }),
    [locale, currency, rates.data],
  );
  return <FormattersContext.Provider value={formatters}>{children}</FormattersContext.Provider>;
}

/**
 * @example
 * const format = useFormatters();
 * format.tokenAmount(limit, token.decimals, { rounding: 'down' }); // "1.234,56" in de-DE
 * format.fiat(valueUsd); // "9,20 €" with EUR chosen
 */
export function useFormatters(): Formatters {
  const formatters = useContext(FormattersContext);
  if (!formatters) throw new Error('useFormatters needs a FormattersProvider');
  return formatters;
}
