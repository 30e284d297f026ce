import type { ThemePreference } from '../../data/preferences';
import { applyThemeColor } from '../frame/themeColor';

const darkQuery = () => window.matchMedia('(prefers-color-scheme: dark)');

export function resolveTheme(preference: ThemePreference): 'light' | 'dark' {
  if (preference !== 'system') return preference;
  return darkQuery().matches ? 'dark' : 'light';
}

/** Applies the theme to <html> (Panda's `_dark` condition reads data-theme) and follows the system when asked. */
export function applyTheme(preference: ThemePreference): () => void {
  const apply = () => {
    const theme = resolveTheme(preference);
    document.documentElement.dataset.theme = theme;
    document.documentElement.style.colorScheme = theme;
    applyThemeColor(theme);
  };
  apply();
  if (preference !== 'system') return () => {};
  const query = darkQuery();
  query.addEventListener('change', apply);
  return () => query.removeEventListener('change', apply);
}
