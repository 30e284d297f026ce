// Exchange rates for the display currencies (spec §3), served by server/exchangeRates.ts in the Open Exchange Rates
// format: a sandbox table on the devnet, a real provider by configuration.
import type { UsdRates } from '../lib/fiat';
import type { RuntimeConfig } from './runtimeConfig';

export const DEFAULT_EXCHANGE_RATES_URL = '/api/exchange-rates/latest.json';

/** Reads `rates` from an Open Exchange Rates body, rebased to USD when the provider's base is another currency. */
export function usdRatesFrom(body: unknown): UsdRates {
  const { base, rates } = (body ?? {}) as { base?: unknown; rates?: unknown };
  if (typeof base !== 'string' || typeof rates !== 'object' || rates === null)
    throw new Error('exchange rates: bad body');
  const table = Object.fromEntries(
    Object.entries(rates as Record<string, unknown>).filter(
      (e): e is [string, number] => typeof e[1] === 'number' && Number.isFinite(e[1]) && e[1] > 0,
    ),
  );
  const usd = base === 'USD' ? 1 : table.USD;
  if (usd === undefined) throw new Error('exchange rates: no USD rate');
  return Object.fromEntries(Object.entries({ ...table, [base]: 1 }).map(([code, rate]) => [code, rate / usd]));
}

export const exchangeRatesQuery = (config: RuntimeConfig | undefined) => {
  const url = config?.exchangeRatesUrl ?? DEFAULT_EXCHANGE_RATES_URL;
  return {
    queryKey: ['exchangeRates', url] as const,
    queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<UsdRates> => {
      const response = await fetch(url, { signal });
      if (!response.ok) throw new Error(`exchange rates: HTTP ${response.status}`);
      return usdRatesFrom(await response.json());
    },
    enabled: config !== undefined,
    staleTime: 10 * 60 * 1000,
  };
};
