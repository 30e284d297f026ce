// The extension's build (issue 30): `npm run build` runs it after the app's, into dist-extension/, from the same
// source (the vault, the password policy, the unlock gate, the locales). The app's build and byte budget are untouched.
import { crx } from '@crxjs/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import manifest from './manifest.config.ts';

export default defineConfig({
  // the app's public/ (some 220 files) is not the extension's: the manifest names what it needs
  publicDir: false,
  plugins: [react(), crx({ manifest })],
  build: {
    outDir: 'dist-extension',
    emptyOutDir: true,
    // read by scripts/check-bundle-budget.ts for the popup's initial JavaScript
    manifest: true,
    target: 'es2022',
  },
  worker: { format: 'es' },
});
