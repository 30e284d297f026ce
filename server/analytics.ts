// POST /api/analytics: the analytics proxy of spec §7. It holds no keys and forwards nothing: events are kept in
// memory for the local indexer and tests. Responds with the spec's fields and an Origin-Country header.
import { Hono } from 'hono';

export const MAX_ANALYTICS_PAYLOAD_BYTES = 512 * 1024;

export type AnalyticsProxyOptions = {
  /** Country for requests without a CDN country header (spec §2: GB shows the UK notice). */
  defaultOriginCountry: string;
  /** Keeps the most recent events; older ones are dropped. */
  keepEvents?: number;
};

export type IngestedEvent = { application: string; build: string | null; event: unknown; receivedAt: number };

type AnalyticsResponseBody = {
  code: 'success' | 'invalid_request' | 'payload_too_large';
  events_ingested: number;
  payload_size_bytes: number;
  server_upload_time: number;
  error?: string;
  missing_field?: string;
};

export function createAnalyticsProxy(options: AnalyticsProxyOptions) {
  const events: IngestedEvent[] = [];
  const keep = options.keepEvents ?? 1000;
  const app = new Hono();

  app.post('/', async (c) => {
    const country = c.req.header('cf-ipcountry') ?? c.req.header('x-origin-country') ?? options.defaultOriginCountry;
    c.header('Origin-Country', country);
    c.header('Access-Control-Expose-Headers', 'Origin-Country');
    const raw = await c.req.text();
    const size = new TextEncoder().encode(raw).byteLength;
    const reply = (
      status: 200 | 400 | 413,
      body: Omit<AnalyticsResponseBody, 'payload_size_bytes' | 'server_upload_time'>,
    ) =>
      c.json(
        { ...body, payload_size_bytes: size, server_upload_time: Date.now() } satisfies AnalyticsResponseBody,
        status,
      );

    if (size > MAX_ANALYTICS_PAYLOAD_BYTES) {
      return reply(413, { code: 'payload_too_large', events_ingested: 0, error: 'Payload too large' });
    }
    const application = c.req.header('x-origin-application');
    if (!application) {
      return reply(400, {
        code: 'invalid_request',
        events_ingested: 0,
        error: 'Missing header',
        missing_field: 'x-origin-application',
      });
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return reply(400, { code: 'invalid_request', events_ingested: 0, error: 'Body is not JSON' });
    }
    const list = (body as { events?: unknown }).events;
    if (!Array.isArray(list)) {
      return reply(400, {
        code: 'invalid_request',
        events_ingested: 0,
        error: 'Missing field',
        missing_field: 'events',
      });
    }
    const build = c.req.header('x-application-build') ?? null;
    for (const event of list) events.push({ application, build, event, receivedAt: Date.now() });
    events.splice(0, Math.max(0, events.length - keep));
    return reply(200, { code: 'success', events_ingested: list.length });
  });

  return { app, events };
}
