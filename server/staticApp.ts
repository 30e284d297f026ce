// Serves the production build: hashed assets cached forever and sent as the build compressed them (brotli or gzip copies
// written by scripts/precompress.ts, not compressed again per request), the service worker never cached, and every other
// path falls back to index.html so the client router can answer it (spec §2: unmatched paths reach /not-found); a
// path the build prerendered gets its own page.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** Paths that name a build file; app paths may contain dots too (`/address/name.eth`), so only these are 404s. */
const ASSET_EXTENSION = /\.(m?js|css|map|png|svg|ico|webmanifest|json|woff2?|txt)$/i;
const NEVER_CACHED = /^\/(sw\.js|workbox-[^/]+\.js|registerSW\.js|manifest\.webmanifest|index\.html)$/;

export function mountStaticApp(app: Hono, distDir: string): void {
  const indexPath = resolve(distDir, 'index.html');
  app.use('*', async (c, next) => {
    await next();
    const path = c.req.path;
    if (NEVER_CACHED.test(path) || c.res.headers.get('content-type')?.startsWith('text/html')) {
      c.res.headers.set('Cache-Control', 'no-cache');
    } else if (path.startsWith('/assets/')) {
      c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    }
    if (path === '/sw.js') c.res.headers.set('Service-Worker-Allowed', '/');
  });
  app.use('*', serveStatic({ root: distDir, precompressed: true }));
  app.get('*', (c) => {
    // A missing asset is a 404, not the app: a stale chunk must fail loudly rather than parse HTML as JavaScript.
    if (c.req.path.startsWith('/api/') || ASSET_EXTENSION.test(c.req.path)) return c.notFound();
    if (!existsSync(indexPath)) return c.text('The app is not built: run `npm run build`.', 503);
    // a page the build prerendered (scripts/prerender.ts: `/swap` -> prerendered/swap.html); one path segment only
    const page = /^\/([a-z-]+)\/?$/.exec(c.req.path)?.[1];
    const prerendered = page && resolve(distDir, 'prerendered', `${page}.html`);
    return c.html(readFileSync(prerendered && existsSync(prerendered) ? prerendered : indexPath, 'utf8'));
  });
}
