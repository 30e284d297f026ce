import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  callFiatOnRamp,
  FiatOnRampError,
  fiatErrorMessageId,
  fiatOnRampBase,
  getQuotes,
  transactionOutcome,
} from './fiatOnRamp';

const BASE = 'https://for.example/v2/FOR.v1.FORService';
const error = (errorName: string, context?: object) => ({ statusCode: 400, errorName, message: 'x', context });

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('fiatOnRampBase', () => {
  it('should take the runtime config’s aggregator, else the services server’s sandbox', () => {
    expect([fiatOnRampBase({ fiatOnRampApiUrl: BASE }), fiatOnRampBase(undefined)]).toEqual([
      BASE,
      '/api/v2/FOR.v1.FORService',
    ]);
  });
});

describe('callFiatOnRamp', () => {
  it('should POST the request as JSON to the call’s path under the base URL', async () => {
    const fetchMock = answer(200, { quotes: [], message: null, error: null });
    const request = { countryCode: 'US', sourceAmount: 100, sourceCurrencyCode: 'USD', destinationCurrencyCode: 'ETH' };
    await getQuotes(BASE, request);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect([url, init?.method, JSON.parse(String(init?.body))]).toEqual([`${BASE}/Quote`, 'POST', request]);
  });

  it('should carry the lowest amount a provider takes when the amount is too low', async () => {
    answer(400, error('InvalidRequestAmountTooLow', { minimumAllowed: 20 }));
    const failure = await callFiatOnRamp(BASE, 'Quote', {}).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(FiatOnRampError);
    const { messageId, minimumAllowed, maximumAllowed, status } = failure as FiatOnRampError;
    expect([messageId, minimumAllowed, maximumAllowed, status]).toEqual(['noQuotesFound', 20, undefined, 400]);
  });

  it('should say the provider could not be reached when the network fails', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const failure = (await callFiatOnRamp(BASE, 'WidgetUrl', {}).catch((e: unknown) => e)) as FiatOnRampError;
    expect([failure.messageId, failure.status]).toEqual(['connectionFailed', 0]);
  });

  it('should pass a cancellation through unchanged', async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException('aborted', 'AbortError');
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(abort));
    await expect(callFiatOnRamp(BASE, 'Quote', {}, controller.signal)).rejects.toBe(abort);
  });
});

describe('fiatErrorMessageId', () => {
  it.each([
    ['Quote', 400, error('UnsupportedCountry'), 'notAvailableInRegion'],
    ['WidgetUrl', 400, error('ServiceProviderUnavailableInRegion'), 'serviceUnavailableInRegion'],
    ['Quote', 400, error('NoQuotes'), 'noQuotesFound'],
    ['Quote', 400, error('InvalidRequestAmountTooHigh', { maximumAllowed: 5 }), 'noQuotesFound'],
    ['Quote', 503, undefined, 'connectionFailed'],
    ['Quote', 0, undefined, 'connectionFailed'],
    ['WidgetUrl', 503, error('TooManySessions'), 'connectionFailed'],
    ['OffRampWidgetUrl', 502, 'bad gateway', 'connectionFailed'],
    ['OffRampTransferDetails', 404, error('SessionNotFound'), 'cannotLoadSaleTransaction'],
    ['OffRampTransferDetails', 0, undefined, 'cannotLoadSaleTransaction'],
    ['SupportedTokens', 500, undefined, 'errorLoadingData'],
    ['Transaction', 0, undefined, 'errorLoadingData'],
    ['TransferWidgetUrl', 429, undefined, 'rateLimited'],
  ] as const)('should word %s answering %d %j as %s', (call, status, body, id) => {
    expect(fiatErrorMessageId(call, status, body)).toBe(id);
  });
});

describe('transactionOutcome', () => {
  it.each([
    ['FAILED', 'failed'],
    ['ERROR', 'failed'],
    ['VOIDED', 'failed'],
    ['SETTLED', 'complete'],
    ['SETTLING', 'pending'],
    ['PENDING_CREATED', 'pending'],
    ['SOMETHING_NEW', 'pending'],
  ] as const)('should count %s as %s', (status, outcome) => {
    expect(transactionOutcome(status)).toBe(outcome);
  });
});
