// POST Quote (spec §7 "Fiat on-ramp"): every provider's offer for a region, a currency pair and an amount, best first.
// Buying quotes fiat → crypto; selling swaps source and destination (crypto → fiat), as the aggregator behind the real
// API does. When no provider can take the amount the answer is the real API's error: InvalidRequestAmountTooLow with
// the lowest minimum, InvalidRequestAmountTooHigh with the highest maximum, or NoQuotes.
import type { DeploymentManifest } from '../../../contract/deployment.ts';
import { type FORQuote, type FORQuoteRequest, RampDirection } from '../../../contract/fiatOnRampWire.ts';
import { FiatApiError, invalidRequest } from './apiErrors.ts';
import type { SandboxProvider } from './providers.ts';
import {
  type BuyQuote,
  decimalPlaces,
  limitBreach,
  type QuoteTerms,
  quoteBuy,
  quoteSell,
  type SellQuote,
  sellValue,
} from './quoteMath.ts';
import { COUNTRIES, providersFor, unitsPerUsd } from './regions.ts';
import { FIAT_DECIMALS } from './requests.ts';
import type { TokenPriceUsd } from './tokenPrices.ts';
import { type TradableToken, tradableToken } from './tradableTokens.ts';

export type PricedOffer =
  | { selling: false; provider: SandboxProvider; token: TradableToken; fiatCurrency: string; quote: BuyQuote }
  | { selling: true; provider: SandboxProvider; token: TradableToken; fiatCurrency: string; quote: SellQuote };

type OfferRequest = Omit<FORQuoteRequest, 'walletAddress'>;

/** The offers of every provider (or only `onlyProvider`) that can serve the request; throws the API's error if none. */
export async function priceOffers(
  manifest: DeploymentManifest,
  priceUsd: TokenPriceUsd,
  request: OfferRequest,
  onlyProvider?: SandboxProvider,
): Promise<PricedOffer[]> {
  const selling = request.rampDirection === RampDirection.OFFRAMP;
  const fiatCurrency = selling ? request.destinationCurrencyCode : request.sourceCurrencyCode;
  const token = tradableToken(manifest, selling ? request.sourceCurrencyCode : request.destinationCurrencyCode);
  const rate = unitsPerUsd(fiatCurrency);
  if (!token) throw invalidRequest('token');
  if (rate === undefined) throw invalidRequest('fiat currency');
  if (decimalPlaces(request.sourceAmount) > (selling ? token.decimals : FIAT_DECIMALS)) throw invalidRequest('amount');
  if (!COUNTRIES[request.countryCode] || providersFor(request.countryCode, undefined, selling).length === 0)
    throw new FiatApiError(400, 'UnsupportedCountry', 'No provider serves this country');
  const regional = providersFor(request.countryCode, request.state, selling);
  if (onlyProvider && !regional.includes(onlyProvider))
    throw new FiatApiError(400, 'ServiceProviderUnavailableInRegion', 'This provider does not serve this region');
  const candidates = (onlyProvider ? [onlyProvider] : regional).filter((p) => p.fiatCurrencies.includes(fiatCurrency));
  const price = candidates.length > 0 ? await priceUsd(token) : undefined;
  if (candidates.length === 0 || price === undefined) throw new FiatApiError(400, 'NoQuotes', 'No quotes found');

  const offers: PricedOffer[] = [];
  const breaches = [];
  for (const provider of candidates) {
    const terms: QuoteTerms = { provider, unitsPerUsd: rate, tokenPriceUsd: price, tokenDecimals: token.decimals };
    const breach = limitBreach(terms, selling ? sellValue(terms, request.sourceAmount) : request.sourceAmount);
    if (breach) {
      // a sell's limits are in fiat; the error speaks the request's source currency, the token
      const perSource = selling ? price * rate : 1;
      breaches.push(
        breach.tooLow
          ? { tooLow: true, bound: roundUp(breach.minimumAllowed / perSource) }
          : { tooLow: false, bound: roundDown(breach.maximumAllowed / perSource) },
      );
      continue;
    }
    if (selling) {
      const quote = quoteSell(terms, request.sourceAmount);
      if (quote) offers.push({ selling, provider, token, fiatCurrency, quote });
    } else {
      const quote = quoteBuy(terms, request.sourceAmount);
      if (quote) offers.push({ selling, provider, token, fiatCurrency, quote });
    }
  }
  if (offers.length > 0) return offers.sort((a, b) => b.quote.destinationAmount - a.quote.destinationAmount);
  const low = breaches.filter((b) => b.tooLow).map((b) => b.bound);
  const high = breaches.filter((b) => !b.tooLow).map((b) => b.bound);
  if (low.length > 0 && high.length === 0)
    throw new FiatApiError(400, 'InvalidRequestAmountTooLow', 'Amount too low', { minimumAllowed: Math.min(...low) });
  if (high.length > 0 && low.length === 0)
    throw new FiatApiError(400, 'InvalidRequestAmountTooHigh', 'Amount too high', {
      maximumAllowed: Math.max(...high),
    });
  throw new FiatApiError(400, 'NoQuotes', 'No quotes found');
}

const roundUp = (value: number) => Math.ceil(value * 1e6) / 1e6;
const roundDown = (value: number) => Math.floor(value * 1e6) / 1e6;

/** An offer as the API's quote, with the provider's public details. */
export function toWireQuote(
  offer: PricedOffer,
  request: OfferRequest,
  details: (provider: SandboxProvider) => FORQuote['serviceProviderDetails'],
): FORQuote {
  return {
    countryCode: request.countryCode,
    sourceAmount: request.sourceAmount,
    sourceCurrencyCode: request.sourceCurrencyCode,
    destinationAmount: offer.quote.destinationAmount,
    destinationCurrencyCode: request.destinationCurrencyCode,
    serviceProvider: offer.provider.serviceProvider,
    serviceProviderDetails: details(offer.provider),
    networkFee: offer.quote.networkFee,
    transactionFee: offer.quote.transactionFee,
    totalFee: offer.quote.totalFee,
    exchangeRate: offer.quote.exchangeRate,
    paymentMethodType: offer.provider.paymentMethods[0] ?? '',
    isMostRecentlyUsedProvider: false,
  };
}
