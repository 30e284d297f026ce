// The fiat on-ramp aggregator's wire (spec §3 "On-ramp provider", "Fiat quote", "Transaction"; spec §7 "Fiat on-ramp"):
// the shapes of the POST API Uniswap's interface speaks (one base URL, one path per call, JSON in and out), shared by the
// services server's sandbox (server/sandbox/fiat/) and the app's client (src/data/fiatOnRamp.ts). A real aggregator
// answers the same shapes; the sandbox adds only what its README row names (walletAddress on session reads).

/** Where the services server mounts its sandbox: the path the real interface proxies the aggregator under. */
export const FIAT_ON_RAMP_SANDBOX_PATH = '/api/v2/FOR.v1.FORService';

/** The calls, by their path under the base URL. */
export const FIAT_ON_RAMP_CALLS = [
  'SupportedCountries',
  'GetCountry',
  'Quote',
  'SupportedTokens',
  'SupportedFiatCurrencies',
  'WidgetUrl',
  'OffRampWidgetUrl',
  'OffRampTransferDetails',
  'TransferServiceProviders',
  'TransferWidgetUrl',
  'Transaction',
] as const;
export type FiatOnRampCall = (typeof FIAT_ON_RAMP_CALLS)[number];

/** Buying (fiat in, crypto out) or selling (crypto in, fiat out); the real API sends the enum's number. */
export const RampDirection = { ONRAMP: 0, OFFRAMP: 1 } as const;
export type RampDirection = (typeof RampDirection)[keyof typeof RampDirection];

export type FORCountry = { countryCode: string; displayName: string; state?: string };
export type FORSupportedCountriesRequest = { rampDirection?: RampDirection };
export type FORSupportedCountriesResponse = { supportedCountries: FORCountry[] };
export type FORGetCountryResponse = FORCountry;

export type FORLogo = { lightLogo: string; darkLogo: string };

export type FORServiceProvider = {
  serviceProvider: string;
  name: string;
  url: string;
  logos: FORLogo;
  paymentMethods: string[];
  supportUrl?: string;
};
export type FORServiceProvidersResponse = { serviceProviders: FORServiceProvider[] };

/** Buying: source is fiat and destination crypto; selling swaps them (source crypto, destination fiat). */
export type FORQuoteRequest = {
  countryCode: string;
  state?: string;
  sourceAmount: number;
  sourceCurrencyCode: string;
  destinationCurrencyCode: string;
  walletAddress?: string;
  rampDirection?: RampDirection;
};

/** One provider's offer; every fee is in the fiat currency of the request. */
export type FORQuote = {
  countryCode: string | null;
  sourceAmount: number;
  sourceCurrencyCode: string;
  destinationAmount: number;
  destinationCurrencyCode: string;
  serviceProvider: string;
  serviceProviderDetails: FORServiceProvider;
  /** The network cost of delivering the tokens. */
  networkFee: number;
  /** The provider's own fee. */
  transactionFee: number;
  totalFee: number;
  /** Fiat per token at which the provider converts, before fees. */
  exchangeRate: number;
  paymentMethodType: string;
  isMostRecentlyUsedProvider: boolean;
};
export type FORQuoteResponse = { quotes: FORQuote[]; message: string | null; error: string | null };

export type FORSupportedTokensRequest = { fiatCurrency: string; countryCode: string; rampDirection?: RampDirection };
export type FORSupportedToken = {
  cryptoCurrencyCode: string;
  displayName: string;
  address: string;
  cryptoCurrencyChain: string;
  chainId: string;
  symbol: string;
};
export type FORSupportedTokensResponse = { supportedTokens: FORSupportedToken[] };

export type FORSupportedFiatCurrenciesRequest = { countryCode: string; rampDirection?: RampDirection };
export type FORSupportedFiatCurrency = { fiatCurrencyCode: string; displayName: string; symbol: string };
export type FORSupportedFiatCurrenciesResponse = { fiatCurrencies: FORSupportedFiatCurrency[] };

export type FORWidgetUrlRequest = {
  sourceAmount: number;
  sourceCurrencyCode: string;
  destinationCurrencyCode: string;
  countryCode: string;
  state?: string;
  serviceProvider: string;
  walletAddress: string;
  externalSessionId: string;
  redirectUrl?: string;
};
export type FORWidgetUrlResponse = { id: string; widgetUrl: string };

/** Selling: `sourceAmount` of the crypto `baseCurrencyCode` for the fiat `quoteCurrencyCode`. */
export type OffRampWidgetUrlRequest = {
  sourceAmount: number;
  baseCurrencyCode: string;
  quoteCurrencyCode: string;
  refundWalletAddress: string;
  countryCode: string;
  state?: string;
  serviceProvider: string;
  externalSessionId: string;
  redirectUrl?: string;
};

/** Sandbox: the session is read with the wallet that opened it as well as its id. */
export type OffRampTransferDetailsRequest = { meldDetails: { sessionId: string }; walletAddress: string };
export type OffRampTransferDetailsResponse = {
  chainId: string;
  provider: string;
  tokenAddress: string;
  baseCurrencyCode: string;
  baseCurrencyAmount: number;
  depositWalletAddress: string;
  depositWalletAddressTag?: string;
  logos: FORLogo & { lightFullLogo: string; darkFullLogo: string };
};

export type FORTransferWidgetUrlRequest = {
  serviceProvider: string;
  walletAddress: string;
  externalSessionId: string;
  redirectUrl?: string;
};

export type FORCryptoDetails = {
  walletAddress: string;
  networkFee: number;
  transactionFee: number;
  totalFee: number;
  /** The on-chain transaction that delivered (buy) or deposited (sell) the tokens; empty until there is one. */
  blockchainTransactionId: string;
  chainId: string;
};

export type FORTransaction = {
  id: string;
  status: string;
  sourceAmount?: number;
  sourceCurrencyCode: string;
  destinationAmount?: number;
  destinationCurrencyCode: string;
  destinationContractAddress: string;
  serviceProviderDetails: FORServiceProvider;
  cryptoDetails: FORCryptoDetails;
  createdAt: string;
  updatedAt: string;
  externalSessionId: string;
};
/** Sandbox: `walletAddress` must be the session's own wallet, or the session reads as unknown. */
export type FORTransactionRequest = { sessionId: string; walletAddress: string; forceFetch?: boolean };
export type FORTransactionResponse = { transaction?: FORTransaction };

/** The statuses the sandbox moves through (the real API has more; each still classifies with `transactionOutcome`). */
export type FORTransactionStatus =
  | 'PENDING_CREATED'
  | 'PENDING'
  | 'SETTLING'
  | 'SETTLED'
  | 'FAILED'
  | 'ERROR'
  | 'VOIDED';

/** spec §4: FAILED, ERROR and VOIDED are failed, SETTLED complete, anything else (any new status too) still pending. */
export function transactionOutcome(status: string): 'failed' | 'complete' | 'pending' {
  if (status === 'FAILED' || status === 'ERROR' || status === 'VOIDED') return 'failed';
  return status === 'SETTLED' ? 'complete' : 'pending';
}

/** The error names the API answers with in `{ statusCode, errorName, message, context }` bodies. */
export type FORErrorName =
  | 'InvalidRequestAmountTooLow'
  | 'InvalidRequestAmountTooHigh'
  | 'NoQuotes'
  | 'InvalidRequest'
  | 'UnsupportedCountry'
  | 'ServiceProviderUnavailableInRegion'
  | 'SessionNotFound'
  | 'SessionExists'
  | 'TooManySessions'
  | 'ChainUnavailable'
  | 'ForbiddenOrigin';

export type FORErrorBody = {
  statusCode: number;
  errorName: string;
  message: string;
  context?: { minimumAllowed?: number; maximumAllowed?: number };
};
