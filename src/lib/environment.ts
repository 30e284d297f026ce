// spec §6: some behaviour depends on where the app is served (overrides ignored on production, analytics on prod/staging).
export type Environment = 'prod' | 'beta' | 'dev';

const HOSTS: Record<string, Environment> = {
  'app.sluice.exchange': 'prod',
  'beta.sluice.exchange': 'beta',
};

export function environmentForHost(hostname: string): Environment {
  return HOSTS[hostname] ?? 'dev';
}

/** The host the app is served from; none while the build prerenders a page (scripts/prerender.ts). */
export function currentHostname(): string {
  return typeof window === 'undefined' ? '' : window.location.hostname;
}

export function isProductionHost(hostname: string): boolean {
  return environmentForHost(hostname) === 'prod';
}

/** spec §6: analytics only on the production or staging host, or when the analytics flag of the runtime config is on. */
export function isAnalyticsAllowed(hostname: string, analyticsFlag: boolean): boolean {
  return environmentForHost(hostname) !== 'dev' || analyticsFlag;
}
