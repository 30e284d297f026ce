// Issue 12: the browser's and the installed app's bars take the page's background in each theme. index.html carries
// one media-attributed <meta name="theme-color"> per scheme for the first paint; once the app picks a theme (which
// may differ from the system's), both follow it.
export const THEME_COLORS = { light: '#ffffff', dark: '#131313' } as const; // panda.config.ts `bg`

export function applyThemeColor(theme: keyof typeof THEME_COLORS): void {
  for (const meta of document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')) {
    meta.content = THEME_COLORS[theme];
  }
}
