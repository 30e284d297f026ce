// What every route of the sandbox aggregator shares: its options, its sessions, and the URLs it answers with (always
// built on the app's own origin, server/security.ts ownOrigin, never on a request's Host header).
import type { Context } from 'hono';
import type { PublicClient } from 'viem';
import type { ChainDeployment, DeploymentManifest } from '../../../contract/deployment.ts';
import type { FORServiceProvider } from '../../../contract/fiatOnRampWire.ts';
import { clientAddress, type OwnOrigin, RequestCounter } from '../../security.ts';
import { FiatApiError } from './apiErrors.ts';
import type { LogoVariant } from './logos.ts';
import type { SandboxProvider } from './providers.ts';
import { type SessionLimits, SessionStore } from './sessionStore.ts';
import type { FiatSession } from './sessions.ts';
import type { TokenPriceUsd } from './tokenPrices.ts';
import type { Deliver } from './treasury.ts';

export type FiatSandboxLimits = SessionLimits & {
  /** New sessions one client may open per window (one script cannot fill the store for everyone). */
  sessionsPerClient: number;
  windowMs: number;
};

export const DEFAULT_FIAT_LIMITS: FiatSandboxLimits = {
  maxSessions: 2_000,
  ttlMs: 2 * 60 * 60_000,
  sessionsPerClient: 60,
  windowMs: 10 * 60_000,
};

export type FiatSandboxOptions = {
  manifest: () => DeploymentManifest;
  own: OwnOrigin;
  appOrigins: readonly string[];
  /** Where the sandbox is mounted (its widget and logo URLs live under it). */
  basePath: string;
  priceUsd: TokenPriceUsd;
  /** Sends a settled purchase's tokens (the devnet treasury); unset: a paid purchase ends in ERROR. */
  deliver?: Deliver;
  clientFor: (chain: ChainDeployment) => PublicClient;
  /** GetCountry's answer without a trusted CDN country header. */
  defaultCountry: string;
  trustProxy: boolean;
  limits?: Partial<FiatSandboxLimits>;
  now?: () => number;
  /** Seeds the sales' deposit addresses; default a random one per start. */
  depositSecret?: string;
};

export type FiatSandbox = {
  options: FiatSandboxOptions;
  store: SessionStore<FiatSession>;
  now: () => number;
  depositSecret: string;
  /** An absolute URL under the sandbox's base path on the app's own origin. */
  url: (c: Context, path: string) => string;
  providerDetails: (c: Context, provider: SandboxProvider) => FORServiceProvider;
  logoUrl: (c: Context, serviceProvider: string, variant: LogoVariant) => string;
  /** Throws TooManySessions when this client opened its share of sessions in the window. */
  takeSessionAllowance: (c: Context) => void;
  /** A redirect URL kept only when it points back at one of the app's origins. */
  appRedirect: (c: Context, redirectUrl: string | undefined) => string | undefined;
};

export function createFiatSandboxContext(options: FiatSandboxOptions, depositSecret: string): FiatSandbox {
  const limits = { ...DEFAULT_FIAT_LIMITS, ...options.limits };
  const now = options.now ?? Date.now;
  const perClient = new RequestCounter(limits.sessionsPerClient, limits.windowMs, now);
  const url = (c: Context, path: string) => new URL(`${options.basePath}${path}`, options.own(c)).toString();
  const logoUrl = (c: Context, serviceProvider: string, variant: LogoVariant) =>
    url(c, `/logos/${serviceProvider}/${variant}.svg`);
  return {
    options,
    store: new SessionStore<FiatSession>(limits, now),
    now,
    depositSecret,
    url,
    logoUrl,
    providerDetails: (c, provider) => ({
      serviceProvider: provider.serviceProvider,
      name: provider.name,
      url: provider.url,
      logos: {
        lightLogo: logoUrl(c, provider.serviceProvider, 'light'),
        darkLogo: logoUrl(c, provider.serviceProvider, 'dark'),
      },
      paymentMethods: [...provider.paymentMethods],
      supportUrl: `${provider.url}/support`,
    }),
    takeSessionAllowance: (c) => {
      if (!perClient.take(clientAddress(c, options.trustProxy)))
        throw new FiatApiError(429, 'TooManySessions', 'Too many sessions from this client; try again later');
    },
    appRedirect: (c, redirectUrl) => {
      if (!redirectUrl) return undefined;
      try {
        const origin = new URL(redirectUrl).origin;
        return origin === options.own(c) || options.appOrigins.includes(origin) ? redirectUrl : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** Stores a new session, or throws the API's error for a taken id or a full store. */
export function storeSession(sandbox: FiatSandbox, id: string, session: FiatSession): void {
  const added = sandbox.store.add(id, session);
  if (added === 'exists') throw new FiatApiError(409, 'SessionExists', 'A session with this id exists');
  if (added === 'full') throw new FiatApiError(503, 'TooManySessions', 'The provider is busy; try again later');
}
