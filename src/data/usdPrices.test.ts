import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usdPriceQuery } from './usdPrices';

const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

const ETH = { chainId: 31337, address: '0x0000000000000000000000000000000000000000' };
const USDC = { chainId: 31337, address: '0x5FbDB2315678afecb367f032d93F642f64180aa3' };
const UNKNOWN = { chainId: 31338, address: '0x9A9f2CCfdE556A7E9Ff0848998Aa4a0CFD8863AE' };

describe('usdPriceQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('should fetch the prices of tokens asked for together in one request and cache each under its own key', async () => {
    const fetch = vi.fn(async (_url: string) =>
      json({
        prices: {
          '31337-0x0000000000000000000000000000000000000000': 3000,
          '31337-0x5fbdb2315678afecb367f032d93f642f64180aa3': 1,
        },
      }),
    );
    vi.stubGlobal('fetch', fetch);
    const client = new QueryClient();

    const prices = await Promise.all([ETH, USDC, UNKNOWN].map((t) => client.fetchQuery(usdPriceQuery('/api/data', t))));

    expect(prices).toEqual([3000, 1, null]);
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/data/tokens/prices?ids=31337-0x0000000000000000000000000000000000000000,31337-0x5fbdb2315678afecb367f032d93f642f64180aa3,31338-0x9a9f2ccfde556a7e9ff0848998aa4a0cfd8863ae',
    ]);
    expect(client.getQueryData(usdPriceQuery('/api/data', USDC).queryKey)).toBe(1);
  });
});
