// What the services server does on every request to stay safe (issue 16): security headers with a strict
// Content-Security-Policy, body limits read before the body, who the client is (forwarded headers only behind a
// configured proxy), the app's own origins, and per-key request counters.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import type { RuntimeConfig } from '../contract/runtimeConfig.ts';

/** Bodies above this are refused before they are read (analytics has its own, larger limit). */
export const MAX_BODY_BYTES = 64 * 1024;

/**
 * The `sha256-…` sources of the inline scripts in the built pages (index.html's theme script and the prerendered
 * pages' guard): with them `script-src` needs no 'unsafe-inline'. Read once from the build; an absent build has none.
 */
export function inlineScriptHashes(distDir: string | undefined): string[] {
  if (!distDir || !existsSync(join(distDir, 'index.html'))) return [];
  const prerendered = join(distDir, 'prerendered');
  const pages = [
    join(distDir, 'index.html'),
    ...(existsSync(prerendered) ? readdirSync(prerendered).map((file) => join(prerendered, file)) : []),
  ].filter((file) => file.endsWith('.html'));
  const hashes = new Set<string>();
  for (const page of pages) {
    const html = readFileSync(page, 'utf8');
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      hashes.add(`'sha256-${createHash('sha256').update(match[1]!).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

/** The origins (scheme://host[:port]) of every absolute endpoint in the runtime config: RPCs, relay, API hosts. */
export function configuredOrigins(config: RuntimeConfig): string[] {
  const urls = [
    ...config.chains.map((chain) => chain.rpcUrl),
    config.walletConnectRelayUrl,
    config.tokenListUrl,
    config.exchangeRatesUrl,
    config.faucetUrl,
    config.tradingApiUrl,
    config.dataApiUrl,
    config.ipfsGatewayUrl,
    config.fiatOnRampApiUrl,
    config.analytics.url,
  ];
  const origins = new Set<string>();
  for (const url of urls) {
    if (!url || !/^(https?|wss?):\/\//i.test(url)) continue;
    try {
      origins.add(new URL(url).origin.toLowerCase());
    } catch {
      // a malformed URL in the configuration is left out of connect-src (the app cannot reach it either)
    }
  }
  return [...origins].sort();
}

export type SecurityOptions = {
  distDir?: string;
  /** The runtime config this request would be served (connect-src allows its endpoints' origins). */
  runtimeConfig: (c: Context) => RuntimeConfig;
  /** The extension pages that may frame the app's pages (the side panel, issue 30): `chrome-extension://<id>` only. */
  extensionOrigins?: readonly string[];
};

const EXTENSION_ORIGIN = /^chrome-extension:\/\/[a-p]{32}$/;

/**
 * The `frame-ancestors` sources: the configured extension origins for the app's pages, 'none' for the API and for
 * anything that is not an extension's exact origin (never a wildcard).
 *
 * @example
 * frameAncestors('/swap', ['chrome-extension://olokiljimihkedglibagkfgngeidjfao']); // 'chrome-extension://olok…'
 */
export function frameAncestors(path: string, extensionOrigins: readonly string[]): string {
  const allowed = extensionOrigins.filter((origin) => EXTENSION_ORIGIN.test(origin));
  return path.startsWith('/api/') || allowed.length === 0 ? "'none'" : allowed.join(' ');
}

/**
 * Security headers on every response: CSP (`script-src 'self'` plus the build's inline-script hashes, no framing but
 * by the extension's side panel, `connect-src` limited to the configured RPC, relay and API origins), nosniff, Referrer-Policy, Permissions-Policy,
 * COOP, X-Frame-Options DENY for browsers without frame-ancestors (Chrome obeys frame-ancestors where both are sent).
 */
export function securityHeaders(options: SecurityOptions): MiddlewareHandler {
  let hashes: string[] | undefined;
  const scriptHashes = () => {
    // read once the build exists (the server may start before `npm run build` finishes in development)
    if (!hashes?.length) hashes = inlineScriptHashes(options.distDir);
    return hashes.join(' ');
  };
  return secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", () => scriptHashes()],
      // React and the prerendered pages set style attributes; styles cannot run code, scripts stay strict
      styleSrc: ["'self'", "'unsafe-inline'"],
      // token-list logos are hosted anywhere on https; generated fallbacks are data: and blob: URLs
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", (c) => configuredOrigins(options.runtimeConfig(c)).join(' ')],
      // qr-scanner decodes in a worker it makes from a blob of its own code (the connected-apps scanner, issue 29)
      workerSrc: ["'self'", 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameSrc: ["'none'"],
      // the extension's side panel frames the app's pages; nothing else frames anything of ours
      frameAncestors: [(c) => frameAncestors(c.req.path, options.extensionOrigins ?? [])],
    },
    xFrameOptions: 'DENY',
    referrerPolicy: 'no-referrer',
    crossOriginOpenerPolicy: 'same-origin',
    // the Chrome extension wallet loads token logos from here
    crossOriginResourcePolicy: 'same-site',
    permissionsPolicy: {
      // the QR scanner reads an app's WalletConnect code with the camera (issue 29); no other origin may
      camera: ['self'],
      microphone: [],
      geolocation: [],
      payment: [],
      usb: [],
      serial: [],
      hid: [],
      bluetooth: [],
      browsingTopics: [],
      publickeyCredentialsGet: ['self'],
      clipboardWrite: ['self'],
    },
  });
}

/** Refuses a body over `maxSize` bytes (by Content-Length or while streaming) with 413 before a handler reads it. */
export function limitBody(maxSize: number, onTooLarge?: (c: Context) => Response): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: (c) => onTooLarge?.(c) ?? c.json({ error: 'payload_too_large', maxBytes: maxSize }, 413),
  });
}

/** Whether X-Forwarded-* and CDN headers may be believed: only behind a proxy the operator configured. */
export const TRUST_PROXY_FROM_ENV = /^(1|true|yes)$/i.test(process.env.SLUICE_TRUST_PROXY ?? '');

/** The client's address: the proxy's X-Forwarded-For when trusted, else the socket's peer. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket
    return 'local';
  }
}

/** The origin the browser used to reach this server (the proxy's X-Forwarded-Proto/Host only when trusted). */
export function requestOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  if (!trustProxy) return url.origin;
  const proto = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() || url.protocol.replace(':', '');
  const host = c.req.header('x-forwarded-host')?.split(',')[0]?.trim() || url.host;
  return `${proto}://${host}`;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * The app's own origin for a request, never taken from its Host header alone (issue 35: a `Host: evil.example`
 * changed the relay URL, the CSP and the widget URLs, and passed the faucet's origin check, a DNS-rebinding path).
 * With a configured public origin (SLUICE_PUBLIC_ORIGIN, or the address `npm start` listens on), that origin, except
 * for a request to this machine's own loopback address, which a remote page cannot forge by DNS; with none (a test's
 * `app.request`), the request's.
 */
export type OwnOrigin = (c: Context) => string;

export function ownOrigin(publicOrigin: string | undefined, trustProxy: boolean): OwnOrigin {
  if (!publicOrigin) return (c) => requestOrigin(c, trustProxy);
  const configured = new URL(publicOrigin).origin;
  return (c) => {
    const asked = requestOrigin(c, trustProxy);
    return LOOPBACK.has(new URL(asked).hostname) && !trustProxy ? asked : configured;
  };
}

/** Whether a request's Origin header, if it has one, is the app's own origin or one the operator listed. */
export function fromAppOrigin(c: Context, own: OwnOrigin, extraOrigins: readonly string[]): boolean {
  const origin = c.req.header('origin');
  if (!origin) return true; // not a browser's cross-origin request (curl, the server's own tests)
  return origin === own(c) || extraOrigins.includes(origin);
}

/**
 * Fixed-window request counters per key (an address, an IP): `take(key)` is false once a key used its `limit` in the
 * current window. Old windows are dropped as they pass, so memory is bounded by the keys of one window.
 */
export class RequestCounter {
  private window = 0;
  private counts = new Map<string, number>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): boolean {
    const window = Math.floor(this.now() / this.windowMs);
    if (window !== this.window) {
      this.window = window;
      this.counts.clear();
    }
    const used = this.counts.get(key) ?? 0;
    if (used >= this.limit) return false;
    this.counts.set(key, used + 1);
    return true;
  }
}
