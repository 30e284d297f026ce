// The services server (DESIGN.md "services"): runtime config, token list, analytics proxy and the built app.
import { type Context, Hono } from 'hono';
import { compress } from 'hono/compress';
import { cors } from 'hono/cors';
import type { DeploymentManifest } from '../contract/deployment.ts';
import { createAnalyticsProxy } from './analytics.ts';
import { createExchangeRatesService } from './exchangeRates.ts';
import {
  buildRuntimeConfig,
  DEFAULT_RUNTIME_CONFIG_OPTIONS,
  ownRelayUrl,
  type RuntimeConfigOptions,
} from './runtimeConfig.ts';
import { mountDataApi } from './dataApiProxy.ts';
import { createNftReportService } from './nftReports.ts';
import { mountStaticApp } from './staticApp.ts';
import { limitBody, MAX_BODY_BYTES, ownOrigin, securityHeaders, TRUST_PROXY_FROM_ENV } from './security.ts';
import { createOrderService } from './orders/orderService.ts';
import type { OrderStore } from './orders/orderStore.ts';
import { createUsernameService, type UsernameStore } from './usernames.ts';
import { createPasskeyService } from './passkeys/passkeyService.ts';
import type { PasskeyStore } from './passkeys/passkeyStore.ts';
import { createWalletProofs } from './walletProofs.ts';
import { createUsernameClaimService } from './usernameClaims.ts';
import { createBackupService } from './backups/backupService.ts';
import type { BackupStore } from './backups/backupStore.ts';
import { createImportRelay } from './importRelay/importRelay.ts';
import { createWalletDelegationService } from './walletDelegation.ts';
import { buildTokenList, tokenLogoSvg } from './tokenList.ts';
import { createFaucetService, type FaucetLimits } from './sandbox/faucetService.ts';
import type { FiatSandboxLimits } from './sandbox/fiat/context.ts';
import { createFiatSandbox } from './sandbox/fiat/fiatSandbox.ts';
import { indexerTokenPrices, type TokenPriceUsd } from './sandbox/fiat/tokenPrices.ts';
import { createTreasury, publicClientFor } from './sandbox/fiat/treasury.ts';
import { FIAT_ON_RAMP_SANDBOX_PATH } from '../contract/fiatOnRampWire.ts';
import { createBridgeApi } from './sandbox/bridge/suggestedFees.ts';
import { BRIDGE_API_PATH } from '../contract/bridgeWire.ts';
import { createIpfsGatewaySandbox } from './sandbox/ipfsGateway.ts';
import { createRiskScreening } from './sandbox/riskScreening.ts';
import type { SandboxAccess } from './sandbox/sandboxAccess.ts';
import { SLUICE_EXTENSION_ORIGIN } from '../contract/extensionIdentity.ts';

export type ServicesAppOptions = {
  /** Read on every request, so a restarted devnet is picked up without restarting the server. */
  manifest: () => DeploymentManifest;
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
  /** Usernames (server/usernames.ts); unset: no username lookup. */
  usernameStore?: UsernameStore;
  /** Passkey authenticators and sessions (server/passkeys); unset: no passkey service. */
  passkeyStore?: PasskeyStore;
  /**
   * The passkeys' relying party: its id (default the app's own host name, SLUICE_PASSKEY_RP_ID) and the origins besides
   * the app's own whose ceremonies count (the extension's, SLUICE_PASSKEY_ORIGINS).
   */
  passkeys?: { rpId?: string; extraOrigins?: readonly string[] };
  /** Sealed recovery-phrase backups (server/backups); unset: no cloud backup service. */
  backupStore?: BackupStore;
  /** Believe X-Forwarded-* and CDN headers (only behind a proxy you run); default SLUICE_TRUST_PROXY. */
  trustProxy?: boolean;
  /**
   * The app's public origin (https://sluice.example): the relay URL, CSP and widget URLs are built from it and origin
   * checks compare against it, never against a request's Host header; default SLUICE_PUBLIC_ORIGIN, and
   * startServicesServer's own address when that is unset.
   */
  publicOrigin?: string;
  /** Web origins besides this server's own that may call its POST endpoints (the faucet); default SLUICE_APP_ORIGINS. */
  appOrigins?: readonly string[];
  /** The faucet's limits per window (tests lower them). */
  faucetLimits?: FaucetLimits;
  /**
   * What the devnet gives the sandboxes (devnet/sandboxAccess.ts): with `fund` the faucet is served at /api/faucet,
   * with `nftContent` the IPFS gateway sandbox at /ipfs, with `fund` and `sendAs` the fiat sandbox's treasury delivers
   * purchases. A real deployment gives none.
   */
  sandbox?: Partial<Pick<SandboxAccess, 'fund' | 'sendAs' | 'nftContent'>>;
  /** The fiat sandbox's session limits (tests lower them). */
  fiatLimits?: Partial<FiatSandboxLimits>;
  /** The fiat sandbox's token prices; default the indexer's live prices (stablecoins at 1). */
  fiatTokenPrices?: TokenPriceUsd;
  /** Websites the risk screening flags (the devnet's list, devnet/sandboxAccess.ts); SLUICE_FLAGGED_DOMAINS adds. */
  flaggedDomains?: readonly string[];
  /**
   * The extension pages that may frame the app (its side panel): SLUICE_EXTENSION_ORIGINS, default the Sluice
   * extension's own origin (contract/extensionIdentity.ts).
   */
  extensionOrigins?: readonly string[];
};

const APP_ONLY_PREFIXES = [
  '/api/passkeys/',
  '/api/backups/',
  '/api/import-relay/',
  ...['challenge', 'claim', 'change', 'delete', 'profile'].map((route) => `/api/usernames/${route}`),
];

/** A comma-separated list from the environment. */
const listFromEnv = (name: string) =>
  (process.env[name] ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

export function createServicesApp(options: ServicesAppOptions) {
  const app = new Hono();
  const trustProxy = options.trustProxy ?? TRUST_PROXY_FROM_ENV;
  const appOrigins = options.appOrigins ?? listFromEnv('SLUICE_APP_ORIGINS');
  const analytics = createAnalyticsProxy({
    defaultOriginCountry: options.defaultOriginCountry ?? process.env.SLUICE_ORIGIN_COUNTRY ?? 'US',
    trustProxy,
  });
  const configOptions = { ...DEFAULT_RUNTIME_CONFIG_OPTIONS, ...options.runtimeConfig };
  const own = ownOrigin(options.publicOrigin ?? process.env.SLUICE_PUBLIC_ORIGIN, trustProxy);
  const runtimeConfig = (c: Context) => buildRuntimeConfig(options.manifest(), configOptions, ownRelayUrl(own(c)));

  const extensionOrigins =
    options.extensionOrigins ??
    (process.env.SLUICE_EXTENSION_ORIGINS === undefined
      ? [SLUICE_EXTENSION_ORIGIN]
      : listFromEnv('SLUICE_EXTENSION_ORIGINS'));
  app.use('*', securityHeaders({ distDir: options.distDir, runtimeConfig, extensionOrigins }));
  app.use('*', compress());
  // bodies are capped before any handler reads them; analytics caps its larger batches itself (spec §7)
  const defaultBodyLimit = limitBody(MAX_BODY_BYTES);
  app.use('/api/*', (c, next) => (c.req.path === '/api/analytics' ? next() : defaultBodyLimit(c, next)));
  // data may be read from anywhere; the faucet and the fiat sandbox set their own CORS, limited to the app's origins, and analytics takes
  // events from the app's origins only (issue 35: any page could fill the server's memory with its custom header)
  const openCors = cors({ origin: '*', exposeHeaders: ['Origin-Country'] });
  // the Sluice extension is one of the app's shells: its pages (onboarding's import with a code) call them too
  const appCors = cors({
    origin: (origin, c) =>
      origin === own(c) || appOrigins.includes(origin) || extensionOrigins.includes(origin) ? origin : null,
    exposeHeaders: ['Origin-Country'],
  });
  // a wallet's own services (passkeys, backups, the import relay) answer the app's pages only
  const appOnly = (path: string) =>
    path === '/api/analytics' || APP_ONLY_PREFIXES.some((prefix) => path.startsWith(prefix));
  app.use('/api/*', (c, next) => {
    if (c.req.path.startsWith('/api/faucet') || c.req.path.startsWith(FIAT_ON_RAMP_SANDBOX_PATH)) return next();
    return (appOnly(c.req.path) ? appCors : openCors)(c, next);
  });
  app.get('/api/health', (c) => c.json({ ok: true }));
  app.get('/api/runtime-config', (c) => {
    // the config names this server's RPCs and relay: never from a cache that outlived a restart or a proxy change
    c.header('Cache-Control', 'no-store');
    return c.json(runtimeConfig(c));
  });
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
  app.route(
    '/api/risk',
    createRiskScreening({ manifest: options.manifest, flaggedDomains: options.flaggedDomains }).app,
  );
  app.route(
    '/api/exchange-rates',
    createExchangeRatesService({
      providerUrl: options.exchangeRatesProviderUrl ?? process.env.SLUICE_FX_PROVIDER_URL,
    }),
  );
  app.route('/api/nft', createNftReportService({ trustProxy }).app);
  // the trading API's wallet-delegation check (spec §7), at the hosted API's own path under /api/trading
  app.route('/api/trading', createWalletDelegationService({ manifest: options.manifest }));
  const fund = options.sandbox?.fund;
  const sendAs = options.sandbox?.sendAs;
  const clientFor = publicClientFor();
  app.route(
    FIAT_ON_RAMP_SANDBOX_PATH,
    createFiatSandbox({
      manifest: options.manifest,
      own,
      appOrigins,
      basePath: FIAT_ON_RAMP_SANDBOX_PATH,
      priceUsd: options.fiatTokenPrices ?? indexerTokenPrices(options.indexerUrl ?? (() => undefined)),
      deliver: fund && sendAs ? createTreasury({ fund, sendAs }, clientFor) : undefined,
      clientFor,
      defaultCountry: options.defaultOriginCountry ?? process.env.SLUICE_ORIGIN_COUNTRY ?? 'US',
      trustProxy,
      limits: options.fiatLimits,
    }).app,
  );
  // the bridge's quote (Across's /suggested-fees) for the relayer the composition root runs beside this server
  app.route(BRIDGE_API_PATH, createBridgeApi({ manifest: options.manifest, clientFor }));
  if (fund)
    app.route(
      '/api/faucet',
      createFaucetService({
        manifest: options.manifest,
        fund,
        trustProxy,
        own,
        appOrigins,
        limits: options.faucetLimits,
      }),
    );
  // wallet proofs (EIP-4361 over a single-use challenge) approve what only an address's holder may do (issue 32)
  const walletProofs = createWalletProofs();
  const firstChainId = () => Object.values(options.manifest().chains)[0]?.chainId ?? 1;
  if (options.passkeyStore)
    app.route(
      '/api/passkeys',
      createPasskeyService({
        store: options.passkeyStore,
        walletProofs,
        own,
        rpId: options.passkeys?.rpId ?? (process.env.SLUICE_PASSKEY_RP_ID || undefined),
        extraOrigins: options.passkeys?.extraOrigins ?? listFromEnv('SLUICE_PASSKEY_ORIGINS'),
        chainId: firstChainId,
        trustProxy,
      }),
    );
  if (options.usernameStore) {
    app.route('/api/usernames', createUsernameService(options.usernameStore));
    app.route(
      '/api/usernames',
      createUsernameClaimService({
        store: options.usernameStore,
        walletProofs,
        own,
        chainId: firstChainId,
        trustProxy,
      }),
    );
  }
  if (options.backupStore)
    app.route(
      '/api/backups',
      createBackupService({
        store: options.backupStore,
        walletProofs,
        own,
        chainId: firstChainId,
        trustProxy,
        // a passkey signed in on a new device reads (only reads) its own address's backup (issue 32)
        sessions: options.passkeyStore ? (token, now) => options.passkeyStore!.session(token, now) : undefined,
      }),
    );
  // the one-time-code import relay holds only ciphertext, in memory, for minutes
  app.route('/api/import-relay', createImportRelay({ trustProxy }).app);
  if (options.orderStore)
    app.route('/api/orders', createOrderService({ manifest: options.manifest, store: options.orderStore }));
  mountDataApi(app, options.indexerUrl ?? (() => undefined));
  const nftContent = options.sandbox?.nftContent;
  if (nftContent) app.route('/ipfs', createIpfsGatewaySandbox({ manifest: options.manifest, nftContent }));
  if (options.distDir) mountStaticApp(app, options.distDir);
  // a handler that throws answers a plain 500: no stack, no path, no message from inside reaches the client
  app.onError((error, c) => {
    console.error(
      `[services] ${c.req.method} ${c.req.path}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return c.json({ error: 'internal_error' }, 500);
  });

  return { app, analyticsEvents: analytics.events };
}
