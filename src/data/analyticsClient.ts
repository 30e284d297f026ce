// spec §7: events go to the analytics proxy as JSON with keepalive; the Origin-Country header is read once.
import { analyticsResponseStatus, type AnalyticsResponseStatus } from './analyticsStatus';

export const ORIGIN_APPLICATION = 'sluice-web';

export type AnalyticsEvent = { event: string; properties?: Record<string, string | number | boolean | null> };

export type AnalyticsClientOptions = {
  url: string;
  build?: string;
  /** Called once, with the first response's Origin-Country header (spec §2: UK notice). */
  onOriginCountry?: (country: string) => void;
  fetchImpl?: typeof fetch;
};

export type AnalyticsClient = { send: (events: AnalyticsEvent[]) => Promise<AnalyticsResponseStatus> };

export function createAnalyticsClient(options: AnalyticsClientOptions): AnalyticsClient {
  const fetchImpl = options.fetchImpl ?? fetch;
  let originCountryRead = false;
  return {
    async send(events) {
      const headers: Record<string, string> = {
        'Content-Type': 'application/json',
        'x-origin-application': ORIGIN_APPLICATION,
      };
      if (options.build) headers['x-application-build'] = options.build;
      try {
        const response = await fetchImpl(options.url, {
          method: 'POST',
          body: JSON.stringify({ events }),
          headers,
          keepalive: true,
        });
        if (!originCountryRead) {
          originCountryRead = true;
          const country = response.headers.get('Origin-Country');
          if (country) options.onOriginCountry?.(country);
        }
        return analyticsResponseStatus(response.status);
      } catch {
        return 'unknown';
      }
    },
  };
}
