// spec §7 "Fiat on-ramp", from an exchange: the providers a person can transfer from and a transfer session that
// answers with the provider's widget URL, through the fiat on-ramp aggregator (src/data/fiatOnRamp.ts) at the base URL
// the runtime config names.
import type { Address } from 'viem';
import { newExternalSessionId, requestTransferWidget as requestTransferWidgetUrl } from './fiatOnRamp';
import type { FORServiceProvider } from './fiatOnRamp';

export { transferProvidersQueryOptions as transferProvidersQuery } from './fiatOnRampQueries';
export { fiatOnRampBase } from './fiatOnRamp';

export type TransferServiceProvider = FORServiceProvider;

/** Starts a transfer session with `serviceProvider` for `walletAddress`; resolves with the widget to open. */
export async function requestTransferWidget(
  base: string,
  request: { serviceProvider: string; walletAddress: Address; redirectUrl: string },
): Promise<string> {
  const { widgetUrl } = await requestTransferWidgetUrl(base, { ...request, externalSessionId: newExternalSessionId() });
  return widgetUrl;
}
