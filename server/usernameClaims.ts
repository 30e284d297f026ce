// Claiming usernames (issue 32, spec §1 "username claim and profile", §5, §8 "Username"): claim one (lowercase letters
// and numbers, 3 to 20), change it at most twice, delete it, a changed or deleted name never claimable again, one per
// address, a few per device; the profile's avatar (bytes of an image type, bounded), bio and links. Every write is
// proven by the address's wallet signature (contract/walletProof.ts); availability and profiles are public reads.
import { type Context, Hono } from 'hono';
import { getAddress, isAddress } from 'viem';
import { z } from 'zod';
import type { WalletProofAction } from '../contract/walletProof.ts';
import { clientAddress, type OwnOrigin, RequestCounter } from './security.ts';
import { MAX_USERNAME_CHANGES, USERNAME_PATTERN, type UsernameStore } from './usernames.ts';
import { readProvenBody, type WalletProofs } from './walletProofs.ts';

export const MAX_AVATAR_BYTES = 32 * 1024;
export const MAX_BIO_CHARS = 160;
export const MAX_LINKS = 5;
/** Usernames one device (client address) may claim a day (spec §8 "device limit"). */
export const CLAIMS_PER_DEVICE_PER_DAY = 5;

/** The image types an avatar may be, each with its leading bytes: anything else (an SVG's script) is refused. */
const AVATAR_SIGNATURES: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47],
  'image/jpeg': [0xff, 0xd8, 0xff],
  'image/gif': [0x47, 0x49, 0x46, 0x38],
  'image/webp': [0x52, 0x49, 0x46, 0x46],
};

const address = z.string().refine((value) => isAddress(value, { strict: false }), 'invalid address');
const username = z.string().regex(USERNAME_PATTERN);
const proof = { address, challengeId: z.string().min(1).max(256), signature: z.string().max(200) };
const avatar = z
  .object({ type: z.enum(['image/png', 'image/jpeg', 'image/gif', 'image/webp']), data: z.string().max(50_000) })
  .strict()
  .refine(({ type, data }) => {
    const bytes = Buffer.from(data, 'base64');
    return (
      bytes.length > 0 &&
      bytes.length <= MAX_AVATAR_BYTES &&
      bytes.toString('base64') === data &&
      AVATAR_SIGNATURES[type]!.every((byte, i) => bytes[i] === byte)
    );
  });
const link = z
  .string()
  .max(200)
  .url()
  .refine((url) => url.startsWith('https://'));
const schemas = {
  challenge: z.object({ address, action: z.enum(['claim', 'change', 'delete', 'profile']) }),
  claim: z.object({ ...proof, username }),
  delete: z.object(proof),
  profile: z.object({
    ...proof,
    bio: z.string().max(MAX_BIO_CHARS).nullable().optional(),
    links: z.array(link).max(MAX_LINKS).nullable().optional(),
    avatar: z.union([avatar, z.null()]).optional(),
  }),
};

export type UsernameClaimOptions = {
  store: UsernameStore;
  walletProofs: WalletProofs;
  own: OwnOrigin;
  chainId: () => number;
  trustProxy?: boolean;
  now?: () => number;
};

/** The claim, change, delete and profile routes, mounted beside the lookup (server/usernames.ts) at one path. */
export function createUsernameClaimService(options: UsernameClaimOptions) {
  const app = new Hono();
  const { store, walletProofs } = options;
  const devices = new RequestCounter(CLAIMS_PER_DEVICE_PER_DAY, 24 * 60 * 60_000, options.now);
  const challenges = new RequestCounter(60, 60_000, options.now);
  const client = (c: Context) => clientAddress(c, options.trustProxy ?? false);

  const proven = <T extends z.infer<typeof schemas.delete>>(
    c: Context,
    schema: z.ZodType<T, z.ZodTypeDef, unknown>,
    action: WalletProofAction,
  ) => readProvenBody(c, walletProofs, schema, action);

  app.get('/available', async (c) => {
    const name = c.req.query('username')?.trim() ?? '';
    if (!USERNAME_PATTERN.test(name)) return c.json({ error: 'invalid_username' }, 400);
    return c.json({ username: name, available: await store.isAvailable(name) });
  });

  app.get('/profile', async (c) => {
    const name = c.req.query('username')?.trim().toLowerCase() ?? '';
    if (!USERNAME_PATTERN.test(name)) return c.json({ error: 'invalid_username' }, 400);
    const [record, profile] = [await store.byUsername(name), await store.profile(name)];
    if (!record || !profile) return c.json({ error: 'not_found' }, 404);
    const { avatar, ...rest } = profile;
    // spec §9 "username changes max 2": the owner's settings say how many are left
    const changesLeft = MAX_USERNAME_CHANGES - (await store.changeCount(record.address));
    return c.json({ ...record, ...rest, ...(avatar ? { avatarUrl: `avatar/${name}` } : {}), changesLeft });
  });

  app.get('/avatar/:username', async (c) => {
    const avatar = (await store.profile(c.req.param('username').toLowerCase()))?.avatar;
    if (!avatar) return c.json({ error: 'not_found' }, 404);
    // its type was checked against its leading bytes on the way in, and nosniff (security.ts) keeps it an image
    c.header('Cache-Control', 'no-cache');
    return c.body(Buffer.from(avatar.data, 'base64'), 200, { 'Content-Type': avatar.type });
  });

  app.post('/challenge', async (c) => {
    const parsed = schemas.challenge.safeParse(await c.req.json().catch(() => undefined));
    if (!parsed.success) return c.json({ error: 'invalid_request' }, 400);
    if (!challenges.take(client(c))) return c.json({ error: 'rate_limited' }, 429);
    return c.json(
      walletProofs.issue({
        action: `username-${parsed.data.action}`,
        address: getAddress(parsed.data.address),
        origin: options.own(c),
        chainId: options.chainId(),
      }),
    );
  });

  app.post('/claim', async (c) => {
    const request = await proven(c, schemas.claim, 'username-claim');
    if (request instanceof Response) return request;
    const owner = getAddress(request.address);
    if (await store.byAddress(owner)) return c.json({ error: 'address_limit' }, 409);
    if (!(await store.isAvailable(request.username))) return c.json({ error: 'unavailable' }, 409);
    if (!devices.take(client(c))) return c.json({ error: 'device_limit' }, 429);
    const outcome = await store.claimFor({ username: request.username, address: owner });
    if (outcome !== 'claimed') return c.json({ error: outcome }, 409);
    return c.json({ username: request.username, address: owner }, 201);
  });

  app.post('/change', async (c) => {
    const request = await proven(c, schemas.claim, 'username-change');
    if (request instanceof Response) return request;
    const owner = getAddress(request.address);
    const outcome = await store.change(owner, request.username);
    if (outcome === 'not_found') return c.json({ error: 'not_found' }, 404);
    if (outcome !== 'changed') return c.json({ error: outcome, maxChanges: MAX_USERNAME_CHANGES }, 409);
    return c.json({
      username: request.username,
      address: owner,
      changesLeft: MAX_USERNAME_CHANGES - (await store.changeCount(owner)),
    });
  });

  app.post('/delete', async (c) => {
    const request = await proven(c, schemas.delete, 'username-delete');
    if (request instanceof Response) return request;
    return (await store.delete(getAddress(request.address))) ? c.body(null, 204) : c.json({ error: 'not_found' }, 404);
  });

  app.post('/profile', async (c) => {
    const request = await proven(c, schemas.profile, 'username-profile');
    if (request instanceof Response) return request;
    const { bio, links, avatar: image } = request;
    const saved = await store.setProfile(getAddress(request.address), { bio, links, avatar: image });
    return saved ? c.body(null, 204) : c.json({ error: 'not_found' }, 404);
  });

  return app;
}
