import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_EXECUTABLE } from './test/e2e/harness/browser.ts';
import { E2E_WORKERS } from './test/e2e/harness/ports.ts';

// One stack (a devnet, its indexer and a services server) per worker for the whole run (test/e2e/harness/globalSetup.ts);
// a worker runs its tests one at a time because they share its chains and revert to a snapshot between tests. The
// worker's stack gives each test its baseURL (test/e2e/harness/fixtures.ts).
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '**/*.e2e.ts',
  globalSetup: './test/e2e/harness/globalSetup.ts',
  fullyParallel: false,
  workers: E2E_WORKERS,
  // CI machines run this suite under CPU contention (2 cores for the browser, two chains, the indexer and the
  // servers): a journey gets 60 s, and one retry shows up as flaky in the report instead of failing the run
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    ...devices['Desktop Chrome'],
    // Debian's Chromium: Playwright's own browser download is not available here (DESIGN.md). Its headless shell (the
    // package chromium-headless-shell, the same engine without the browser's UI layers, as Playwright's own headless
    // runs use): a journey's fresh context reaches the first screen in about 0.65 of the time the full browser in new
    // headless mode takes (median of 12 loads of /swap: 1.0 s against 1.6-1.8 s), and use-the-header, account-drawer-tabs
    // and swap-screen-controls ran in 123 s against 160 s.
    launchOptions: { executablePath: CHROMIUM_EXECUTABLE, args: CHROMIUM_ARGS },
    // a trace snapshots the page at every action: recorded for every journey it cost about 15 % of the layer
    // (use-the-header, account-drawer-tabs and swap-screen-controls: 127 s against 107 s without), so CI records it on
    // a failed journey's retry, where it is looked at, and a local run keeps it for a failure
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // A journey's fresh context would install the service worker and precache the whole build (some 220 files) beside
    // the page it tests: blocked, the run is about 7% faster (use-the-header and account-drawer-tabs, 113 s against
    // 105 s). The journeys about the worker (offline reopen, cached explore and portfolio) allow it.
    serviceWorkers: 'block',
    // decided, so the onboarding's notifications step skips itself (create-an-embedded-wallet clears it to be asked)
    permissions: ['notifications'],
  },
});
