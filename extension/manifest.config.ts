// The extension's MV3 manifest (issue 30), built by @crxjs/vite-plugin (extension/vite.config.ts).
import { defineManifest } from '@crxjs/vite-plugin';
import packageJson from '../package.json' with { type: 'json' };
import { SLUICE_EXTENSION_KEY } from '../contract/extensionIdentity.ts';

export default defineManifest({
  manifest_version: 3,
  name: 'Sluice',
  description: 'A self-custody wallet that any app discovers (EIP-6963), with approvals in a popup.',
  version: packageJson.version,
  // fixes the id (contract/extensionIdentity.ts): the services server lets exactly this origin frame the app
  key: SLUICE_EXTENSION_KEY,
  icons: { 192: 'public/icons/icon-192.png' },
  action: { default_title: 'Sluice', default_popup: 'extension/popup/index.html' },
  // the side panel frames the served app's swap (extension/sidepanel/)
  side_panel: { default_path: 'extension/sidepanel/index.html' },
  background: { service_worker: 'extension/background/serviceWorker.ts', type: 'module' },
  content_scripts: [
    {
      // the provider, in the page's own world, present before the page's first script (an *.iife content script)
      matches: ['http://*/*', 'https://*/*'],
      js: ['extension/content/provider.iife.ts'],
      run_at: 'document_start',
      all_frames: true,
      world: 'MAIN',
    },
    {
      // the bridge to the service worker, in the extension's isolated world; an *.iife too, so it listens before the
      // page's first request (a module content script is imported later, and a request before it would go unheard)
      matches: ['http://*/*', 'https://*/*'],
      js: ['extension/content/bridge.iife.ts'],
      run_at: 'document_start',
      all_frames: true,
    },
  ],
  permissions: ['storage', 'alarms', 'sidePanel'],
});
