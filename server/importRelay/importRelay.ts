// The one-time-code import relay (issue 32, contract/importRelay.ts). In memory only: a session lives minutes, and the
// payload is handed over once and forgotten. Guessing is bounded three ways: codes expire in two minutes, each client
// is locked out after five wrong codes, and a session whose QR (its channel) was scanned is locked after five wrong
// codes against it.
import { randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  IMPORT_CODE_ALPHABET,
  IMPORT_CODE_LENGTH,
  IMPORT_CODE_TTL_MS,
  IMPORT_LOCKOUT_MS,
  IMPORT_MAX_FAILED_ATTEMPTS,
  IMPORT_SESSION_TTL_MS,
  type ImportPayload,
  type ImportRelayErrorCode,
} from '../../contract/importRelay.ts';
import { BASE64URL } from '../../contract/base64url.ts';
import { clientAddress, RequestCounter } from '../security.ts';

type Session = {
  sessionId: string;
  channelId: string;
  publicKey: string;
  code?: string;
  codeExpiresAt: number;
  expiresAt: number;
  failedAttempts: number;
  claimToken?: string;
  payload?: ImportPayload;
};

type Strikes = { failures: number; lockedUntil: number };

const base64url = (min: number, max: number) =>
  z
    .string()
    .regex(BASE64URL)
    .refine((text) => {
      const bytes = Buffer.from(text, 'base64url').length;
      return bytes >= min && bytes <= max;
    });
const secret = z.string().regex(/^[\w-]{16,64}$/);
// an uncompressed P-256 point: 0x04, x and y
const publicKey = base64url(65, 65).refine((text) => Buffer.from(text, 'base64url')[0] === 4);
const schemas = {
  open: z.object({ publicKey }),
  session: z.object({ sessionId: secret }),
  claim: z.object({ code: z.string().regex(/^[A-Za-z0-9]{6}$/), channelId: secret.optional() }),
  deliver: z.object({
    channelId: secret,
    claimToken: secret,
    payload: z.object({ publicKey, iv: base64url(12, 12), ciphertext: base64url(17, 16 * 1024) }).strict(),
  }),
};

export type ImportRelayOptions = {
  trustProxy?: boolean;
  now?: () => number;
  maxSessions?: number;
  /** Sessions one client may open per minute. */
  sessionsPerMinute?: number;
};

const sameSecret = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export function createImportRelay(options: ImportRelayOptions = {}) {
  const app = new Hono();
  const now = options.now ?? Date.now;
  const maxSessions = options.maxSessions ?? 10_000;
  const bySession = new Map<string, Session>();
  const byChannel = new Map<string, Session>();
  const byCode = new Map<string, Session>();
  const strikes = new Map<string, Strikes>();
  const opening = new RequestCounter(options.sessionsPerMinute ?? 30, 60_000, now);
  const client = (c: Context) => clientAddress(c, options.trustProxy ?? false);
  const refuse = (c: Context, status: 400 | 403 | 404 | 409 | 429 | 503, error: ImportRelayErrorCode, extra = {}) =>
    c.json({ error, ...extra }, status);
  const body = async <T>(c: Context, schema: z.ZodType<T, z.ZodTypeDef, unknown>) => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
    return parsed.success ? parsed.data : undefined;
  };

  const forget = (session: Session) => {
    bySession.delete(session.sessionId);
    byChannel.delete(session.channelId);
    if (session.code) byCode.delete(session.code);
  };
  const sweep = () => {
    const time = now();
    // sessions sit in the order they opened, so the expired ones are at the front
    for (const session of bySession.values()) {
      if (session.expiresAt > time) break;
      forget(session);
    }
    for (const [key, strike] of strikes) if (strike.lockedUntil <= time && strike.failures === 0) strikes.delete(key);
    while (strikes.size > maxSessions) strikes.delete(strikes.keys().next().value!);
  };
  const newCode = (session: Session) => {
    if (session.code) byCode.delete(session.code);
    let code: string;
    do {
      code = Array.from(
        { length: IMPORT_CODE_LENGTH },
        () => IMPORT_CODE_ALPHABET[randomInt(IMPORT_CODE_ALPHABET.length)],
      ).join('');
    } while (byCode.has(code));
    session.code = code;
    session.codeExpiresAt = Math.min(now() + IMPORT_CODE_TTL_MS, session.expiresAt);
    byCode.set(code, session);
    // the time left as well as the instant: the new device counts down on its own clock, which may not be ours
    return { code, codeExpiresAt: session.codeExpiresAt, codeExpiresInMs: session.codeExpiresAt - now() };
  };
  const sessionOf = async (c: Context) => {
    sweep();
    const request = await body(c, schemas.session);
    return request && bySession.get(request.sessionId);
  };
  const lockedSession = (session: Session | undefined) =>
    session !== undefined && session.failedAttempts >= IMPORT_MAX_FAILED_ATTEMPTS;

  app.post('/sessions', async (c) => {
    sweep();
    const request = await body(c, schemas.open);
    if (!request) return refuse(c, 400, 'invalid_request');
    if (!opening.take(client(c))) return refuse(c, 429, 'busy');
    if (bySession.size >= maxSessions) return refuse(c, 503, 'busy');
    const session: Session = {
      sessionId: randomBytes(32).toString('base64url'),
      channelId: randomBytes(16).toString('base64url'),
      publicKey: request.publicKey,
      codeExpiresAt: 0,
      expiresAt: now() + IMPORT_SESSION_TTL_MS,
      failedAttempts: 0,
    };
    bySession.set(session.sessionId, session);
    byChannel.set(session.channelId, session);
    return c.json({ sessionId: session.sessionId, channelId: session.channelId, ...newCode(session) }, 201);
  });

  app.post('/sessions/refresh', async (c) => {
    const session = await sessionOf(c);
    if (!session) return refuse(c, 404, 'unknown_session');
    if (session.claimToken) return refuse(c, 409, 'already_claimed');
    if (lockedSession(session)) return refuse(c, 429, 'locked_out', { retryAfterMs: session.expiresAt - now() });
    return c.json(newCode(session));
  });

  app.post('/claim', async (c) => {
    sweep();
    const request = await body(c, schemas.claim);
    if (!request) return refuse(c, 400, 'invalid_request');
    const time = now();
    const who = client(c);
    const strike = strikes.get(who) ?? { failures: 0, lockedUntil: 0 };
    if (strike.lockedUntil > time) return refuse(c, 429, 'locked_out', { retryAfterMs: strike.lockedUntil - time });
    const scanned = request.channelId === undefined ? undefined : byChannel.get(request.channelId);
    if (lockedSession(scanned)) return refuse(c, 429, 'locked_out', { retryAfterMs: scanned!.expiresAt - time });
    const session = byCode.get(request.code.toUpperCase());
    const valid =
      session !== undefined &&
      session.codeExpiresAt > time &&
      !session.claimToken &&
      (request.channelId === undefined || session.channelId === request.channelId);
    if (!valid) {
      strike.failures += 1;
      if (strike.failures >= IMPORT_MAX_FAILED_ATTEMPTS) {
        strike.lockedUntil = time + IMPORT_LOCKOUT_MS;
        strike.failures = 0;
      }
      strikes.delete(who);
      strikes.set(who, strike);
      if (scanned) {
        scanned.failedAttempts += 1;
        // a locked session's code stops working: the new device must start again
        if (lockedSession(scanned) && scanned.code) byCode.delete(scanned.code);
      }
      const failedAttempts = Math.max(
        scanned?.failedAttempts ?? 0,
        strike.lockedUntil > time ? IMPORT_MAX_FAILED_ATTEMPTS : strike.failures,
      );
      return refuse(c, 403, 'wrong_code', {
        failedAttempts,
        attemptsLeft: Math.max(0, IMPORT_MAX_FAILED_ATTEMPTS - failedAttempts),
      });
    }
    strikes.delete(who);
    // claimed: the code is used up, and only the claimant may deliver
    byCode.delete(session.code!);
    session.code = undefined;
    session.claimToken = randomBytes(32).toString('base64url');
    return c.json({ channelId: session.channelId, publicKey: session.publicKey, claimToken: session.claimToken });
  });

  app.post('/deliver', async (c) => {
    sweep();
    const request = await body(c, schemas.deliver);
    if (!request) return refuse(c, 400, 'invalid_request');
    const session = byChannel.get(request.channelId);
    if (!session?.claimToken || !sameSecret(session.claimToken, request.claimToken))
      return refuse(c, 404, 'unknown_session');
    if (session.payload) return refuse(c, 409, 'already_delivered');
    session.payload = request.payload;
    return c.body(null, 204);
  });

  app.post('/receive', async (c) => {
    const session = await sessionOf(c);
    if (!session) return refuse(c, 404, 'unknown_session');
    if (!session.payload) return c.json({ claimed: session.claimToken !== undefined }, 202);
    // handed over once: the server keeps nothing of it
    forget(session);
    return c.json({ payload: session.payload });
  });

  return { app, sessionCount: () => bySession.size };
}
