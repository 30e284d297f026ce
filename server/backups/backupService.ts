// The cloud backup service (issue 32): the recovery phrase sealed in the browser, kept by address. Putting, reading
// and deleting a backup each take a wallet proof from that address over a single-use challenge; reading may instead
// be approved by a passkey sign-in session bound to that address (a new device carries the synced passkey, not the
// key), still over a single-use challenge, and a session never puts or deletes. The status (whether there is one,
// since when) is public, as the envelope's existence is all it says. Envelopes are checked for shape
// and bounds: a server that only ever holds ciphertext still refuses to hold anything else.
import { type Context, Hono } from 'hono';
import { type Address, getAddress, isAddress } from 'viem';
import { z } from 'zod';
import {
  CLOUD_BACKUP_BOUNDS,
  type CloudBackupAction,
  type CloudBackupErrorCode,
  type CloudBackupEnvelope,
} from '../../contract/cloudBackup.ts';
import { clientAddress, type OwnOrigin, RequestCounter } from '../security.ts';
import { proofFailureResponse, readProvenBody, type WalletProofs } from '../walletProofs.ts';
import type { BackupStore } from './backupStore.ts';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
/** A base64 string whose decoded length is within bounds. */
const base64Bytes = (min: number, max: number) =>
  z
    .string()
    .max(Math.ceil(max / 3) * 4)
    .regex(BASE64)
    .refine((text) => {
      const bytes = Buffer.from(text, 'base64').length;
      return bytes >= min && bytes <= max;
    }, 'length out of bounds');

const { minIterations, maxIterations, saltBytes, ivBytes, ciphertextBytes } = CLOUD_BACKUP_BOUNDS;
export const envelopeSchema: z.ZodType<CloudBackupEnvelope> = z
  .object({
    version: z.literal(1),
    kdf: z
      .object({
        name: z.literal('PBKDF2'),
        hash: z.literal('SHA-256'),
        iterations: z.number().int().min(minIterations).max(maxIterations),
        salt: base64Bytes(saltBytes.min, saltBytes.max),
      })
      .strict(),
    cipher: z.object({ name: z.literal('AES-GCM'), iv: base64Bytes(ivBytes, ivBytes) }).strict(),
    ciphertext: base64Bytes(ciphertextBytes.min, ciphertextBytes.max),
  })
  .strict();

const address = z.string().refine((value) => isAddress(value, { strict: false }), 'invalid address');
const proof = { address, challengeId: z.string().min(1).max(256), signature: z.string().max(200) };
const schemas = {
  challenge: z.object({ address, action: z.enum(['put', 'get', 'delete']) }),
  proof: z.object(proof),
  put: z.object({ ...proof, envelope: z.unknown() }),
  sessionRead: z.object({ address, challengeId: proof.challengeId }).strict(),
};

/** A passkey sign-in session: the address its passkey is bound to, while it lasts (server/passkeys). */
export type BackupSessions = (token: string, now: number) => Promise<{ address: Address } | undefined>;

/** The bearer token of `Authorization: Bearer <token>`, if the header has that shape. */
const bearerOf = (c: Context) => c.req.header('authorization')?.match(/^Bearer ([\w-]{1,256})$/)?.[1];

export type BackupServiceOptions = {
  store: BackupStore;
  walletProofs: WalletProofs;
  own: OwnOrigin;
  chainId: () => number;
  trustProxy?: boolean;
  now?: () => number;
  /** Challenges one client may ask for per minute. */
  challengesPerMinute?: number;
  /** Passkey sessions that may read (never put or delete) their own address's backup; unset: wallet proofs only. */
  sessions?: BackupSessions;
};

export function createBackupService(options: BackupServiceOptions) {
  const app = new Hono();
  const { store, walletProofs } = options;
  const now = options.now ?? Date.now;
  const counter = new RequestCounter(options.challengesPerMinute ?? 60, 60_000, now);
  const refuse = (c: Context, status: 400 | 401 | 403 | 404 | 409 | 429, error: CloudBackupErrorCode) =>
    c.json({ error }, status);

  const proven = <T extends z.infer<typeof schemas.proof>>(
    c: Context,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    action: CloudBackupAction,
  ) => readProvenBody(c, walletProofs, schema, `backup-${action}`);

  app.post('/challenge', async (c) => {
    const parsed = schemas.challenge.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(c, 400, 'invalid_request');
    if (!counter.take(clientAddress(c, options.trustProxy ?? false))) return refuse(c, 429, 'rate_limited');
    return c.json(
      walletProofs.issue({
        action: `backup-${parsed.data.action}`,
        address: getAddress(parsed.data.address),
        origin: options.own(c),
        chainId: options.chainId(),
      }),
    );
  });

  app.post('/put', async (c) => {
    const request = await proven(c, schemas.put, 'put');
    if (request instanceof Response) return request;
    // the proof is spent before the envelope is judged: a malformed envelope costs its sender a new challenge
    const envelope = envelopeSchema.safeParse(request.envelope);
    if (!envelope.success) return refuse(c, 400, 'invalid_envelope');
    const updatedAt = now();
    await store.put(getAddress(request.address), envelope.data, updatedAt);
    return c.json({ backedUp: true, updatedAt });
  });

  /** The session a request's bearer names, or the refusal (401 for none, an expired or a signed-out one). */
  const sessionOf = async (c: Context) => {
    const token = bearerOf(c);
    const session = token && options.sessions ? await options.sessions(token, now()) : undefined;
    return session ?? refuse(c, 401, 'invalid_session');
  };

  /** A read approved by a passkey session: its own address only, and the `get` challenge is spent either way. */
  const sessionRead = async (c: Context) => {
    const parsed = schemas.sessionRead.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return refuse(c, 400, 'invalid_request');
    const owner = getAddress(parsed.data.address);
    const spent = walletProofs.spend(parsed.data.challengeId, { action: 'backup-get', address: owner });
    if (!spent.ok) {
      const { status, error } = proofFailureResponse(spent.reason);
      return c.json({ error }, status);
    }
    const session = await sessionOf(c);
    if (session instanceof Response) return session;
    if (session.address.toLowerCase() !== owner.toLowerCase()) return refuse(c, 403, 'session_mismatch');
    return owner;
  };

  app.post('/get', async (c) => {
    // a bearer means a passkey session approves this read; otherwise the wallet's signature does
    const owner = c.req.header('authorization') !== undefined ? await sessionRead(c) : undefined;
    if (owner instanceof Response) return owner;
    const request = owner ? { address: owner } : await proven(c, schemas.proof, 'get');
    if (request instanceof Response) return request;
    const backup = await store.get(getAddress(request.address));
    return backup ? c.json(backup) : refuse(c, 404, 'not_found');
  });

  /** The signed-in account's backups (address and date), for a new device to choose from before it reads one. */
  app.get('/account', async (c) => {
    const session = await sessionOf(c);
    if (session instanceof Response) return session;
    const updatedAt = await store.updatedAt(session.address);
    const owner = getAddress(session.address);
    return c.json({ address: owner, backups: updatedAt === undefined ? [] : [{ address: owner, updatedAt }] });
  });

  app.post('/delete', async (c) => {
    const request = await proven(c, schemas.proof, 'delete');
    if (request instanceof Response) return request;
    return (await store.delete(getAddress(request.address))) ? c.body(null, 204) : refuse(c, 404, 'not_found');
  });

  app.get('/status', async (c) => {
    const owner = c.req.query('address');
    if (!owner || !isAddress(owner, { strict: false })) return refuse(c, 400, 'invalid_request');
    const updatedAt = await store.updatedAt(owner);
    return c.json(updatedAt === undefined ? { backedUp: false } : { backedUp: true, updatedAt });
  });

  return app;
}
