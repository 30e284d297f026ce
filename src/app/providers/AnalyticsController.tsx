import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useAnalytics } from '../../data/useAnalytics';

/** spec §6 and §7: a page view per path, sent only where analytics is allowed and the person allows it. */
export function AnalyticsController() {
  const { enabled, track } = useAnalytics();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  useEffect(() => {
    if (enabled) track('page_viewed', { path: pathname });
  }, [enabled, track, pathname]);
  return null;
}
