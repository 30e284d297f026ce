// The cloud backup service (issue 32): the recovery phrase sealed in the browser, kept by address. Putting, reading
// and deleting a backup each take a wallet proof from that address over a single-use challenge; the status (whether
// there is one, since when) is public, as the envelope's existence is all it says. Envelopes are checked for shape
// and bounds: a server that only ever holds ciphertext still refuses to hold anything else.
import { type Context, Hono } from 'hono';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import {
  CLOUD_BACKUP_BOUNDS,
  type CloudBackupAction,
  type CloudBackupErrorCode,
  type CloudBackupEnvelope,
} from '../../contract/cloudBackup.ts';
import { clientAddress, type OwnOrigin, RequestCounter } from '../security.ts';
import { readProvenBody, type WalletProofs } from '../walletProofs.ts';
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
};

export type BackupServiceOptions = {
  store: BackupStore;
  walletProofs: WalletProofs;
  own: OwnOrigin;
  chainId: () => number;
  trustProxy?: boolean;
  now?: () => number;
  /** Challenges one client may ask for per minute. */
  challengesPerMinute?: number;
};

export function createBackupService(options: BackupServiceOptions) {
  const app = new Hono();
  const { store, walletProofs } = options;
  const now = options.now ?? Date.now;
  const counter = new RequestCounter(options.challengesPerMinute ?? 60, 60_000, now);
  const refuse = (c: Context, status: 400 | 403 | 404 | 409 | 429, error: CloudBackupErrorCode) =>
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

  app.post('/get', async (c) => {
    const request = await proven(c, schemas.proof, 'get');
    if (request instanceof Response) return request;
    const backup = await store.get(getAddress(request.address));
    return backup ? c.json(backup) : refuse(c, 404, 'not_found');
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
