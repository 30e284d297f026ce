// spec §2 "Swap form" and §3 currencies: the swap screen's fiat values in the person's display currency, converted
// from USD with the exchange rates (USD until the rates arrive).
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { usePreferences } from '../../data/preferencesContext';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { exchangeRatesQuery } from '../../data/exchangeRates';
import { formatUsdIn } from '../../lib/fiat';

/** A formatter from USD values to display-currency text; undefined in gives undefined out. */
export function useFiatFormat(): (valueUsd: number | undefined) => string | undefined {
  const { i18n } = useTranslation();
  const { currency } = usePreferences();
  const { data: config } = useRuntimeConfig();
  const rates = useQuery(exchangeRatesQuery(config));
  return (valueUsd) => formatUsdIn(valueUsd, currency, rates.data, i18n.language);
}
