// spec §7 "Fiat on-ramp": the providers a person can transfer from (an exchange account) and a transfer session that
// answers with the provider's widget URL. The services server speaks this protocol (its provider is a sandbox).
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';

export const EXCHANGE_TRANSFER_BASE = '/api/fiat-on-ramp';

export type TransferServiceProvider = {
  serviceProvider: string;
  name: string;
  logos: { lightLogo: string; darkLogo: string };
};

/** The from-exchange providers (none when the server has none to offer). */
export const transferProvidersQuery = (base = EXCHANGE_TRANSFER_BASE) =>
  queryOptions({
    queryKey: ['transferServiceProviders', base],
    queryFn: async ({ signal }): Promise<TransferServiceProvider[]> => {
      const response = await fetch(`${base}/transfer-service-providers`, { signal });
      if (!response.ok) throw new Error(`transfer providers: HTTP ${response.status}`);
      return ((await response.json()) as { serviceProviders: TransferServiceProvider[] }).serviceProviders;
    },
    staleTime: 60 * 60_000,
  });

/** Starts a transfer session with `serviceProvider` for `walletAddress`; resolves with the widget to open. */
export async function requestTransferWidget(
  request: { serviceProvider: string; walletAddress: Address; redirectUrl: string },
  base = EXCHANGE_TRANSFER_BASE,
): Promise<string> {
  const response = await fetch(`${base}/transfer-widget-url`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...request, externalSessionId: crypto.randomUUID() }),
  });
  if (!response.ok) throw new Error(`transfer session: HTTP ${response.status}`);
  return ((await response.json()) as { widgetUrl: string }).widgetUrl;
}
