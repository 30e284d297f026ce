import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTracker, isAnalyticsEnabled } from './analytics';
import { createPreferencesStore, DEFAULT_PREFERENCES } from './preferences';
import type { RuntimeConfig } from './runtimeConfig';

const PRODUCTION = 'app.sluice.exchange';
const STAGING = 'beta.sluice.exchange';
const LOCAL = '127.0.0.1';

const configWith = (enabled: boolean): RuntimeConfig => ({
  chains: [],
  defaultChainSlug: 'devnet',
  tokenListUrl: '/api/tokens',
  analytics: { url: '/api/analytics', enabled },
  externalLinks: { governance: '', addressExplorer: '' },
});

function recordingFetch(country?: string) {
  const bodies: unknown[] = [];
  const fetchImpl: typeof fetch = async (_input, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    return new Response('{}', { status: 200, headers: country ? { 'Origin-Country': country } : {} });
  };
  return { bodies, fetchImpl };
}

function tracker(gate: { hostname: string; configFlag: boolean; userAllowed: boolean }, country?: string) {
  const preferences = createPreferencesStore({ ...DEFAULT_PREFERENCES, analyticsAllowed: gate.userAllowed });
  const { bodies, fetchImpl } = recordingFetch(country);
  const config = configWith(gate.configFlag);
  const track = createTracker({ config: () => config, preferences, hostname: () => gate.hostname, fetchImpl });
  return { track, bodies, preferences };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

// spec §6: production or staging host, or the config flag; and the person's setting, always
const GATE_TABLE = [PRODUCTION, STAGING, LOCAL].flatMap((hostname) =>
  [false, true].flatMap((configFlag) =>
    [false, true].map((userAllowed) => ({
      hostname,
      configFlag,
      userAllowed,
      expected: userAllowed && (hostname !== LOCAL || configFlag),
    })),
  ),
);

describe('isAnalyticsEnabled', () => {
  it.each(GATE_TABLE)(
    'should be $expected on $hostname when the config flag is $configFlag and the person allows it is $userAllowed',
    ({ expected, ...gate }) => {
      expect(isAnalyticsEnabled(gate)).toBe(expected);
    },
  );

  it('should never be on when the person has turned analytics off, whatever the host and flag', () => {
    fc.assert(
      fc.property(fc.oneof(fc.domain(), fc.constantFrom(PRODUCTION, STAGING, LOCAL)), fc.boolean(), (host, flag) => {
        expect(isAnalyticsEnabled({ hostname: host, configFlag: flag, userAllowed: false })).toBe(false);
      }),
    );
  });

  it('should be on off the production and staging hosts only when the config flag is on', () => {
    fc.assert(
      fc.property(
        fc.domain().filter((host) => host !== PRODUCTION && host !== STAGING),
        fc.boolean(),
        (host, flag) => {
          expect(isAnalyticsEnabled({ hostname: host, configFlag: flag, userAllowed: true })).toBe(flag);
        },
      ),
    );
  });
});

describe('createTracker', () => {
  it.each(GATE_TABLE)(
    'should send an event only when the gate is open ($hostname, flag $configFlag, allowed $userAllowed)',
    ({ expected, ...gate }) => {
      const { track, bodies } = tracker(gate);
      track('page_viewed', { path: '/swap' });
      expect(bodies).toEqual(expected ? [{ events: [{ event: 'page_viewed', properties: { path: '/swap' } }] }] : []);
    },
  );

  it('should stop sending as soon as the person turns analytics off', async () => {
    const { track, bodies, preferences } = tracker({ hostname: LOCAL, configFlag: true, userAllowed: true });
    track('page_viewed');
    await preferences.set('analyticsAllowed', false);
    track('page_viewed');
    expect(bodies).toHaveLength(1);
  });

  it('should send nothing before the runtime config has loaded', () => {
    const preferences = createPreferencesStore(DEFAULT_PREFERENCES);
    const { bodies, fetchImpl } = recordingFetch();
    createTracker({ config: () => undefined, preferences, hostname: () => PRODUCTION, fetchImpl })('page_viewed');
    expect(bodies).toEqual([]);
  });

  it('should store the proxy’s Origin-Country once for the app, whichever tracker sends first', async () => {
    const { track, bodies, preferences } = tracker({ hostname: LOCAL, configFlag: true, userAllowed: true }, 'GB');
    track('wallet_connected');
    await settled();
    expect(preferences.get().originCountry).toBe('GB');
    await preferences.set('originCountry', null);
    // a second tracker of the same app shares the first one's client (and its fetch), which has read the header
    const other = createTracker({ config: () => configWith(true), preferences, hostname: () => LOCAL });
    other('page_viewed');
    await settled();
    expect([bodies.length, preferences.get().originCountry]).toEqual([2, null]);
  });
});
