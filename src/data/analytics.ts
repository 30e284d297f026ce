// The one way an event reaches the analytics proxy (spec §7): only where spec §6 allows analytics (the production or
// staging host, or the runtime config's analytics flag) and only while the person allows it in their settings.
import { isAnalyticsAllowed } from '../lib/environment';
import { type AnalyticsClient, type AnalyticsEvent, createAnalyticsClient } from './analyticsClient';
import type { PreferencesStore } from './preferences';
import type { RuntimeConfig } from './runtimeConfig';

export type AnalyticsProperties = NonNullable<AnalyticsEvent['properties']>;

/** Sends one event, or does nothing when analytics is off; never throws and never waits. */
export type Track = (event: string, properties?: AnalyticsProperties) => void;

export type AnalyticsGate = {
  /** Where the app is served (`window.location.hostname`). */
  hostname: string;
  /** The runtime config's analytics flag. */
  configFlag: boolean;
  /** The person's "allow analytics" setting. */
  userAllowed: boolean;
};

/** spec §6 and the person's choice: both must allow an event. */
export function isAnalyticsEnabled(gate: AnalyticsGate): boolean {
  return gate.userAllowed && isAnalyticsAllowed(gate.hostname, gate.configFlag);
}

export type TrackerOptions = {
  config: () => RuntimeConfig | undefined;
  preferences: PreferencesStore;
  hostname?: () => string;
  /** The build id sent with every event; default the bundle's VITE_BUILD_ID. */
  build?: string;
  fetchImpl?: typeof fetch;
};

// One client per app (its preferences store) and proxy URL, so the proxy's Origin-Country is read once (spec §7),
// whichever event goes first.
const clients = new WeakMap<PreferencesStore, Map<string, AnalyticsClient>>();

function clientFor(options: TrackerOptions, url: string): AnalyticsClient {
  let byUrl = clients.get(options.preferences);
  if (!byUrl) clients.set(options.preferences, (byUrl = new Map()));
  let client = byUrl.get(url);
  if (!client) {
    client = createAnalyticsClient({
      url,
      build: options.build ?? import.meta.env.VITE_BUILD_ID,
      fetchImpl: options.fetchImpl,
      onOriginCountry: (country) => void options.preferences.set('originCountry', country),
    });
    byUrl.set(url, client);
  }
  return client;
}

/**
 * A `track` that reads the gate at every call (a changed setting applies to the next event). For code outside React
 * (the connection runtime); components use `useAnalytics()`.
 *
 * @example
 * const track = createTracker({ config: () => config, preferences });
 * track('wallet_connected', { result: 'failed' });
 */
export function createTracker(options: TrackerOptions): Track {
  const hostname = options.hostname ?? (() => window.location.hostname);
  return (event, properties) => {
    const config = options.config();
    if (!config) return;
    const gate = {
      hostname: hostname(),
      configFlag: config.analytics.enabled,
      userAllowed: options.preferences.get().analyticsAllowed,
    };
    if (!isAnalyticsEnabled(gate)) return;
    void clientFor(options, config.analytics.url).send([properties ? { event, properties } : { event }]);
  };
}
