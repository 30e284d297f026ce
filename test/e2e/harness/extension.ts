// The built extension (dist-extension/, `npm run build`) loaded unpacked into a persistent Chromium profile, as a
// person loads it (DESIGN.md: launchPersistentContext with --load-extension). The headless shell runs no extensions:
// these journeys use the full Chromium in its new headless mode.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from './browser.ts';

export const EXTENSION_DIR = resolve(import.meta.dirname, '../../../dist-extension');

export type LoadedExtension = {
  context: BrowserContext;
  extensionId: string;
  /**
   * Points the wallet at a services server (its runtime config names the chains and their RPCs), as a person who runs
   * their own sets it in the extension's storage (extension/background/extensionConfig.ts).
   */
  useServices: (servicesUrl: string) => Promise<void>;
  /** Minutes until the service worker's auto-lock alarm fires; undefined when none is set. */
  autoLockInMinutes: () => Promise<number | undefined>;
  /** Opens the extension's popup page in a tab, as the toolbar button shows it. */
  openPopup: () => Promise<Page>;
  /** The page the side panel shows (what the popup's last button set), relative to the extension's root. */
  sidePanelPath: () => Promise<string | undefined>;
  /**
   * Opens the extension's side panel page in a tab (Playwright cannot open Chrome's side panel), at the page the
   * popup's last button set for it (Open sidebar, Activity, Pools, Limits), `viewport` wide as a panel is.
   */
  openSidePanel: (viewport?: { width: number; height: number }) => Promise<Page>;
  close: () => Promise<void>;
};

export async function loadExtension(): Promise<LoadedExtension> {
  const profile = mkdtempSync(join(tmpdir(), 'sluice-extension-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: '/usr/bin/chromium',
    headless: true,
    serviceWorkers: 'allow',
    args: [...CHROMIUM_ARGS, `--disable-extensions-except=${EXTENSION_DIR}`, `--load-extension=${EXTENSION_DIR}`],
  });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  const sidePanelPath = () => worker.evaluate(async () => (await chrome.sidePanel.getOptions({})).path);
  return {
    context,
    extensionId,
    async useServices(servicesUrl) {
      await worker.evaluate((url) => chrome.storage.local.set({ servicesUrl: url }), servicesUrl);
    },
    async autoLockInMinutes() {
      const at = await worker.evaluate(async () => (await chrome.alarms.get('sluice:autoLock'))?.scheduledTime);
      return at === undefined ? undefined : (at - Date.now()) / 60_000;
    },
    async openPopup() {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/extension/popup/index.html`);
      return page;
    },
    sidePanelPath,
    async openSidePanel(viewport) {
      const path = await sidePanelPath();
      const page = await context.newPage();
      if (viewport) await page.setViewportSize(viewport);
      await page.goto(`chrome-extension://${extensionId}/${path ?? 'extension/sidepanel/index.html'}`);
      return page;
    },
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
