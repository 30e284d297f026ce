// The aggregator's reads (spec §7 "Fiat on-ramp"): SupportedCountries, GetCountry, SupportedTokens,
// SupportedFiatCurrencies and Quote. All POST with a JSON body, as the real API takes them.
import type { Hono } from 'hono';
import {
  type FORGetCountryResponse,
  type FORQuoteResponse,
  type FORSupportedCountriesResponse,
  type FORSupportedFiatCurrenciesResponse,
  type FORSupportedTokensResponse,
  RampDirection,
} from '../../../contract/fiatOnRampWire.ts';
import type { FiatSandbox } from './context.ts';
import { priceOffers, toWireQuote } from './quotes.ts';
import { COUNTRIES, fiatCurrenciesFor, providersFor, supportedCountries } from './regions.ts';
import { readBody, schemas } from './requests.ts';
import { toSupportedToken, tradableTokens } from './tradableTokens.ts';

const COUNTRY = /^[A-Z]{2}$/;

export function mountReferenceRoutes(app: Hono, sandbox: FiatSandbox): void {
  const { options } = sandbox;

  app.post('/SupportedCountries', async (c) => {
    const body = await readBody(c, schemas.supportedCountries);
    const response: FORSupportedCountriesResponse = {
      supportedCountries: supportedCountries(body.rampDirection === RampDirection.OFFRAMP),
    };
    return c.json(response);
  });

  // the buyer's country from the CDN's header behind a trusted proxy, else the server's configured default
  app.post('/GetCountry', async (c) => {
    await readBody(c, schemas.getCountry);
    const cdn = options.trustProxy ? c.req.header('cf-ipcountry')?.trim().toUpperCase() : undefined;
    const countryCode = cdn && COUNTRY.test(cdn) ? cdn : options.defaultCountry;
    const response: FORGetCountryResponse = { countryCode, displayName: COUNTRIES[countryCode] ?? countryCode };
    return c.json(response);
  });

  app.post('/SupportedTokens', async (c) => {
    const body = await readBody(c, schemas.supportedTokens);
    const selling = body.rampDirection === RampDirection.OFFRAMP;
    const served = providersFor(body.countryCode, undefined, selling).some((p) =>
      p.fiatCurrencies.includes(body.fiatCurrency),
    );
    const response: FORSupportedTokensResponse = {
      supportedTokens: served ? tradableTokens(options.manifest()).map(toSupportedToken) : [],
    };
    return c.json(response);
  });

  app.post('/SupportedFiatCurrencies', async (c) => {
    const body = await readBody(c, schemas.supportedFiatCurrencies);
    const response: FORSupportedFiatCurrenciesResponse = {
      fiatCurrencies: fiatCurrenciesFor(body.countryCode, body.rampDirection === RampDirection.OFFRAMP),
    };
    return c.json(response);
  });

  app.post('/Quote', async (c) => {
    const request = await readBody(c, schemas.quote);
    const offers = await priceOffers(options.manifest(), options.priceUsd, request);
    const response: FORQuoteResponse = {
      quotes: offers.map((offer) => toWireQuote(offer, request, (p) => sandbox.providerDetails(c, p))),
      message: null,
      error: null,
    };
    return c.json(response);
  });
}
