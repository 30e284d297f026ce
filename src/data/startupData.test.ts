import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prefetchStartupData } from './startupData';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

describe('prefetchStartupData', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should put the runtime config, exchange rates and token list in the cache before the first render', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        if (url === '/api/runtime-config') return json({ exchangeRatesUrl: '/rates', tokenListUrl: '/list' });
        if (url === '/rates') return json({ base: 'USD', rates: { EUR: 0.9 } });
        if (url === '/list') return json({ name: 'List', tokens: [] });
        return new Response(null, { status: 404 });
      }),
    );
    const client = new QueryClient();
    await prefetchStartupData(client);
    expect(client.getQueryData(['runtimeConfig'])).toEqual({ exchangeRatesUrl: '/rates', tokenListUrl: '/list' });
    expect(client.getQueryData(['tokenList', '/list'])).toMatchObject({ name: 'List' });
    expect(client.getQueryState(['exchangeRates', '/rates'])?.status).toBeDefined();
  });

  it('should settle without the data when the server is down or too slow, never rejecting', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(prefetchStartupData(new QueryClient())).resolves.toBeUndefined();
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})));
    await expect(prefetchStartupData(new QueryClient(), 20)).resolves.toBeUndefined();
  });
});
