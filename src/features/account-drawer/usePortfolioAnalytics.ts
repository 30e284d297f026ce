import { useCallback, useMemo } from 'react';
import { usePreferences } from '../../data/preferencesContext';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { createAnalyticsClient } from '../../data/analyticsClient';
import { isAnalyticsAllowed } from '../../lib/environment';
import type { DrawerView } from './drawerViews';

/** spec §7 analytics event name for opening a non-default drawer view. */
export const PORTFOLIO_MENU_OPENED = 'portfolio_menu_opened';

/** spec §2: opening a non-default view logs a portfolio menu opened event with the view name. */
export function usePortfolioMenuAnalytics(): (view: DrawerView) => void {
  const { data: config } = useRuntimeConfig();
  const { analyticsAllowed } = usePreferences();
  const client = useMemo(() => {
    if (!config || !analyticsAllowed || !isAnalyticsAllowed(window.location.hostname, config.analytics.enabled))
      return null;
    return createAnalyticsClient({ url: config.analytics.url, build: import.meta.env.VITE_BUILD_ID });
  }, [config, analyticsAllowed]);
  return useCallback(
    (view: DrawerView) => {
      if (view !== 'default') void client?.send([{ event: PORTFOLIO_MENU_OPENED, properties: { name: view } }]);
    },
    [client],
  );
}
