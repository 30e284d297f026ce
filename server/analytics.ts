// POST /api/analytics: the analytics proxy of spec §7. It holds no keys and forwards nothing: the latest events are
// kept in memory for the local indexer and tests, within a byte budget (issue 35: the last 1,000 batches of nested empty
// events held 11 MB of heap each, and 346 posts ended the server). Responds with the spec's fields and an
// Origin-Country header.
import { type Context, Hono } from 'hono';
import { limitBody } from './security.ts';

export const MAX_ANALYTICS_PAYLOAD_BYTES = 512 * 1024;
/** The kept events' JSON, at most: older events are dropped first. */
export const MAX_KEPT_ANALYTICS_BYTES = 4 * 1024 * 1024;

export type AnalyticsProxyOptions = {
  /** Country for requests without a CDN country header (spec §2: GB shows the UK notice). */
  defaultOriginCountry: string;
  /** Keeps the most recent events; older ones are dropped. */
  keepEvents?: number;
  /** Behind a proxy you run: its CDN country header (CF-IPCountry) is believed. Otherwise no client header is. */
  trustProxy?: boolean;
};

/** Nesting deeper than this is no analytics event: refused before it is parsed (a parse of 512 KiB of brackets is slow). */
export const MAX_EVENT_DEPTH = 32;

/** Whether JSON text nests arrays and objects deeper than `limit` (strings skipped), in one pass without parsing. */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 92)
        i++; // a backslash escapes the next character
      else if (ch === 34) inString = false;
    } else if (ch === 34) inString = true;
    else if (ch === 91 || ch === 123) {
      if (++depth > limit) return true;
    } else if (ch === 93 || ch === 125) depth--;
  }
  return false;
}

/** A country as ISO 3166-1 alpha-2; anything else from a header is ignored, never echoed. */
const COUNTRY = /^[A-Z]{2}$/;

/** A batch as kept: its JSON text as it came (its size is its memory, unlike a parsed tree), read on demand. */
export type IngestedBatch = {
  application: string;
  build: string | null;
  raw: string;
  count: number;
  receivedAt: number;
};

/** The latest batches of events, within a count of events and a byte budget (the oldest go first). */
export class KeptEvents {
  private readonly batches: IngestedBatch[] = [];
  private bytes = 0;
  private events = 0;
  constructor(
    readonly maxEvents: number,
    private readonly maxBytes: number,
  ) {}

  push(batch: IngestedBatch): void {
    if (batch.raw.length > this.maxBytes) return;
    this.batches.push(batch);
    this.bytes += batch.raw.length;
    this.events += batch.count;
    while (this.batches.length > 1 && (this.events > this.maxEvents || this.bytes > this.maxBytes)) {
      const dropped = this.batches.shift()!;
      this.bytes -= dropped.raw.length;
      this.events -= dropped.count;
    }
  }

  get keptBytes(): number {
    return this.bytes;
  }

  /** The event at `index` from the end (-1 the latest), parsed from its batch. */
  at(index: number): { application: string; build: string | null; receivedAt: number; event: unknown } | undefined {
    let skip = -index - 1;
    for (let i = this.batches.length - 1; i >= 0 && skip >= 0; i--) {
      const batch = this.batches[i]!;
      if (skip < batch.count) {
        const events = (JSON.parse(batch.raw) as { events: unknown[] }).events;
        const { application, build, receivedAt } = batch;
        return { application, build, receivedAt, event: events[events.length - 1 - skip] };
      }
      skip -= batch.count;
    }
    return undefined;
  }
}

type AnalyticsResponseBody = {
  code: 'success' | 'invalid_request' | 'payload_too_large';
  events_ingested: number;
  payload_size_bytes: number;
  server_upload_time: number;
  error?: string;
  missing_field?: string;
};

export function createAnalyticsProxy(options: AnalyticsProxyOptions) {
  const events = new KeptEvents(options.keepEvents ?? 1000, MAX_KEPT_ANALYTICS_BYTES);
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
    if (nestsDeeperThan(raw, MAX_EVENT_DEPTH))
      return reply(c, size, 400, { code: 'invalid_request', events_ingested: 0, error: 'Events nest too deeply' });
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
    events.push({ application, build, raw, count: list.length, receivedAt: Date.now() });
    return reply(c, size, 200, { code: 'success', events_ingested: list.length });
  });

  return { app, events };
}
