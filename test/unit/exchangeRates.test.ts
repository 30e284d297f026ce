import { describe, expect, it } from 'vitest';
import { CURRENCIES } from '../../src/lib/currencies.ts';
import { createExchangeRatesService, type ExchangeRatesResponse } from '../../server/exchangeRates.ts';

describe('GET /latest.json', () => {
  it('should answer the sandbox table in the Open Exchange Rates format for every display currency', async () => {
    const app = createExchangeRatesService({ now: () => 1_700_000_000_000 });
    const body = (await (await app.request('/latest.json')).json()) as ExchangeRatesResponse;
    expect(body.base).toBe('USD');
    expect(body.timestamp).toBe(1_700_000_000);
    expect(body.disclaimer).toMatch(/sandbox/i);
    expect(Object.keys(body.rates).sort()).toEqual(CURRENCIES.map((c) => c.code).sort());
  });

  it('should relay a configured provider once and reuse the answer within the cache time', async () => {
    let calls = 0;
    const provider: ExchangeRatesResponse = {
      disclaimer: 'd',
      license: 'l',
      timestamp: 1,
      base: 'USD',
      rates: { EUR: 0.5 },
    };
    const app = createExchangeRatesService({
      providerUrl: 'https://provider.test/latest.json?app_id=x',
      fetchImpl: async () => {
        calls++;
        return new Response(JSON.stringify(provider));
      },
    });
    expect(await (await app.request('/latest.json')).json()).toEqual(provider);
    await app.request('/latest.json');
    expect(calls).toBe(1);
  });

  it('should answer 502 when the provider fails and nothing is cached', async () => {
    const app = createExchangeRatesService({
      providerUrl: 'https://provider.test/latest.json',
      fetchImpl: async () => new Response('{"error":true}', { status: 401 }),
    });
    expect((await app.request('/latest.json')).status).toBe(502);
  });
});
