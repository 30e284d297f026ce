import { useEffect } from 'react';
import { applyTheme } from './theme';
import { usePreferences } from '../../data/preferencesContext';

/** Keeps <html data-theme> in step with the theme preference (and the system, when it is "system"). */
export function ThemeController() {
  const { theme } = usePreferences();
  useEffect(() => applyTheme(theme), [theme]);
  return null;
}
