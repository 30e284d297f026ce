// spec §6 and §7 in components: `track` sends an event only where analytics is allowed and the person allows it.
import { useMemo } from 'react';
import { type AnalyticsProperties, createTracker, isAnalyticsEnabled, type Track } from './analytics';
import { usePreferences, usePreferencesStore } from './preferencesContext';
import { useRuntimeConfig } from './useRuntimeConfig';

export type { AnalyticsProperties, Track };

/**
 * `enabled` says whether an event would be sent now (it re-renders when the setting or the config changes); `track`
 * is a no-op while it is not.
 *
 * @example
 * const { track } = useAnalytics();
 * track('portfolio_menu_opened', { name: 'settings' });
 */
export function useAnalytics(): { enabled: boolean; track: Track } {
  const { data: config } = useRuntimeConfig();
  const { analyticsAllowed } = usePreferences();
  const preferences = usePreferencesStore();
  const track = useMemo(() => createTracker({ config: () => config, preferences }), [config, preferences]);
  const enabled =
    config !== undefined &&
    isAnalyticsEnabled({
      hostname: window.location.hostname,
      configFlag: config.analytics.enabled,
      userAllowed: analyticsAllowed,
    });
  return { enabled, track };
}
