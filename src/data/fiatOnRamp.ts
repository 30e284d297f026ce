// Client of the fiat on-ramp aggregator (spec §7 "Fiat on-ramp", issue 31): one function per call of the POST API
// (contract/fiatOnRampWire.ts), against the base URL the runtime config names (the services server's sandbox by
// default; a real aggregator by configuration). Every failure is a FiatOnRampError carrying the catalogue message
// (spec §8) the screen shows, and the API's own error name and limits for the screens that word them.
import type {
  FORCountry,
  FORErrorBody,
  FORGetCountryResponse,
  FORQuoteRequest,
  FORQuoteResponse,
  FORServiceProvidersResponse,
  FORSupportedCountriesRequest,
  FORSupportedCountriesResponse,
  FORSupportedFiatCurrenciesRequest,
  FORSupportedFiatCurrenciesResponse,
  FORSupportedTokensRequest,
  FORSupportedTokensResponse,
  FORTransactionRequest,
  FORTransactionResponse,
  FORTransferWidgetUrlRequest,
  FORWidgetUrlRequest,
  FORWidgetUrlResponse,
  FiatOnRampCall,
  OffRampTransferDetailsRequest,
  OffRampTransferDetailsResponse,
  OffRampWidgetUrlRequest,
} from '../../contract/fiatOnRampWire';
import { FIAT_ON_RAMP_SANDBOX_PATH } from '../../contract/fiatOnRampWire';
import type { ErrorMessageId } from '../lib/errorMessages';
import type { RuntimeConfig } from './runtimeConfig';

export type * from '../../contract/fiatOnRampWire';
export { RampDirection, transactionOutcome } from '../../contract/fiatOnRampWire';

/** The aggregator's base URL: the runtime config's, else the services server's sandbox. */
export function fiatOnRampBase(config: Pick<RuntimeConfig, 'fiatOnRampApiUrl'> | undefined): string {
  return config?.fiatOnRampApiUrl ?? FIAT_ON_RAMP_SANDBOX_PATH;
}

/** A failed call: what to show (a catalogue id), and what the API said, if it answered. */
export class FiatOnRampError extends Error {
  constructor(
    readonly messageId: ErrorMessageId,
    /** 0 when the aggregator could not be reached. */
    readonly status: number,
    readonly errorName?: string,
    readonly context?: FORErrorBody['context'],
  ) {
    super(`fiat on-ramp: ${errorName ?? `HTTP ${status}`}`);
  }

  /** The lowest amount a provider takes, when the amount was too low (spec §5). */
  get minimumAllowed(): number | undefined {
    return this.errorName === 'InvalidRequestAmountTooLow' ? this.context?.minimumAllowed : undefined;
  }

  /** The highest amount a provider takes, when the amount was too high (spec §5). */
  get maximumAllowed(): number | undefined {
    return this.errorName === 'InvalidRequestAmountTooHigh' ? this.context?.maximumAllowed : undefined;
  }
}

/** spec §8: the API's error names as the catalogue words them; anything else falls back to the call's own message. */
const MESSAGE_BY_ERROR_NAME: Readonly<Record<string, ErrorMessageId>> = {
  UnsupportedCountry: 'notAvailableInRegion',
  ServiceProviderUnavailableInRegion: 'serviceUnavailableInRegion',
  NoQuotes: 'noQuotesFound',
  // the screen words the limit itself from minimumAllowed / maximumAllowed; this is the fallback
  InvalidRequestAmountTooLow: 'noQuotesFound',
  InvalidRequestAmountTooHigh: 'noQuotesFound',
  TooManySessions: 'connectionFailed',
  ChainUnavailable: 'connectionFailed',
};

/** What each call's failure says when the API's error name does not say more. */
const FALLBACK_BY_CALL: Readonly<Record<FiatOnRampCall, ErrorMessageId>> = {
  SupportedCountries: 'errorLoadingData',
  GetCountry: 'errorLoadingData',
  Quote: 'noQuotesFound',
  SupportedTokens: 'errorLoadingData',
  SupportedFiatCurrencies: 'errorLoadingData',
  WidgetUrl: 'connectionFailed',
  OffRampWidgetUrl: 'connectionFailed',
  OffRampTransferDetails: 'cannotLoadSaleTransaction',
  TransferServiceProviders: 'errorLoadingData',
  TransferWidgetUrl: 'connectionFailed',
  Transaction: 'errorLoadingData',
};

function isErrorBody(body: unknown): body is FORErrorBody {
  const b = body as Partial<FORErrorBody> | null;
  return typeof b === 'object' && b !== null && typeof b.statusCode === 'number' && typeof b.errorName === 'string';
}

/** The catalogue message for a failed call (status 0: the aggregator could not be reached); exported for tests. */
export function fiatErrorMessageId(call: FiatOnRampCall, status: number, body: unknown): ErrorMessageId {
  // the sale's transfer details are one message whatever went wrong (spec §8 "Cannot load transaction for selling")
  if (call === 'OffRampTransferDetails') return 'cannotLoadSaleTransaction';
  if (status === 429) return 'rateLimited';
  const named = status > 0 && isErrorBody(body) ? MESSAGE_BY_ERROR_NAME[body.errorName] : undefined;
  if (named) return named;
  // an unreachable or failing aggregator is no answer of "no quotes"
  if (call === 'Quote' && (status === 0 || status >= 500)) return 'connectionFailed';
  return FALLBACK_BY_CALL[call];
}

/** POSTs one call of the aggregator and returns its JSON, or throws a FiatOnRampError. */
export async function callFiatOnRamp<Response>(
  base: string,
  call: FiatOnRampCall,
  body: object,
  signal?: AbortSignal,
): Promise<Response> {
  let response: globalThis.Response;
  try {
    response = await fetch(`${base}/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled query is no failure to show
    throw new FiatOnRampError(fiatErrorMessageId(call, 0, undefined), 0);
  }
  const json: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const named = isErrorBody(json) ? json : undefined;
    throw new FiatOnRampError(
      fiatErrorMessageId(call, response.status, json),
      response.status,
      named?.errorName,
      named?.context,
    );
  }
  return json as Response;
}

export const getSupportedCountries = (base: string, request: FORSupportedCountriesRequest, signal?: AbortSignal) =>
  callFiatOnRamp<FORSupportedCountriesResponse>(base, 'SupportedCountries', request, signal);

/** The buyer's country as the aggregator sees it (spec §2: the user origin country). */
export const getCountry = (base: string, signal?: AbortSignal): Promise<FORCountry> =>
  callFiatOnRamp<FORGetCountryResponse>(base, 'GetCountry', {}, signal);

/** Every provider's offer, best first. Buying sends fiat as the source; selling swaps source and destination. */
export const getQuotes = (base: string, request: FORQuoteRequest, signal?: AbortSignal) =>
  callFiatOnRamp<FORQuoteResponse>(base, 'Quote', request, signal);

export const getSupportedTokens = (base: string, request: FORSupportedTokensRequest, signal?: AbortSignal) =>
  callFiatOnRamp<FORSupportedTokensResponse>(base, 'SupportedTokens', request, signal);

export const getSupportedFiatCurrencies = (
  base: string,
  request: FORSupportedFiatCurrenciesRequest,
  signal?: AbortSignal,
) => callFiatOnRamp<FORSupportedFiatCurrenciesResponse>(base, 'SupportedFiatCurrencies', request, signal);

/** Opens a purchase with one provider; the widget URL is the page to open in a new tab. */
export const requestBuyWidget = (base: string, request: FORWidgetUrlRequest) =>
  callFiatOnRamp<FORWidgetUrlResponse>(base, 'WidgetUrl', request);

/** Opens a sale with one provider. */
export const requestSellWidget = (base: string, request: OffRampWidgetUrlRequest) =>
  callFiatOnRamp<FORWidgetUrlResponse>(base, 'OffRampWidgetUrl', request);

/** What the wallet must send where to complete a sale (token, amount, deposit address). */
export const getOffRampTransferDetails = (base: string, request: OffRampTransferDetailsRequest) =>
  callFiatOnRamp<OffRampTransferDetailsResponse>(base, 'OffRampTransferDetails', request);

/** The exchanges a person can transfer from (spec §7; none when the aggregator offers none). */
export const getTransferServiceProviders = (base: string, signal?: AbortSignal) =>
  callFiatOnRamp<FORServiceProvidersResponse>(base, 'TransferServiceProviders', {}, signal);

export const requestTransferWidget = (base: string, request: FORTransferWidgetUrlRequest) =>
  callFiatOnRamp<FORWidgetUrlResponse>(base, 'TransferWidgetUrl', request);

/** A session's record (spec §3 "Transaction"), readable with the session's id and its own wallet. */
export const getFiatTransaction = (base: string, request: FORTransactionRequest, signal?: AbortSignal) =>
  callFiatOnRamp<FORTransactionResponse>(base, 'Transaction', request, signal);

/** A new externalSessionId for a session request (spec §3): the id the pending transfer record keeps. */
export const newExternalSessionId = (): string => crypto.randomUUID();
