// POST /api/analytics: the analytics proxy of spec §7. It holds no keys and forwards nothing: events are kept in
// memory for the local indexer and tests. Responds with the spec's fields and an Origin-Country header.
import { type Context, Hono } from 'hono';
import { limitBody } from './security.ts';

export const MAX_ANALYTICS_PAYLOAD_BYTES = 512 * 1024;

export type AnalyticsProxyOptions = {
  /** Country for requests without a CDN country header (spec §2: GB shows the UK notice). */
  defaultOriginCountry: string;
  /** Keeps the most recent events; older ones are dropped. */
  keepEvents?: number;
  /** Behind a proxy you run: its CDN country header (CF-IPCountry) is believed. Otherwise no client header is. */
  trustProxy?: boolean;
};

/** A country as ISO 3166-1 alpha-2; anything else from a header is ignored, never echoed. */
const COUNTRY = /^[A-Z]{2}$/;

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

  const countryOf = (c: Context) => {
    const cdn = options.trustProxy ? c.req.header('cf-ipcountry')?.trim().toUpperCase() : undefined;
    return cdn && COUNTRY.test(cdn) ? cdn : options.defaultOriginCountry;
  };
  const reply = (
    c: Context,
    size: number,
    status: 200 | 400 | 413,
    body: Omit<AnalyticsResponseBody, 'payload_size_bytes' | 'server_upload_time'>,
  ) => {
    c.header('Origin-Country', countryOf(c));
    c.header('Access-Control-Expose-Headers', 'Origin-Country');
    return c.json(
      { ...body, payload_size_bytes: size, server_upload_time: Date.now() } satisfies AnalyticsResponseBody,
      status,
    );
  };
  /** The spec's 413 answer, sent by the body limit before the body is read. */
  const tooLarge = (c: Context) =>
    reply(c, Number(c.req.header('content-length') ?? MAX_ANALYTICS_PAYLOAD_BYTES + 1), 413, {
      code: 'payload_too_large',
      events_ingested: 0,
      error: 'Payload too large',
    });

  app.post('/', limitBody(MAX_ANALYTICS_PAYLOAD_BYTES, tooLarge), async (c) => {
    const raw = await c.req.text();
    const size = new TextEncoder().encode(raw).byteLength;
    const application = c.req.header('x-origin-application');
    if (!application) {
      return reply(c, size, 400, {
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
      return reply(c, size, 400, { code: 'invalid_request', events_ingested: 0, error: 'Body is not JSON' });
    }
    // `null`, a number or an array parse as JSON too: only an object can carry events
    const list =
      body && typeof body === 'object' && !Array.isArray(body) ? (body as { events?: unknown }).events : undefined;
    if (!Array.isArray(list)) {
      return reply(c, size, 400, {
        code: 'invalid_request',
        events_ingested: 0,
        error: 'Missing field',
        missing_field: 'events',
      });
    }
    const build = c.req.header('x-application-build') ?? null;
    for (const event of list) events.push({ application, build, event, receivedAt: Date.now() });
    events.splice(0, Math.max(0, events.length - keep));
    return reply(c, size, 200, { code: 'success', events_ingested: list.length });
  });

  return { app, events };
}
