import { useRouterState } from '@tanstack/react-router';
import { useEffect, useMemo } from 'react';
import { createAnalyticsClient } from '../../data/analyticsClient';
import { isAnalyticsAllowed } from '../../lib/environment';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';

/** spec §6 and §7: page views go to the analytics proxy only where analytics is allowed and the user allows it. */
export function AnalyticsController() {
  const { data: config } = useRuntimeConfig();
  const { analyticsAllowed } = usePreferences();
  const store = usePreferencesStore();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const client = useMemo(() => {
    if (!config || !analyticsAllowed || !isAnalyticsAllowed(window.location.hostname, config.analytics.enabled))
      return null;
    return createAnalyticsClient({
      url: config.analytics.url,
      build: import.meta.env.VITE_BUILD_ID,
      onOriginCountry: (country) => void store.set('originCountry', country),
    });
  }, [config, analyticsAllowed, store]);
  useEffect(() => {
    void client?.send([{ event: 'page_viewed', properties: { path: pathname } }]);
  }, [client, pathname]);
  return null;
}
