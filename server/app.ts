// The services server (DESIGN.md "services"): runtime config, token list, analytics proxy and the built app.
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import type { DevnetManifest } from '../devnet/manifest.ts';
import { createAnalyticsProxy } from './analytics.ts';
import { createRiskScreening } from './riskScreening.ts';
import { createExchangeRatesService } from './exchangeRates.ts';
import { createFaucetService } from './faucetService.ts';
import {
  buildRuntimeConfig,
  DEFAULT_RUNTIME_CONFIG_OPTIONS,
  ownRelayUrl,
  type RuntimeConfigOptions,
} from './runtimeConfig.ts';
import { mountDataApi } from './dataApiProxy.ts';
import { mountStaticApp } from './staticApp.ts';
import { createOrderService } from './orders/orderService.ts';
import type { OrderStore } from './orders/orderStore.ts';
import { buildTokenList, tokenLogoSvg } from './tokenList.ts';

export type ServicesAppOptions = {
  /** Read on every request, so a restarted devnet is picked up without restarting the server. */
  manifest: () => DevnetManifest;
  /** Serve the production build from here (omit in development, where Vite serves the app). */
  distDir?: string;
  runtimeConfig?: Partial<RuntimeConfigOptions>;
  defaultOriginCountry?: string;
  /** A real exchange-rate provider (Open Exchange Rates format); unset: the sandbox table. */
  exchangeRatesProviderUrl?: string;
  /** Base URL of the indexer's data API (Ponder), proxied under /api/data; undefined while it is not running. */
  indexerUrl?: () => string | undefined;
  /** Signed limit orders (server/orders); unset: no order service. */
  orderStore?: OrderStore;
};

export function createServicesApp(options: ServicesAppOptions) {
  const app = new Hono();
  const analytics = createAnalyticsProxy({
    defaultOriginCountry: options.defaultOriginCountry ?? process.env.SLUICE_ORIGIN_COUNTRY ?? 'US',
  });
  const configOptions = { ...DEFAULT_RUNTIME_CONFIG_OPTIONS, ...options.runtimeConfig };

  app.use('*', compress());
  app.use('/api/*', cors({ origin: '*', exposeHeaders: ['Origin-Country'] }));
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.get('/api/runtime-config', (c) =>
    c.json(buildRuntimeConfig(options.manifest(), configOptions, ownRelayUrl(c.req.url, c.req.raw.headers))),
  );
  app.get('/api/tokens', (c) => c.json(buildTokenList(options.manifest())));
  app.get('/api/tokens/logo/:chainId/:file', (c) => {
    const chainId = Number(c.req.param('chainId'));
    const address = c.req
      .param('file')
      .replace(/\.svg$/, '')
      .toLowerCase();
    const chain = Object.values(options.manifest().chains).find((ch) => ch.chainId === chainId);
    const token = chain?.tokens.find((t) => t.address.toLowerCase() === address);
    if (!token) return c.notFound();
    c.header('Cache-Control', 'public, max-age=86400');
    return c.body(tokenLogoSvg(token), 200, { 'Content-Type': 'image/svg+xml' });
  });
  app.route('/api/analytics', analytics.app);
  app.route('/api/risk', createRiskScreening({ manifest: options.manifest }).app);
  app.route(
    '/api/exchange-rates',
    createExchangeRatesService({
      providerUrl: options.exchangeRatesProviderUrl ?? process.env.SLUICE_FX_PROVIDER_URL,
    }),
  );
  app.route('/api/faucet', createFaucetService(options.manifest));
  if (options.orderStore)
    app.route('/api/orders', createOrderService({ manifest: options.manifest, store: options.orderStore }));
  mountDataApi(app, options.indexerUrl ?? (() => undefined));
  if (options.distDir) mountStaticApp(app, options.distDir);

  return { app, analyticsEvents: analytics.events };
}
