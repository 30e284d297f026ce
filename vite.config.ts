import { execSync } from 'node:child_process';
import babel from '@rolldown/plugin-babel';
import react, { reactCompilerPreset } from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

// The services server (scripts/services.ts) answers /api in development; in production it serves dist/ itself.
const servicesUrl = process.env.SLUICE_SERVICES_URL ?? 'http://127.0.0.1:8787';

/** Sent as the analytics build header (spec §7); the commit when building from git. */
function buildId(): string {
  if (process.env.VITE_BUILD_ID) return process.env.VITE_BUILD_ID;
  try {
    return execSync('git rev-parse --short HEAD', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'dev';
  }
}

/**
 * The entry stylesheet goes inline into index.html: the first paint then waits for no second request (Lighthouse's
 * render-blocking audit). Lazy chunks keep their own stylesheets.
 */
function inlineEntryStylesheet(): Plugin {
  return {
    name: 'sluice:inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        return html.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
          const asset = bundle?.[file];
          return asset?.type === 'asset' ? `<style>${String(asset.source)}</style>` : link;
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    // React Compiler: components and hooks are memoized at build time, so a query's answer re-renders what changed,
    // not the whole screen (the long tasks Lighthouse counted on /swap, issue 11)
    babel({ presets: [reactCompilerPreset()] }),
    inlineEntryStylesheet(),
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'icons/*.png', 'icons/*.svg'],
      manifest: {
        name: 'Sluice',
        short_name: 'Sluice',
        description: 'Swap tokens and provide liquidity on v2, v3 and v4 pools, offline-first.',
        id: '/',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        // the installed app's bars and splash take the dark theme's background (index.html's metas follow the theme)
        theme_color: '#131313',
        background_color: '#131313',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/logo.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // Without these the very first load is not controlled, and an offline reload right after it fails (DESIGN.md).
        clientsClaim: true,
        skipWaiting: true,
        globPatterns: ['**/*.{js,css,html,svg,png,json,woff2}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/api\//],
        // tapping a settled transaction's system notification opens its activity (issue 32)
        importScripts: ['notification-click.js'],
        // API data is persisted by the query cache (Dexie); token logos are images, so the worker keeps them (the drawn
        // ones in public/tokens/ are precached by the glob above; generated ones are cached on first sight).
        runtimeCaching: [
          {
            urlPattern: ({ url }) => url.pathname.startsWith('/api/tokens/logo/'),
            handler: 'CacheFirst',
            options: { cacheName: 'token-logos', expiration: { maxEntries: 500, maxAgeSeconds: 30 * 24 * 60 * 60 } },
          },
        ],
      },
    }),
  ],
  // the relay is same-origin only (issue 16): the dev server carries its WebSocket too
  server: { proxy: { '/api': servicesUrl, '/relay': { target: servicesUrl, ws: true } } },
  preview: { proxy: { '/api': servicesUrl, '/relay': { target: servicesUrl, ws: true } } },
  define: { 'import.meta.env.VITE_BUILD_ID': JSON.stringify(buildId()) },
  // The manifest lets scripts/check-bundle-budget.ts walk what `/` loads before it runs.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // index.html preloads what `/` needs; a lazy chunk's own imports load with it (the browser follows them) instead of
    // through injected <link> tags, whose insertion cost the main thread a long task per lazy import (issue 11)
    modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
  },
});
