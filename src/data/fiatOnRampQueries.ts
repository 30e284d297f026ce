// The fiat on-ramp's reads as TanStack Query factories (STYLE.md: screens never write a key by hand). Every key starts
// with 'fiatOnRamp', then the call and the base URL, so a configuration change never serves another aggregator's
// answers. Reference data (countries, tokens, currencies, exchanges) is kept an hour and persisted; quotes and a
// session's record are live (gcTime 0: never persisted, spec §5), and a record is polled while it is pending.
import { queryOptions } from '@tanstack/react-query';
import {
  type FORQuoteRequest,
  type FORSupportedCountriesRequest,
  type FORSupportedFiatCurrenciesRequest,
  type FORSupportedTokensRequest,
  type FORTransactionRequest,
  getCountry,
  getFiatTransaction,
  getQuotes,
  getSupportedCountries,
  getSupportedFiatCurrencies,
  getSupportedTokens,
  getTransferServiceProviders,
  transactionOutcome,
} from './fiatOnRamp';

export const fiatOnRampRootKey = ['fiatOnRamp'] as const;

const REFERENCE_STALE_MS = 60 * 60_000;
/** Prices move: a quote older than this is fetched again while the screen shows it. */
export const QUOTE_REFRESH_MS = 15_000;
/** How often a pending purchase or sale is read again. */
export const TRANSACTION_POLL_MS = 2_000;

export const fiatCountriesQueryKey = (base: string, request: FORSupportedCountriesRequest) =>
  ['fiatOnRamp', 'SupportedCountries', base, request.rampDirection ?? 0] as const;

export const fiatCountriesQueryOptions = (base: string, request: FORSupportedCountriesRequest = {}) =>
  queryOptions({
    queryKey: fiatCountriesQueryKey(base, request),
    queryFn: ({ signal }) => getSupportedCountries(base, request, signal).then((r) => r.supportedCountries),
    staleTime: REFERENCE_STALE_MS,
  });

export const fiatCountryQueryKey = (base: string) => ['fiatOnRamp', 'GetCountry', base] as const;

export const fiatCountryQueryOptions = (base: string) =>
  queryOptions({
    queryKey: fiatCountryQueryKey(base),
    queryFn: ({ signal }) => getCountry(base, signal),
    staleTime: REFERENCE_STALE_MS,
  });

export const fiatTokensQueryKey = (base: string, request: FORSupportedTokensRequest) =>
  [
    'fiatOnRamp',
    'SupportedTokens',
    base,
    request.countryCode,
    request.fiatCurrency,
    request.rampDirection ?? 0,
  ] as const;

export const fiatTokensQueryOptions = (base: string, request: FORSupportedTokensRequest) =>
  queryOptions({
    queryKey: fiatTokensQueryKey(base, request),
    queryFn: ({ signal }) => getSupportedTokens(base, request, signal).then((r) => r.supportedTokens),
    staleTime: REFERENCE_STALE_MS,
  });

export const fiatCurrenciesQueryKey = (base: string, request: FORSupportedFiatCurrenciesRequest) =>
  ['fiatOnRamp', 'SupportedFiatCurrencies', base, request.countryCode, request.rampDirection ?? 0] as const;

export const fiatCurrenciesQueryOptions = (base: string, request: FORSupportedFiatCurrenciesRequest) =>
  queryOptions({
    queryKey: fiatCurrenciesQueryKey(base, request),
    queryFn: ({ signal }) => getSupportedFiatCurrencies(base, request, signal).then((r) => r.fiatCurrencies),
    staleTime: REFERENCE_STALE_MS,
  });

export const fiatQuotesQueryKey = (base: string, request: FORQuoteRequest) =>
  [
    'fiatOnRamp',
    'Quote',
    base,
    request.countryCode,
    request.state ?? '',
    request.rampDirection ?? 0,
    request.sourceCurrencyCode,
    request.destinationCurrencyCode,
    request.sourceAmount,
    request.walletAddress?.toLowerCase() ?? '',
  ] as const;

/** Every provider's offer for the request, best first; an amount outside the limits fails with them (spec §5). */
export const fiatQuotesQueryOptions = (base: string, request: FORQuoteRequest) =>
  queryOptions({
    queryKey: fiatQuotesQueryKey(base, request),
    queryFn: ({ signal }) => getQuotes(base, request, signal).then((r) => r.quotes),
    staleTime: QUOTE_REFRESH_MS,
    refetchInterval: QUOTE_REFRESH_MS,
    gcTime: 0,
    // a refused amount or region is an answer, not a hiccup to retry
    retry: false,
  });

export const transferProvidersQueryKey = (base: string) => ['fiatOnRamp', 'TransferServiceProviders', base] as const;

/** The exchanges a person can transfer from (the Receive modal's list). */
export const transferProvidersQueryOptions = (base: string) =>
  queryOptions({
    queryKey: transferProvidersQueryKey(base),
    queryFn: ({ signal }) => getTransferServiceProviders(base, signal).then((r) => r.serviceProviders),
    staleTime: REFERENCE_STALE_MS,
  });

export const fiatTransactionQueryKey = (base: string, request: FORTransactionRequest) =>
  ['fiatOnRamp', 'Transaction', base, request.sessionId, request.walletAddress.toLowerCase()] as const;

/** A session's record, read every TRANSACTION_POLL_MS until it is complete or failed (spec §4). */
export const fiatTransactionQueryOptions = (base: string, request: FORTransactionRequest) =>
  queryOptions({
    queryKey: fiatTransactionQueryKey(base, request),
    queryFn: ({ signal }) => getFiatTransaction(base, request, signal).then((r) => r.transaction ?? null),
    gcTime: 0,
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && transactionOutcome(status) !== 'pending' ? false : TRANSACTION_POLL_MS;
    },
  });
