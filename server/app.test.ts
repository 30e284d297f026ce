import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../contract/runtimeConfig.ts';
import type { TokenList } from '../contract/tokenList.ts';
import { MAX_ANALYTICS_PAYLOAD_BYTES } from './analytics.ts';
import { createServicesApp } from './app.ts';
import { TEST_MANIFEST } from './testManifest.ts';

const { app, analyticsEvents } = createServicesApp({ manifest: () => TEST_MANIFEST, defaultOriginCountry: 'GB' });

const postAnalytics = (body: string, headers: Record<string, string> = { 'x-origin-application': 'sluice-web' }) =>
  app.request('/api/analytics', { method: 'POST', body, headers: { 'Content-Type': 'application/json', ...headers } });

describe('GET /api/runtime-config', () => {
  it('should list the manifest chains by id with slugs, RPC URLs and contracts', async () => {
    const config = (await (await app.request('/api/runtime-config')).json()) as RuntimeConfig;
    expect(config.chains.map((c) => [c.chainId, c.slug, c.rpcUrl])).toEqual([
      [31337, 'devnet', 'http://127.0.0.1:8545'],
      [31338, 'devnet-l2', 'http://127.0.0.1:8546'],
    ]);
    expect(config.defaultChainSlug).toBe('devnet');
    expect(config.chains[0]!.contracts.WETH9).toBe('0x0000000000000000000000000000000000000001');
  });

  it('should name its own WalletConnect relay on the origin the browser asked when no hosted relay is configured', async () => {
    const direct = (await (await app.request('http://127.0.0.1:8787/api/runtime-config')).json()) as RuntimeConfig;
    expect(direct.walletConnectRelayUrl).toBe('ws://127.0.0.1:8787/relay');
    const forwarded = { 'X-Forwarded-Proto': 'https', 'X-Forwarded-Host': 'sluice.example' };
    // forwarded headers are anyone's to send: believed only behind a proxy the operator configured
    const untrusted = await app.request('http://127.0.0.1:8787/api/runtime-config', { headers: forwarded });
    expect(((await untrusted.json()) as RuntimeConfig).walletConnectRelayUrl).toBe('ws://127.0.0.1:8787/relay');
    const behindProxy = createServicesApp({ manifest: () => TEST_MANIFEST, trustProxy: true }).app;
    const proxied = await behindProxy.request('http://127.0.0.1:8787/api/runtime-config', { headers: forwarded });
    expect(((await proxied.json()) as RuntimeConfig).walletConnectRelayUrl).toBe('wss://sluice.example/relay');
  });

  it('should never be cached', async () => {
    expect((await app.request('/api/runtime-config')).headers.get('cache-control')).toBe('no-store');
  });

  it('should name the hosted WalletConnect relay when one is configured', async () => {
    const hosted = createServicesApp({
      manifest: () => TEST_MANIFEST,
      runtimeConfig: { walletConnectRelayUrl: 'wss://relay.example.org' },
    });
    const config = (await (await hosted.app.request('/api/runtime-config')).json()) as RuntimeConfig;
    expect(config.walletConnectRelayUrl).toBe('wss://relay.example.org');
  });
});

describe('GET /api/tokens', () => {
  it('should serve a token list without spam tokens, with logos and tags', async () => {
    const list = (await (await app.request('/api/tokens')).json()) as TokenList;
    expect(list.tokens.map((t) => t.symbol)).toEqual(['USDC', 'FOT']);
    expect(list.tokens[0]).toMatchObject({
      chainId: 31337,
      decimals: 6,
      tags: ['stablecoin'],
      extensions: { color: '#2775ca' },
    });
    // USDC has drawn artwork shipped with the app; a token without any gets a logo generated from its symbol.
    expect(list.tokens[0]!.logoURI).toBe('/tokens/usdc.svg');
    const logo = await app.request(list.tokens[1]!.logoURI!);
    expect(logo.headers.get('content-type')).toBe('image/svg+xml');
    expect(await logo.text()).toContain('FOT');
  });
});

describe('POST /api/analytics', () => {
  it('should ingest events and answer with the spec fields and Origin-Country', async () => {
    const response = await postAnalytics(JSON.stringify({ events: [{ event: 'a' }, { event: 'b' }] }));
    expect(response.status).toBe(200);
    expect(response.headers.get('Origin-Country')).toBe('GB');
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: 'success', events_ingested: 2 });
    expect(typeof body.payload_size_bytes).toBe('number');
    expect(typeof body.server_upload_time).toBe('number');
    expect(analyticsEvents.at(-1)?.event).toEqual({ event: 'b' });
  });
  it('should refuse a request without the origin-application header, naming the missing field', async () => {
    const response = await postAnalytics('{"events":[]}', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ missing_field: 'x-origin-application' });
  });
  it('should answer 413 when the payload is too large', async () => {
    const response = await postAnalytics(JSON.stringify({ events: ['x'.repeat(MAX_ANALYTICS_PAYLOAD_BYTES)] }));
    expect(response.status).toBe(413);
  });
  it('should take the CDN country header only behind a configured proxy, and never echo what a client sent', async () => {
    const headers = { 'x-origin-application': 'a', 'cf-ipcountry': 'FR', 'x-origin-country': 'DE' };
    expect((await postAnalytics('{"events":[]}', headers)).headers.get('Origin-Country')).toBe('GB');
    const behindProxy = createServicesApp({
      manifest: () => TEST_MANIFEST,
      defaultOriginCountry: 'GB',
      trustProxy: true,
    }).app;
    const post = (country: string) =>
      behindProxy.request('/api/analytics', {
        method: 'POST',
        body: '{"events":[]}',
        headers: { 'x-origin-application': 'a', 'cf-ipcountry': country },
      });
    expect((await post('FR')).headers.get('Origin-Country')).toBe('FR');
    expect((await post('<script>alert(1)</script>')).headers.get('Origin-Country')).toBe('GB');
  });
  it.each(['null', '1', '"events"', '[]', '{"events":null}', '{"events":{"length":2}}'])(
    'should answer %s with 400, not a crash',
    async (body) => {
      const response = await postAnalytics(body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ code: 'invalid_request', events_ingested: 0 });
    },
  );
});

describe('static app', () => {
  it('should fall back to index.html for client routes and never cache the service worker', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sluice-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(dist, 'sw.js'), 'self.x=1');
    const { app: withDist } = createServicesApp({ manifest: () => TEST_MANIFEST, distDir: dist });
    const page = await withDist.request('/explore/tokens/devnet');
    expect(await page.text()).toContain('<title>app</title>');
    const sw = await withDist.request('/sw.js');
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    expect((await withDist.request('/api/nope')).status).toBe(404);
    expect((await withDist.request('/assets/gone-1234.js')).status).toBe(404);
    expect(await (await withDist.request('/address/name.eth')).text()).toContain('<title>app</title>');
  });

  it('should answer a prerendered path with its own page, and nothing outside the prerendered folder', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'sluice-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>app</title>');
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(join(dist, 'prerendered', 'swap.html'), '<!doctype html><title>swap</title>');
    const { app: withDist } = createServicesApp({ manifest: () => TEST_MANIFEST, distDir: dist });
    expect(await (await withDist.request('/swap')).text()).toContain('<title>swap</title>');
    expect(await (await withDist.request('/swap/')).text()).toContain('<title>swap</title>');
    expect(await (await withDist.request('/swap?inputCurrency=ETH')).text()).toContain('<title>swap</title>');
    expect(await (await withDist.request('/explore')).text()).toContain('<title>app</title>');
    expect(await (await withDist.request('/prerendered/..%2Findex')).text()).toContain('<title>app</title>');
  });
});
