// The sandbox aggregator's calls as the app makes them (spec §7 "Fiat on-ramp"), against the test manifest with fixed
// prices: reference data, quotes and their errors, a purchase paid and one declined, a sale settled, reads by others.
import { parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import type {
  FORErrorBody,
  FORQuoteResponse,
  FORTransactionResponse,
  FORWidgetUrlResponse,
  OffRampTransferDetailsResponse,
} from '../../../contract/fiatOnRampWire.ts';
import { DELIVERY_HASH, OTHER_WALLET, stubChain, TEST_ORIGIN, testSandbox, WALLET } from './testing.ts';

const BUY = {
  sourceAmount: 100,
  sourceCurrencyCode: 'USD',
  destinationCurrencyCode: 'USDC_DEVNET',
  countryCode: 'US',
  serviceProvider: 'LANTERNPAY',
  walletAddress: WALLET,
  externalSessionId: 'buy-1',
};

const pathOf = (url: string) => url.replace(`${TEST_ORIGIN}/`, '');

describe('the sandbox aggregator’s reference calls', () => {
  it('should answer GetCountry with the configured default, believing no CDN header without a trusted proxy', async () => {
    const { post } = testSandbox();
    expect(await (await post('GetCountry', {}, { 'cf-ipcountry': 'GB' })).json()).toEqual({
      countryCode: 'US',
      displayName: 'United States',
    });
    const behindProxy = testSandbox({ trustProxy: true });
    expect(await (await behindProxy.post('GetCountry', '', { 'cf-ipcountry': 'gb' })).json()).toMatchObject({
      countryCode: 'GB',
    });
  });

  it('should list the countries some provider serves in the direction asked', async () => {
    const { post } = testSandbox();
    const { supportedCountries } = (await (await post('SupportedCountries', {})).json()) as {
      supportedCountries: { countryCode: string }[];
    };
    expect(supportedCountries.map((c) => c.countryCode)).toEqual(['US', 'GB', 'DE', 'FR', 'ES', 'CA', 'AU', 'BR']);
  });

  it('should offer the currencies of the providers serving a country when GB is refused by one of them', async () => {
    const { post } = testSandbox();
    const codes = async (countryCode: string, rampDirection = 0) =>
      (
        (await (await post('SupportedFiatCurrencies', { countryCode, rampDirection })).json()) as {
          fiatCurrencies: { fiatCurrencyCode: string }[];
        }
      ).fiatCurrencies.map((f) => f.fiatCurrencyCode);
    expect(await codes('GB')).toEqual(['USD', 'EUR', 'GBP', 'BRL']);
    expect(await codes('CA')).toEqual(['USD', 'EUR', 'CAD', 'AUD']);
    expect(await codes('CA', 1)).toEqual(['USD', 'EUR', 'CAD', 'AUD']);
  });

  it('should list native ETH and the seeded tokens of every chain, without spam or fee-on-transfer tokens', async () => {
    const { post } = testSandbox();
    const body = (await (await post('SupportedTokens', { fiatCurrency: 'USD', countryCode: 'US' })).json()) as {
      supportedTokens: { cryptoCurrencyCode: string; chainId: string }[];
    };
    expect(body.supportedTokens.map((t) => `${t.cryptoCurrencyCode}@${t.chainId}`)).toEqual([
      'ETH_DEVNET@31337',
      'USDC_DEVNET@31337',
      'ETH_DEVNET_L2@31338',
    ]);
  });
});

describe('Quote', () => {
  const quote = async (overrides: Record<string, unknown> = {}) => {
    const { post } = testSandbox();
    const response = await post('Quote', {
      countryCode: 'US',
      sourceAmount: 100,
      sourceCurrencyCode: 'USD',
      destinationCurrencyCode: 'USDC_DEVNET',
      ...overrides,
    });
    return { status: response.status, body: (await response.json()) as FORQuoteResponse & FORErrorBody };
  };

  it('should quote every provider serving the region, best first, with its fees', async () => {
    const { body } = await quote();
    expect(body.quotes.map((q) => [q.serviceProvider, q.destinationAmount, q.transactionFee, q.totalFee])).toEqual([
      ['LANTERNPAY', 96.25, 3.5, 3.75],
      ['MERIDIANRAMP', 95.27, 4.48, 4.73],
      ['HARBORBANK', 93.77, 5.98, 6.23],
    ]);
    expect(body.quotes[0]).toMatchObject({ networkFee: 0.25, exchangeRate: 1, sourceCurrencyCode: 'USD' });
    expect(body.quotes[0]!.serviceProviderDetails.logos.lightLogo).toBe(`${TEST_ORIGIN}/logos/LANTERNPAY/light.svg`);
  });

  it('should leave out the provider that refuses New York and the one that refuses GB', async () => {
    const providers = async (region: Record<string, string>) =>
      (await quote(region)).body.quotes.map((q) => q.serviceProvider).sort();
    expect(await providers({ countryCode: 'US', state: 'US-NY' })).toEqual(['HARBORBANK', 'LANTERNPAY']);
    expect(await providers({ countryCode: 'GB' })).toEqual(['HARBORBANK', 'LANTERNPAY']);
  });

  it('should leave out the USD-only provider when paying in euros', async () => {
    const { body } = await quote({ sourceCurrencyCode: 'EUR', countryCode: 'DE' });
    expect(body.quotes.map((q) => q.serviceProvider).sort()).toEqual(['HARBORBANK', 'MERIDIANRAMP']);
  });

  it('should answer InvalidRequestAmountTooLow with the lowest minimum when every provider needs more', async () => {
    expect(await quote({ sourceAmount: 10 })).toEqual({
      status: 400,
      body: {
        statusCode: 400,
        errorName: 'InvalidRequestAmountTooLow',
        message: 'Amount too low',
        context: { minimumAllowed: 20 },
      },
    });
  });

  it('should answer InvalidRequestAmountTooHigh with the highest maximum when every provider allows less', async () => {
    const { status, body } = await quote({ sourceAmount: 60_000 });
    expect([status, body.errorName, body.context]).toEqual([
      400,
      'InvalidRequestAmountTooHigh',
      { maximumAllowed: 50_000 },
    ]);
  });

  it('should quote a sale in the token, its limits in the token too, when the direction is OFFRAMP', async () => {
    const sale = await quote({
      rampDirection: 1,
      sourceAmount: 0.1,
      sourceCurrencyCode: 'ETH_DEVNET',
      destinationCurrencyCode: 'USD',
    });
    // 300 USD of ETH: Harbor takes 0.99% + 4.99, Meridian 1.99% + 2.49, both 0.25 for the network
    expect(sale.body.quotes.map((q) => [q.serviceProvider, q.destinationAmount])).toEqual([
      ['HARBORBANK', 291.79],
      ['MERIDIANRAMP', 291.29],
    ]);
    const tooSmall = await quote({
      rampDirection: 1,
      sourceAmount: 0.001,
      sourceCurrencyCode: 'ETH_DEVNET',
      destinationCurrencyCode: 'USD',
    });
    expect(tooSmall.body.context).toEqual({ minimumAllowed: 0.016667 });
  });

  it.each([
    [{ countryCode: 'JP' }, 'UnsupportedCountry'],
    [{ destinationCurrencyCode: 'SCAM_DEVNET' }, 'InvalidRequest'],
    [{ destinationCurrencyCode: 'FOT_DEVNET' }, 'InvalidRequest'],
    [{ sourceCurrencyCode: 'XYZ' }, 'InvalidRequest'],
    [{ sourceAmount: -5 }, 'InvalidRequest'],
    [{ sourceAmount: 100.0000001 }, 'InvalidRequest'],
    [{ sourceAmount: '100' }, 'InvalidRequest'],
  ])('should refuse %j with %s', async (overrides, errorName) => {
    const { status, body } = await quote(overrides);
    expect([status, body.errorName]).toEqual([400, errorName]);
  });

  it('should answer NoQuotes when the token has no price', async () => {
    const { post } = testSandbox({ priceUsd: async () => undefined });
    const response = await post('Quote', {
      countryCode: 'US',
      sourceAmount: 100,
      sourceCurrencyCode: 'USD',
      destinationCurrencyCode: 'ETH_DEVNET',
    });
    expect(((await response.json()) as FORErrorBody).errorName).toBe('NoQuotes');
  });
});

describe('a purchase', () => {
  const open = async (sandbox = testSandbox(), request: Record<string, unknown> = {}) => {
    const response = await sandbox.post('WidgetUrl', { ...BUY, ...request });
    return { sandbox, response, body: (await response.json()) as FORWidgetUrlResponse & FORErrorBody };
  };
  const transaction = async (sandbox: ReturnType<typeof testSandbox>, walletAddress = WALLET, sessionId = 'buy-1') =>
    sandbox.post('Transaction', { sessionId, walletAddress });
  const pay = (sandbox: ReturnType<typeof testSandbox>, widgetUrl: string, card: string) =>
    sandbox.app.request(`${widgetUrl}/pay`, {
      method: 'POST',
      body: new URLSearchParams({ card }),
      headers: { origin: TEST_ORIGIN },
    });

  it('should open the provider’s sandbox widget showing the wallet, the amount and the test cards', async () => {
    const { sandbox, body } = await open();
    expect(body.id).toBe('buy-1');
    const html = await (await sandbox.app.request(body.widgetUrl)).text();
    expect(html).toContain('Lantern Pay (sandbox)');
    expect(html).toContain(WALLET);
    expect(html).toContain('96.25');
    expect(html).toContain('4242 4242 4242 4242');
    // a browser under the server's no-referrer policy would post the pay form with `Origin: null`, refused
    expect(html).toContain('<meta name="referrer" content="same-origin">');
  });

  it('should deliver exactly the quoted tokens and record the delivery as SETTLED when the test card pays', async () => {
    const { sandbox, body } = await open();
    const paid = await pay(sandbox, body.widgetUrl, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    expect(sandbox.deliveries.map((d) => [d.token.code, d.to, d.amount])).toEqual([
      ['USDC_DEVNET', WALLET, parseUnits('96.25', 6)],
    ]);
    const record = ((await (await transaction(sandbox)).json()) as FORTransactionResponse).transaction!;
    expect(record).toMatchObject({
      status: 'SETTLED',
      sourceAmount: 100,
      sourceCurrencyCode: 'USD',
      destinationAmount: 96.25,
      destinationCurrencyCode: 'USDC_DEVNET',
      externalSessionId: 'buy-1',
      serviceProviderDetails: { serviceProvider: 'LANTERNPAY', name: 'Lantern Pay (sandbox)' },
      cryptoDetails: { blockchainTransactionId: DELIVERY_HASH, networkFee: 0.25, transactionFee: 3.5, totalFee: 3.75 },
    });
    // a second submission sends nothing more
    await pay(sandbox, body.widgetUrl, '4242424242424242');
    expect(sandbox.deliveries).toHaveLength(1);
  });

  it('should end FAILED with nothing sent when the card is declined', async () => {
    const { sandbox, body } = await open();
    await pay(sandbox, body.widgetUrl, '4000 0000 0000 0002');
    const record = ((await (await transaction(sandbox)).json()) as FORTransactionResponse).transaction!;
    expect([record.status, record.cryptoDetails.blockchainTransactionId, sandbox.deliveries]).toEqual([
      'FAILED',
      '',
      [],
    ]);
  });

  it('should refuse another card and leave the purchase waiting', async () => {
    const { sandbox, body } = await open();
    expect((await pay(sandbox, body.widgetUrl, '5555555555554444')).status).toBe(400);
    const record = ((await (await transaction(sandbox)).json()) as FORTransactionResponse).transaction!;
    expect(record.status).toBe('PENDING_CREATED');
  });

  it('should end in ERROR, not SETTLED, when the delivery fails', async () => {
    const sandbox = testSandbox({ deliver: () => Promise.reject(new Error('node down')) });
    const { body } = await open(sandbox);
    await pay(sandbox, body.widgetUrl, '4242424242424242');
    expect(((await (await transaction(sandbox)).json()) as FORTransactionResponse).transaction!.status).toBe('ERROR');
  });

  it('should read as unknown for another wallet, and refuse a second session under the same id', async () => {
    const { sandbox } = await open();
    const other = await transaction(sandbox, OTHER_WALLET);
    expect([other.status, ((await other.json()) as FORErrorBody).errorName]).toEqual([404, 'SessionNotFound']);
    const again = await open(sandbox);
    expect([again.response.status, again.body.errorName]).toEqual([409, 'SessionExists']);
  });

  it.each([
    [{ serviceProvider: 'NOPE' }, 400, 'InvalidRequest'],
    [{ countryCode: 'GB', serviceProvider: 'MERIDIANRAMP' }, 400, 'ServiceProviderUnavailableInRegion'],
    [{ sourceCurrencyCode: 'EUR', serviceProvider: 'LANTERNPAY', countryCode: 'DE' }, 400, 'NoQuotes'],
    [{ sourceAmount: 5 }, 400, 'InvalidRequestAmountTooLow'],
    [{ walletAddress: '0x1234' }, 400, 'InvalidRequest'],
    [{ externalSessionId: '<script>' }, 400, 'InvalidRequest'],
  ])('should refuse the session %j', async (request, status, errorName) => {
    const { response, body } = await open(testSandbox(), request);
    expect([response.status, body.errorName]).toEqual([status, errorName]);
  });

  it('should keep a redirect back only to the app’s own origins', async () => {
    const sandbox = testSandbox();
    const kept = await open(sandbox, { externalSessionId: 'a', redirectUrl: 'http://app.test/swap' });
    const dropped = await open(sandbox, { externalSessionId: 'b', redirectUrl: 'javascript:alert(1)' });
    await pay(sandbox, kept.body.widgetUrl, '4000000000000002');
    await pay(sandbox, dropped.body.widgetUrl, '4000000000000002');
    expect(await (await sandbox.app.request(kept.body.widgetUrl)).text()).toContain('href="http://app.test/swap"');
    expect(await (await sandbox.app.request(dropped.body.widgetUrl)).text()).not.toContain('javascript:');
  });
});

describe('a sale', () => {
  const SALE = {
    sourceAmount: 50,
    baseCurrencyCode: 'USDC_DEVNET',
    quoteCurrencyCode: 'USD',
    refundWalletAddress: WALLET,
    countryCode: 'US',
    serviceProvider: 'MERIDIANRAMP',
    externalSessionId: 'sell-1',
  };

  it('should give a fresh deposit address and settle once the deposit arrives after the session began', async () => {
    const chain = { block: 100n, logs: [] as { value: bigint; transactionHash: `0x${string}`; blockNumber: bigint }[] };
    const sandbox = testSandbox({ clientFor: () => stubChain(chain) });
    const opened = (await (await sandbox.post('OffRampWidgetUrl', SALE)).json()) as FORWidgetUrlResponse;
    const details = (await (
      await sandbox.post('OffRampTransferDetails', { meldDetails: { sessionId: 'sell-1' }, walletAddress: WALLET })
    ).json()) as OffRampTransferDetailsResponse;
    expect(details).toMatchObject({ chainId: '31337', baseCurrencyCode: 'USDC_DEVNET', baseCurrencyAmount: 50 });
    expect(await (await sandbox.app.request(opened.widgetUrl)).text()).toContain(details.depositWalletAddress);
    const read = async () =>
      (
        (await (
          await sandbox.post('Transaction', { sessionId: 'sell-1', walletAddress: WALLET, forceFetch: true })
        ).json()) as FORTransactionResponse
      ).transaction!;
    // a transfer in a block before the session is not this sale's
    chain.logs.push({ value: 50_000_000n, transactionHash: `0x${'01'.repeat(32)}`, blockNumber: 99n });
    chain.block = 101n;
    expect((await read()).status).toBe('PENDING_CREATED');
    chain.logs.push({ value: 50_000_000n, transactionHash: `0x${'02'.repeat(32)}`, blockNumber: 102n });
    chain.block = 102n;
    const record = await read();
    expect([record.status, record.cryptoDetails.blockchainTransactionId, record.destinationAmount]).toEqual([
      'SETTLED',
      `0x${'02'.repeat(32)}`,
      46.26,
    ]);
  });

  it('should not let another wallet read the transfer details', async () => {
    const sandbox = testSandbox({ clientFor: () => stubChain({ block: 1n, logs: [] }) });
    await sandbox.post('OffRampWidgetUrl', SALE);
    const response = await sandbox.post('OffRampTransferDetails', {
      meldDetails: { sessionId: 'sell-1' },
      walletAddress: OTHER_WALLET,
    });
    expect(response.status).toBe(404);
  });

  it('should refuse a sale from the provider that only sells crypto', async () => {
    const { post } = testSandbox();
    const response = await post('OffRampWidgetUrl', { ...SALE, serviceProvider: 'LANTERNPAY' });
    expect(((await response.json()) as FORErrorBody).errorName).toBe('ServiceProviderUnavailableInRegion');
  });
});

describe('transfers from an exchange', () => {
  it('should list the sandbox exchange with logos served on this origin', async () => {
    const { post, app } = testSandbox();
    const body = (await (await post('TransferServiceProviders', {})).json()) as {
      serviceProviders: { serviceProvider: string; name: string; logos: { lightLogo: string; darkLogo: string } }[];
    };
    expect(body.serviceProviders.map((p) => [p.serviceProvider, p.name])).toEqual([
      ['SANDBOX_EXCHANGE', 'Sluice Sandbox Exchange'],
    ]);
    const logo = await app.request(body.serviceProviders[0]!.logos.darkLogo);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
  });

  it('should answer a session request with a widget that shows the wallet address', async () => {
    const { post, app } = testSandbox();
    const response = await post('TransferWidgetUrl', {
      serviceProvider: 'SANDBOX_EXCHANGE',
      walletAddress: WALLET,
      externalSessionId: 'abc-1',
    });
    const { widgetUrl } = (await response.json()) as FORWidgetUrlResponse;
    expect(pathOf(widgetUrl).startsWith('widget/transfer?')).toBe(true);
    expect(await (await app.request(widgetUrl)).text()).toContain(WALLET);
  });

  it.each([
    {},
    { serviceProvider: 'OTHER', walletAddress: WALLET, externalSessionId: 'a' },
    { serviceProvider: 'SANDBOX_EXCHANGE', walletAddress: '0x12', externalSessionId: 'a' },
    { serviceProvider: 'SANDBOX_EXCHANGE', walletAddress: WALLET, externalSessionId: '<script>' },
  ])('should refuse the session request %j', async (request) => {
    expect((await testSandbox().post('TransferWidgetUrl', request)).status).toBe(400);
  });
});

describe('who may call', () => {
  it('should refuse a page of another origin and give it no CORS grant', async () => {
    const { post, app } = testSandbox();
    const refused = await post('Quote', {}, { origin: 'http://evil.example' });
    expect([refused.status, ((await refused.json()) as FORErrorBody).errorName]).toEqual([403, 'ForbiddenOrigin']);
    const preflight = await app.request(`${TEST_ORIGIN}/Quote`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await post('GetCountry', {}, { origin: 'http://app.test' });
    expect([allowed.status, allowed.headers.get('access-control-allow-origin')]).toEqual([200, 'http://app.test']);
  });
});
