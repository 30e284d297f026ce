import { useCallback } from 'react';
import { useAnalytics } from '../../data/useAnalytics';
import type { DrawerView } from './drawerViews';

/** spec §7 analytics event name for opening a non-default drawer view. */
export const PORTFOLIO_MENU_OPENED = 'portfolio_menu_opened';

/** spec §2: opening a non-default view logs a portfolio menu opened event with the view name. */
export function usePortfolioMenuAnalytics(): (view: DrawerView) => void {
  const { track } = useAnalytics();
  return useCallback(
    (view: DrawerView) => {
      if (view !== 'default') track(PORTFOLIO_MENU_OPENED, { name: view });
    },
    [track],
  );
}
