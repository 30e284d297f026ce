import { partialMatchKey, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  fiatOnRampRootKey,
  fiatQuotesQueryKey,
  fiatQuotesQueryOptions,
  fiatTransactionQueryKey,
  fiatTransactionQueryOptions,
  TRANSACTION_POLL_MS,
  transferProvidersQueryKey,
} from './fiatOnRampQueries';

const BASE = '/api/v2/FOR.v1.FORService';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const QUOTE = {
  countryCode: 'US',
  sourceAmount: 100,
  sourceCurrencyCode: 'USD',
  destinationCurrencyCode: 'ETH_DEVNET',
};

afterEach(() => vi.unstubAllGlobals());

describe('fiat on-ramp keys', () => {
  it('should key a quote by its base, region, direction, currencies, amount and lower-case wallet', () => {
    expect(fiatQuotesQueryKey(BASE, { ...QUOTE, walletAddress: WALLET })).toEqual([
      'fiatOnRamp',
      'Quote',
      BASE,
      'US',
      '',
      0,
      'USD',
      'ETH_DEVNET',
      100,
      WALLET.toLowerCase(),
    ]);
  });

  it('should put every fiat key under the fiatOnRamp root', () => {
    for (const key of [
      fiatQuotesQueryKey(BASE, QUOTE),
      transferProvidersQueryKey(BASE),
      fiatTransactionQueryKey(BASE, { sessionId: 's', walletAddress: WALLET }),
    ])
      expect(partialMatchKey(key, fiatOnRampRootKey)).toBe(true);
  });

  it('should never persist quotes (gcTime 0) nor retry a refused amount', () => {
    const options = fiatQuotesQueryOptions(BASE, QUOTE);
    expect([options.gcTime, options.retry]).toEqual([0, false]);
  });
});

describe('fiatTransactionQueryOptions', () => {
  it('should poll while the record is pending and stop once it settled or failed', async () => {
    let status = 'PENDING_CREATED';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ transaction: { status } }), { status: 200 })),
    );
    const client = new QueryClient();
    const options = fiatTransactionQueryOptions(BASE, { sessionId: 's', walletAddress: WALLET });
    const interval = options.refetchInterval as (query: unknown) => number | false;
    const intervalAfterFetch = async () => {
      await client.fetchQuery({ ...options, staleTime: 0 });
      return interval(client.getQueryCache().find({ queryKey: options.queryKey }));
    };
    const polled = [await intervalAfterFetch()];
    status = 'SETTLED';
    polled.push(await intervalAfterFetch());
    status = 'FAILED';
    polled.push(await intervalAfterFetch());
    expect(polled).toEqual([TRANSACTION_POLL_MS, false, false]);
  });
});
