// The aggregator's request bodies, checked with zod before anything reads them: amounts positive, finite and at most 6
// fiat decimals (spec §5, §9 "fiat decimals 6"), codes of the shape the API uses, addresses valid, session ids short
// and plain. A crypto amount's decimals are checked against its token once the token is known.
import type { Context } from 'hono';
import { isAddress } from 'viem';
import { z } from 'zod';
import { invalidRequest } from './apiErrors.ts';
import { decimalPlaces } from './quoteMath.ts';

/** The largest amount the sandbox reads: far above every provider's maximum, far below float trouble. */
const MAX_AMOUNT = 1e12;
export const FIAT_DECIMALS = 6;

const amount = z
  .number()
  .finite()
  .positive()
  .max(MAX_AMOUNT)
  .refine((value) => decimalPlaces(value) <= 18, 'too many decimals');
const fiatAmount = amount.refine((value) => decimalPlaces(value) <= FIAT_DECIMALS, 'too many decimals');
const countryCode = z.string().regex(/^[A-Z]{2}$/);
const state = z.string().regex(/^[A-Z]{2}-[A-Z0-9]{1,3}$/);
const currencyCode = z.string().regex(/^[A-Z0-9_]{2,40}$/);
const walletAddress = z.string().refine((value) => isAddress(value), 'invalid address');
const sessionId = z.string().regex(/^[\w-]{1,64}$/);
const serviceProvider = z.string().regex(/^[A-Z0-9_]{1,40}$/);
const redirectUrl = z.string().max(2048).optional();
const rampDirection = z.union([z.literal(0), z.literal(1)]).optional();

export const schemas = {
  supportedCountries: z.object({ rampDirection }),
  getCountry: z.object({}),
  quote: z.object({
    countryCode,
    state: state.optional(),
    sourceAmount: amount,
    sourceCurrencyCode: currencyCode,
    destinationCurrencyCode: currencyCode,
    walletAddress: walletAddress.optional(),
    rampDirection,
  }),
  supportedTokens: z.object({ fiatCurrency: currencyCode, countryCode, rampDirection }),
  supportedFiatCurrencies: z.object({ countryCode, rampDirection }),
  widgetUrl: z.object({
    sourceAmount: fiatAmount,
    sourceCurrencyCode: currencyCode,
    destinationCurrencyCode: currencyCode,
    countryCode,
    state: state.optional(),
    serviceProvider,
    walletAddress,
    externalSessionId: sessionId,
    redirectUrl,
  }),
  offRampWidgetUrl: z.object({
    sourceAmount: amount,
    baseCurrencyCode: currencyCode,
    quoteCurrencyCode: currencyCode,
    refundWalletAddress: walletAddress,
    countryCode,
    state: state.optional(),
    serviceProvider,
    externalSessionId: sessionId,
    redirectUrl,
  }),
  offRampTransferDetails: z.object({ meldDetails: z.object({ sessionId }), walletAddress }),
  transferWidgetUrl: z.object({ serviceProvider, walletAddress, externalSessionId: sessionId, redirectUrl }),
  transaction: z.object({ sessionId, walletAddress, forceFetch: z.boolean().optional() }),
};

/** The request's JSON body checked against `schema` (an empty body reads as `{}`); a FiatApiError when it fails. */
export async function readBody<T>(c: Context, schema: z.ZodType<T>): Promise<T> {
  const text = await c.req.text();
  let json: unknown;
  try {
    json = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    throw invalidRequest('JSON body');
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw invalidRequest(String(parsed.error.issues[0]?.path.join('.') || 'body'));
  return parsed.data;
}
