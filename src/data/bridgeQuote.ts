// The bridge's quote (issue 31): Across's `GET /suggested-fees` for the typed amount, at the runtime config's bridge
// API (the services server's relayer sandbox by default). A route the bridge does not serve, or an amount outside its
// limits, is no quote (null); an API that does not answer is an error. Quotes are never kept (gcTime 0).
import { queryOptions } from '@tanstack/react-query';
import type { Address } from 'viem';
import { BRIDGE_API_PATH, type SuggestedFeesResponse } from '../../contract/bridgeWire';
import type { RuntimeConfig } from './runtimeConfig';

export type { SuggestedFeesResponse } from '../../contract/bridgeWire';

/** The bridge API's base URL: the runtime config's, else the services server's sandbox. */
export const bridgeApiBase = (config: Pick<RuntimeConfig, 'bridgeApiUrl'> | undefined): string =>
  config?.bridgeApiUrl ?? BRIDGE_API_PATH;

export type BridgeQuoteRequest = {
  base: string;
  originChainId: number;
  destinationChainId: number;
  /** The tokens as the deposit names them (WETH for the native coin). */
  inputToken: Address;
  outputToken: Address;
  amount: bigint;
};

/** A quote's parameters as the form has them: any may be missing until the trader chose it. */
export type BridgeQuoteParameters = { base: string } & {
  [K in Exclude<keyof BridgeQuoteRequest, 'base'>]: BridgeQuoteRequest[K] | undefined;
};

/** The API's answer for one amount, or null when it has no quote for it (route, limits, too small). */
export async function fetchBridgeQuote(parameters: BridgeQuoteRequest): Promise<SuggestedFeesResponse | null> {
  const query = new URLSearchParams({
    inputToken: parameters.inputToken,
    outputToken: parameters.outputToken,
    originChainId: String(parameters.originChainId),
    destinationChainId: String(parameters.destinationChainId),
    amount: parameters.amount.toString(),
  });
  const response = await fetch(`${parameters.base}/suggested-fees?${query}`);
  if (response.status === 400) return null;
  if (!response.ok) throw new Error(`bridge quote: HTTP ${response.status}`);
  const quote = (await response.json()) as SuggestedFeesResponse;
  return quote.isAmountTooLow ? null : quote;
}

/** Trade-service data: the root stays `quote`, so a restored cache never brings a bridge quote back. */
export const bridgeQuoteQueryKey = (parameters: BridgeQuoteParameters) =>
  [
    'quote',
    'bridge',
    parameters.originChainId,
    parameters.destinationChainId,
    parameters.inputToken,
    parameters.outputToken,
    parameters.amount?.toString(),
  ] as const;

/**
 * The quote of `amount` from one chain to another.
 * @example
 * useQuery(bridgeQuoteQueryOptions({ base, originChainId, destinationChainId, inputToken, outputToken, amount }));
 */
export function bridgeQuoteQueryOptions(parameters: BridgeQuoteParameters) {
  const { originChainId, destinationChainId, inputToken, outputToken, amount } = parameters;
  return queryOptions({
    queryKey: bridgeQuoteQueryKey(parameters),
    enabled:
      originChainId !== undefined &&
      destinationChainId !== undefined &&
      inputToken !== undefined &&
      outputToken !== undefined &&
      amount !== undefined &&
      amount > 0n,
    queryFn: () =>
      fetchBridgeQuote({
        base: parameters.base,
        originChainId: originChainId!,
        destinationChainId: destinationChainId!,
        inputToken: inputToken!,
        outputToken: outputToken!,
        amount: amount!,
      }),
    gcTime: 0,
  });
}
