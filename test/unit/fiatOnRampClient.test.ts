// The app's fiat on-ramp client (src/data/fiatOnRamp.ts) against the services server's sandbox aggregator, end to end
// through the whole server at the base URL its runtime config names: the wire both sides type is the one they speak.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from '../../contract/runtimeConfig.ts';
import { createServicesApp } from '../../server/app.ts';
import { TEST_MANIFEST } from '../../server/testManifest.ts';
import {
  type FiatOnRampError,
  fiatOnRampBase,
  getCountry,
  getFiatTransaction,
  getOffRampTransferDetails,
  getQuotes,
  getTransferServiceProviders,
  requestBuyWidget,
} from '../../src/data/fiatOnRamp.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const WALLET = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const { app } = createServicesApp({
  manifest: () => TEST_MANIFEST,
  publicOrigin: ORIGIN,
  fiatTokenPrices: async (token) => (token.stablecoin ? 1 : 3000),
});

let base: string;
beforeEach(async () => {
  // the browser resolves the configured (relative) base against the app's origin
  vi.stubGlobal('fetch', (input: string, init?: RequestInit) => app.request(new URL(input, ORIGIN).toString(), init));
  base = fiatOnRampBase((await (await app.request(`${ORIGIN}/api/runtime-config`)).json()) as RuntimeConfig);
});
afterEach(() => vi.unstubAllGlobals());

describe('the fiat on-ramp client against the sandbox aggregator', () => {
  it('should find the aggregator through the runtime config and read the country and the exchanges', async () => {
    expect(base).toBe('/api/v2/FOR.v1.FORService');
    expect(await getCountry(base)).toEqual({ countryCode: 'US', displayName: 'United States' });
    expect((await getTransferServiceProviders(base)).serviceProviders.map((p) => p.name)).toEqual([
      'Sluice Sandbox Exchange',
    ]);
  });

  it('should open a purchase at the best quote and read it back with its own wallet only', async () => {
    const { quotes } = await getQuotes(base, {
      countryCode: 'US',
      sourceAmount: 250,
      sourceCurrencyCode: 'USD',
      destinationCurrencyCode: 'ETH_DEVNET',
    });
    const best = quotes[0]!;
    const session = await requestBuyWidget(base, {
      sourceAmount: 250,
      sourceCurrencyCode: 'USD',
      destinationCurrencyCode: 'ETH_DEVNET',
      countryCode: 'US',
      serviceProvider: best.serviceProvider,
      walletAddress: WALLET,
      externalSessionId: 'client-1',
    });
    const { transaction } = await getFiatTransaction(base, { sessionId: session.id, walletAddress: WALLET });
    expect([transaction?.status, transaction?.destinationAmount]).toEqual(['PENDING_CREATED', best.destinationAmount]);
    const sale = await getOffRampTransferDetails(base, {
      meldDetails: { sessionId: 'client-1' },
      walletAddress: WALLET,
    }).catch((e: unknown) => e);
    expect((sale as FiatOnRampError).messageId).toBe('cannotLoadSaleTransaction');
  });

  it('should word a refused amount with the provider’s minimum', async () => {
    const failure = (await getQuotes(base, {
      countryCode: 'US',
      sourceAmount: 5,
      sourceCurrencyCode: 'USD',
      destinationCurrencyCode: 'USDC_DEVNET',
    }).catch((e: unknown) => e)) as FiatOnRampError;
    expect([failure.messageId, failure.minimumAllowed]).toEqual(['noQuotesFound', 20]);
  });
});
