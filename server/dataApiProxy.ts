// Mounts the indexer's data API same-origin under /api/data (the app's default dataApiUrl).
import type { Hono } from 'hono';

export const DATA_API_PATH = '/api/data';

/** Forwards /api/data/* to the indexer; when it is down, answers 503 so the app can say the data is unavailable. */
export function mountDataApi(app: Hono, indexerUrl: () => string | undefined): void {
  app.all(`${DATA_API_PATH}/*`, async (c) => {
    const base = indexerUrl();
    if (!base) return c.json({ error: 'Data is unavailable at the moment' }, 503);
    const url = new URL(c.req.url);
    const target = `${base}${url.pathname.slice(DATA_API_PATH.length)}${url.search}`;
    try {
      const response = await fetch(target, {
        method: c.req.method,
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
  });
}
