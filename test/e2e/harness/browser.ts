// The Chromium every journey runs in (playwright.config.ts), and what a file that needs more of it (a fake camera)
// adds to the same launch.

/** Debian's headless shell (Playwright's own browser download is not available here; DESIGN.md). */
export const CHROMIUM_EXECUTABLE = '/usr/bin/chromium-headless-shell';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
