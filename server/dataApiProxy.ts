// Mounts the indexer's data API same-origin under /api/data (the app's default dataApiUrl).
import type { Context, Hono } from 'hono';
import { DATA_API_ROUTES } from './indexer/api/publicRoutes.ts';

export const DATA_API_PATH = '/api/data';

/**
 * Forwards GETs of the data API's own routes to the indexer (anything else under /api/data is a 404: Ponder's
 * /metrics and /status stay private); when the indexer is down, answers 503 so the app can say the data is unavailable.
 */
export function mountDataApi(app: Hono, indexerUrl: () => string | undefined): void {
  const forward = async (c: Context) => {
    const base = indexerUrl();
    if (!base) return c.json({ error: 'Data is unavailable at the moment' }, 503);
    const url = new URL(c.req.url);
    const target = `${base}${url.pathname.slice(DATA_API_PATH.length)}${url.search}`;
    try {
      const response = await fetch(target, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(5_000),
      });
      return new Response(response.body, {
        status: response.status,
        headers: {
          'content-type': response.headers.get('content-type') ?? 'application/json',
          'cache-control': 'no-store',
        },
      });
    } catch {
      return c.json({ error: 'Data is unavailable at the moment' }, 503);
    }
  };
  for (const route of DATA_API_ROUTES) app.get(`${DATA_API_PATH}${route}`, forward);
  app.all(`${DATA_API_PATH}/*`, (c) => c.json({ error: 'Not found' }, 404));
}
