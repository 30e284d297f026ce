// The fiat sandbox against hostile input (issue 31, in the style of server/services.hostile.test.ts), through the
// whole services server: oversized and malformed bodies, bad amounts, unknown providers and tokens, another wallet's
// session, guessed widget tokens, other origins, and more sessions than the store holds. Every answer is under 500
// with no stack, and the heap stays flat when the store is full.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FIAT_ON_RAMP_CALLS, FIAT_ON_RAMP_SANDBOX_PATH, type FORErrorBody } from '../../../contract/fiatOnRampWire.ts';
import { createServicesApp } from '../../app.ts';
import { MAX_BODY_BYTES } from '../../security.ts';
import { heapGrowthOf } from '../../testHeap.ts';
import { TEST_MANIFEST } from '../../testManifest.ts';
import type { FiatSandboxLimits } from './context.ts';
import { OTHER_WALLET, WALLET } from './testing.ts';

const ORIGIN = 'http://127.0.0.1:8787';
const BASE = `${ORIGIN}${FIAT_ON_RAMP_SANDBOX_PATH}`;
const STACK = /\bat [\w.<>]+ \(|node_modules|\/work\/|\.ts:\d+|Error: /;

function servicesApp(fiatLimits: Partial<FiatSandboxLimits> = {}) {
  return createServicesApp({
    manifest: () => TEST_MANIFEST,
    publicOrigin: ORIGIN,
    // the manifest's RPCs do not answer here: the chain-facing calls meet a dead node
    sandbox: { fund: () => Promise.reject(new Error('no chain')), sendAs: () => Promise.reject(new Error('no chain')) },
    fiatTokenPrices: async (token) => (token.stablecoin ? 1 : 3000),
    fiatLimits,
  }).app;
}

const app = servicesApp();

async function hostile(target: ReturnType<typeof servicesApp>, path: string, init: RequestInit = {}) {
  const response = await target.request(path.startsWith('http') ? path : `${BASE}/${path}`, init);
  const text = await response.clone().text();
  // 500 is a handler that threw; 503 says the store is full or the chain does not answer, which is no crash
  expect([500, 501, 502, 504], `${path} -> ${response.status} ${text.slice(0, 200)}`).not.toContain(response.status);
  expect(response.status, path).toBeLessThan(600);
  expect(text, path).not.toMatch(STACK);
  expect(response.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
  return response;
}

const post = (path: string, body: unknown, target = app, headers: Record<string, string> = {}) =>
  hostile(target, path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': 'application/json', ...headers },
  });

const errorName = async (response: Response) => ((await response.json()) as FORErrorBody).errorName;

const BUY = {
  sourceAmount: 100,
  sourceCurrencyCode: 'USD',
  destinationCurrencyCode: 'USDC_DEVNET',
  countryCode: 'US',
  serviceProvider: 'LANTERNPAY',
  walletAddress: WALLET,
  externalSessionId: 'hostile-1',
};

describe('the fiat sandbox under hostile input', { timeout: 120_000 }, () => {
  it.each(FIAT_ON_RAMP_CALLS)('should refuse a body over the limit on %s before reading it', async (call) => {
    const response = await post(call, `{"x":"${'x'.repeat(MAX_BODY_BYTES)}"}`);
    expect(response.status).toBe(413);
  });

  it.each(FIAT_ON_RAMP_CALLS)('should answer malformed bodies on %s with a 4xx', async (call) => {
    for (const body of ['{', '[]', '0', '"x"', 'null', '{"__proto__":{"polluted":1}}', '\u0000'.repeat(10)]) {
      const response = await post(call, body);
      // these take no required fields: an object of anything else is a request with none
      if (['GetCountry', 'TransferServiceProviders', 'SupportedCountries'].includes(call))
        expect(response.status).toBeLessThan(500);
      else expect(response.status, `${call} ${JSON.stringify(body)}`).toBe(400);
    }
    expect(({} as { polluted?: number }).polluted).toBeUndefined();
  });

  it.each([-1, 0, Number.POSITIVE_INFINITY, '100', null, 100.0000001, 1e13])(
    'should refuse the amount %s with InvalidRequest, for a quote and a session',
    async (sourceAmount) => {
      const amount =
        typeof sourceAmount === 'number' && !Number.isFinite(sourceAmount) ? '1e400' : JSON.stringify(sourceAmount);
      const quote = await post(
        'Quote',
        `{"countryCode":"US","sourceAmount":${amount},"sourceCurrencyCode":"USD","destinationCurrencyCode":"USDC_DEVNET"}`,
      );
      const session = await post(
        'WidgetUrl',
        JSON.stringify(BUY).replace('"sourceAmount":100', `"sourceAmount":${amount}`),
      );
      expect([quote.status, await errorName(quote), session.status, await errorName(session)]).toEqual([
        400,
        'InvalidRequest',
        400,
        'InvalidRequest',
      ]);
    },
  );

  it('should refuse unknown providers and tokens', async () => {
    for (const serviceProvider of ['NOPE', 'lanternpay', '__proto__', 'SANDBOX_EXCHANGE']) {
      const response = await post('WidgetUrl', { ...BUY, serviceProvider, externalSessionId: 'p' });
      expect(response.status, serviceProvider).toBe(400);
    }
    for (const destinationCurrencyCode of ['DOGE_DEVNET', 'SCAM_DEVNET', 'USDC_MAINNET', 'constructor']) {
      const response = await post('Quote', { ...BUY, destinationCurrencyCode });
      expect(response.status, destinationCurrencyCode).toBe(400);
    }
  });

  it('should keep a session unreadable for another wallet and its widget unreachable without its token', async () => {
    const target = servicesApp();
    const opened = (await (await post('WidgetUrl', BUY, target)).json()) as { widgetUrl: string };
    const other = await post('Transaction', { sessionId: 'hostile-1', walletAddress: OTHER_WALLET }, target);
    const details = await post(
      'OffRampTransferDetails',
      { meldDetails: { sessionId: 'hostile-1' }, walletAddress: OTHER_WALLET },
      target,
    );
    expect([other.status, await errorName(other), details.status]).toEqual([404, 'SessionNotFound', 404]);
    const own = await post('Transaction', { sessionId: 'hostile-1', walletAddress: WALLET }, target);
    expect(own.status).toBe(200);
    const guessed = opened.widgetUrl.replace(/[^/]+$/, 'AAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await hostile(target, guessed)).status).toBe(404);
    expect((await hostile(target, `${guessed}/pay`, { method: 'POST', body: 'card=4242424242424242' })).status).toBe(
      404,
    );
  });

  it('should refuse calls from another origin and keep widget URLs on the app’s origin under a forged Host', async () => {
    const refused = await post('WidgetUrl', { ...BUY, externalSessionId: 'x' }, app, { origin: 'http://evil.example' });
    expect([refused.status, refused.headers.get('access-control-allow-origin')]).toEqual([403, null]);
    const forged = await hostile(app, `http://evil.example${FIAT_ON_RAMP_SANDBOX_PATH}/TransferWidgetUrl`, {
      method: 'POST',
      body: JSON.stringify({ serviceProvider: 'SANDBOX_EXCHANGE', walletAddress: WALLET, externalSessionId: 'abc' }),
      headers: { 'content-type': 'application/json' },
    });
    expect(((await forged.json()) as { widgetUrl: string }).widgetUrl.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it('should refuse sessions past the store’s cap and past a client’s share, keeping the heap flat', async () => {
    const capped = servicesApp({ maxSessions: 50, sessionsPerClient: 100_000 });
    let n = 0;
    const open = (target = capped) => post('WidgetUrl', { ...BUY, externalSessionId: `s-${n++}` }, target);
    for (let i = 0; i < 50; i++) expect((await open()).status).toBe(200);
    const full = await open();
    expect([full.status, await errorName(full)]).toEqual([503, 'TooManySessions']);
    const grown = await heapGrowthOf(async () => {
      for (let i = 0; i < 1_000; i++) expect((await open()).status).toBe(503);
    });
    expect(grown, `heap grew ${(grown / 1e6).toFixed(1)} MB`).toBeLessThan(1.5e6);

    const shared = servicesApp({ sessionsPerClient: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await open(shared)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('should survive fuzzed bodies on every call', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...FIAT_ON_RAMP_CALLS),
        fc.oneof(
          fc.jsonValue(),
          fc.record({
            sourceAmount: fc.oneof(fc.double(), fc.string(), fc.constant(null)),
            countryCode: fc.oneof(fc.constantFrom('US', 'GB', 'JP'), fc.string()),
            sourceCurrencyCode: fc.oneof(fc.constantFrom('USD', 'EUR', 'USDC_DEVNET'), fc.string()),
            destinationCurrencyCode: fc.oneof(fc.constantFrom('USD', 'ETH_DEVNET', 'USDC_DEVNET'), fc.string()),
            serviceProvider: fc.oneof(fc.constantFrom('LANTERNPAY', 'MERIDIANRAMP', 'HARBORBANK'), fc.string()),
            walletAddress: fc.oneof(fc.constant(WALLET), fc.string()),
            externalSessionId: fc.string(),
            rampDirection: fc.oneof(fc.constantFrom(0, 1), fc.jsonValue()),
          }),
        ),
        async (call, body) => {
          await post(call, body);
        },
      ),
      { numRuns: 300 },
    );
  });
});
