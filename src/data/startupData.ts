// What almost every screen reads at once (runtime config, exchange rates, the token list) is fetched before the first
// render, so it does not arrive a moment later and re-render the whole first screen synchronously (a query's result
// reaches React through useSyncExternalStore, which never yields: one long task per arrival, Lighthouse TBT).
import type { QueryClient } from '@tanstack/react-query';
import { exchangeRatesQuery } from './exchangeRates';
import { runtimeConfigQuery } from './runtimeConfig';
import { tokenListQuery } from './tokenList';

/** The first render waits at most this long for the data: a slow or dead server must not hold the app back. */
export const STARTUP_DATA_WAIT_MS = 1_500;

/** Fetches the startup data into the cache; settles when it is there or the wait is over, never rejects. */
export async function prefetchStartupData(queryClient: QueryClient, waitMs = STARTUP_DATA_WAIT_MS): Promise<void> {
  const load = async () => {
    const config = await queryClient.fetchQuery(runtimeConfigQuery);
    await Promise.all([
      queryClient.prefetchQuery(exchangeRatesQuery(config)),
      queryClient.prefetchQuery(tokenListQuery(config.tokenListUrl ?? '/api/tokens')),
    ]);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    load().catch(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, waitMs))),
  ]);
  clearTimeout(timer);
}
