// spec §7 "Passkey" with WebAuthn (@simplewebauthn/server): list an address's authenticators, start a challenge to
// register, delete or sign in, register (platform or cross-platform), delete, sign in and sign out. Challenges are
// single-use and expire; an authenticator is bound to the address that registered it, and registering or deleting
// one is approved by the wallet's signature or by one of the address's own passkeys (spec §4 "verify first").
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { type Context, Hono } from 'hono';
import { randomBytes } from 'node:crypto';
import { type Address, getAddress, hexToBytes, isAddress } from 'viem';
import { z } from 'zod';
import type {
  PasskeyAttachment,
  PasskeyAuthenticator,
  PasskeyChallengeResponse,
  PasskeyErrorCode,
} from '../../contract/passkeys.ts';
import { ChallengeBook } from '../challengeBook.ts';
import { clientAddress, type OwnOrigin, RequestCounter } from '../security.ts';
import { proofFailureResponse, type WalletProofs } from '../walletProofs.ts';
import type { PasskeyStore, StoredAuthenticator } from './passkeyStore.ts';
import { providerNameOf } from './providerNames.ts';

/** How long a ceremony may take (WebAuthn's own timeout is a minute; the person may dither). */
export const PASSKEY_CHALLENGE_TTL_MS = 5 * 60_000;
export const PASSKEY_SESSION_TTL_MS = 24 * 60 * 60_000;
/** The most passkeys one address keeps. */
export const MAX_AUTHENTICATORS_PER_ADDRESS = 10;

export type PasskeyServiceOptions = {
  store: PasskeyStore;
  walletProofs: WalletProofs;
  own: OwnOrigin;
  /** The relying party's id; default the app's own host name (WebAuthn refuses IP addresses: browse `localhost`). */
  rpId?: string;
  /** Origins besides the app's own whose ceremonies are accepted (the extension's). */
  extraOrigins?: readonly string[];
  /** The chain the wallet proofs name. */
  chainId: () => number;
  trustProxy?: boolean;
  ttlMs?: number;
  now?: () => number;
  /** Challenges one client may ask for per minute. */
  challengesPerMinute?: number;
};

type Pending = {
  action: 'register' | 'delete' | 'authenticate';
  address?: Address;
  attachment?: PasskeyAttachment;
  walletProofId?: string;
};

const address = z.string().refine((value) => isAddress(value, { strict: false }), 'invalid address');
const id = z.string().min(1).max(256);
// the ceremony responses are checked by @simplewebauthn itself; here only their outer shape and size
const credentialJson = z.object({ id, rawId: id, type: z.literal('public-key'), response: z.object({}).passthrough() });
const assertion = credentialJson.passthrough();
const approval = z.union([z.object({ signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/) }), z.object({ assertion })]);
const name = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}]+$/u);
const schemas = {
  challenge: z.discriminatedUnion('action', [
    z.object({
      action: z.literal('register'),
      address,
      attachment: z.enum(['platform', 'cross-platform']).optional(),
      name: name.optional(),
    }),
    z.object({ action: z.literal('delete'), address }),
    z.object({ action: z.literal('authenticate'), address: address.optional() }),
  ]),
  register: z.object({ challengeId: id, address, credential: credentialJson.passthrough(), approval }),
  delete: z.object({ challengeId: id, address, credentialId: id, approval }),
  signIn: z.object({ challengeId: id, assertion }),
  signOut: z.object({ session: id }),
};

const toPublic = (a: StoredAuthenticator): PasskeyAuthenticator => ({
  id: a.id,
  creationTime: a.creationTime,
  providerName: a.providerName,
});

const fromBase64url = (text: string) => new Uint8Array(Buffer.from(text, 'base64url'));

export function createPasskeyService(options: PasskeyServiceOptions) {
  const app = new Hono();
  const { store, walletProofs } = options;
  const now = options.now ?? Date.now;
  const challenges = new ChallengeBook<Pending>({ ttlMs: options.ttlMs ?? PASSKEY_CHALLENGE_TTL_MS, now });
  const counter = new RequestCounter(options.challengesPerMinute ?? 120, 60_000, now);
  const relyingParty = (c: Context) => {
    const origin = options.own(c);
    return { rpId: options.rpId ?? new URL(origin).hostname, origins: [origin, ...(options.extraOrigins ?? [])] };
  };
  const refuse = (c: Context, status: 400 | 401 | 403 | 404 | 409 | 429, error: PasskeyErrorCode) =>
    c.json({ error }, status);
  const body = async <T>(c: Context, schema: z.ZodType<T, z.ZodTypeDef, unknown>) => {
    const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
    return parsed.success ? parsed.data : undefined;
  };

  /** Verifies an assertion by the stored authenticator and moves its counter on; false for anything amiss. */
  const verifyAssertion = async (
    c: Context,
    response: AuthenticationResponseJSON,
    authenticator: StoredAuthenticator,
    challenge: string,
  ) => {
    const { rpId, origins } = relyingParty(c);
    try {
      const { verified, authenticationInfo } = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origins,
        expectedRPID: rpId,
        credential: {
          id: authenticator.id,
          publicKey: fromBase64url(authenticator.publicKey),
          counter: authenticator.counter,
          transports: authenticator.transports as never,
        },
        requireUserVerification: true,
      });
      if (!verified) return false;
      await store.setCounter(authenticator.id, authenticationInfo.newCounter);
      return true;
    } catch {
      // a malformed response, a counter gone backwards, another origin or challenge: not this passkey's approval
      return false;
    }
  };

  /** The wallet's signature over the challenge's proof, or an assertion by one of the address's own passkeys. */
  const approved = async (
    c: Context,
    pending: Pending & { id: string },
    owner: Address,
    approval: z.infer<typeof schemas.register>['approval'],
  ): Promise<Response | undefined> => {
    if ('signature' in approval) {
      const result = await walletProofs.verify(
        { challengeId: pending.walletProofId, signature: approval.signature },
        { action: pending.action === 'register' ? 'passkey-register' : 'passkey-delete', address: owner },
      );
      if (result.ok) return undefined;
      const { status, error } = proofFailureResponse(result.reason);
      return c.json({ error }, status);
    }
    const authenticator = await store.byId(approval.assertion.id);
    if (!authenticator || authenticator.address.toLowerCase() !== owner.toLowerCase())
      return refuse(c, 403, 'unknown_authenticator');
    const ok = await verifyAssertion(
      c,
      approval.assertion as unknown as AuthenticationResponseJSON,
      authenticator,
      pending.id,
    );
    return ok ? undefined : refuse(c, 403, 'verification_failed');
  };

  const takeChallenge = (c: Context, challengeId: string, action: Pending['action'], owner?: Address) => {
    const taken = challenges.take(
      challengeId,
      (entry) =>
        entry.action === action &&
        (owner === undefined || entry.address === undefined || entry.address.toLowerCase() === owner.toLowerCase()),
    );
    if (taken.ok) return taken.entry;
    const { status, error } = proofFailureResponse(taken.reason);
    return c.json({ error }, status);
  };

  app.get('/authenticators', async (c) => {
    const owner = c.req.query('address');
    if (!owner || !isAddress(owner, { strict: false })) return refuse(c, 400, 'invalid_request');
    return c.json({ authenticators: (await store.byAddress(owner)).map(toPublic) });
  });

  app.post('/challenge', async (c) => {
    const request = await body(c, schemas.challenge);
    if (!request) return refuse(c, 400, 'invalid_request');
    if (!counter.take(clientAddress(c, options.trustProxy ?? false))) return refuse(c, 429, 'invalid_request');
    const { rpId } = relyingParty(c);
    const owner = request.address ? getAddress(request.address) : undefined;
    const existing = owner ? await store.byAddress(owner) : [];
    const walletProof =
      request.action === 'authenticate'
        ? undefined
        : walletProofs.issue({
            action: request.action === 'register' ? 'passkey-register' : 'passkey-delete',
            address: owner!,
            origin: options.own(c),
            chainId: options.chainId(),
          });
    const entry = challenges.issue({
      action: request.action,
      address: owner,
      ...(request.action === 'register' && request.attachment ? { attachment: request.attachment } : {}),
      ...(walletProof ? { walletProofId: walletProof.challengeId } : {}),
    });
    const challenge = fromBase64url(entry.id);
    const response: PasskeyChallengeResponse = {
      challengeId: entry.id,
      expiresAt: entry.expiresAt,
      ...(walletProof ? { walletProof } : {}),
    };
    if (request.action === 'register') {
      if (existing.length >= MAX_AUTHENTICATORS_PER_ADDRESS) return refuse(c, 409, 'too_many_authenticators');
      response.creationOptions = await generateRegistrationOptions({
        rpName: 'Sluice',
        rpID: rpId,
        userID: new Uint8Array(hexToBytes(owner!)),
        userName: request.name ?? owner!,
        userDisplayName: request.name ?? owner!,
        challenge,
        attestationType: 'none',
        excludeCredentials: existing.map((a) => ({ id: a.id, transports: a.transports as never })),
        authenticatorSelection: {
          residentKey: 'required',
          userVerification: 'required',
          ...(request.attachment ? { authenticatorAttachment: request.attachment } : {}),
        },
        // ES256 and RS256: what platform authenticators make
        supportedAlgorithmIDs: [-7, -257],
      });
    }
    if (request.action !== 'register' || existing.length > 0)
      response.requestOptions = await generateAuthenticationOptions({
        rpID: rpId,
        challenge,
        userVerification: 'required',
        allowCredentials: existing.map((a) => ({ id: a.id, transports: a.transports as never })),
      });
    return c.json(response);
  });

  app.post('/register', async (c) => {
    const request = await body(c, schemas.register);
    if (!request) return refuse(c, 400, 'invalid_request');
    const owner = getAddress(request.address);
    const pending = takeChallenge(c, request.challengeId, 'register', owner);
    if (pending instanceof Response) return pending;
    const refusal = await approved(c, pending, owner, request.approval);
    if (refusal) return refusal;
    const { rpId, origins } = relyingParty(c);
    let registration;
    try {
      registration = await verifyRegistrationResponse({
        response: request.credential as never,
        expectedChallenge: pending.id,
        expectedOrigin: origins,
        expectedRPID: rpId,
        requireUserVerification: true,
        supportedAlgorithmIDs: [-7, -257],
      });
    } catch {
      return refuse(c, 400, 'verification_failed');
    }
    if (!registration.verified) return refuse(c, 400, 'verification_failed');
    if ((await store.byAddress(owner)).length >= MAX_AUTHENTICATORS_PER_ADDRESS)
      return refuse(c, 409, 'too_many_authenticators');
    const { credential, aaguid } = registration.registrationInfo;
    const attachment: PasskeyAttachment =
      request.credential.authenticatorAttachment === 'cross-platform' || pending.attachment === 'cross-platform'
        ? 'cross-platform'
        : 'platform';
    const authenticator: StoredAuthenticator = {
      id: credential.id,
      address: owner,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      aaguid,
      providerName: providerNameOf(aaguid),
      attachment,
      creationTime: now(),
    };
    if (!(await store.insert(authenticator))) return refuse(c, 409, 'already_registered');
    return c.json({ authenticator: toPublic(authenticator) }, 201);
  });

  app.post('/delete', async (c) => {
    const request = await body(c, schemas.delete);
    if (!request) return refuse(c, 400, 'invalid_request');
    const owner = getAddress(request.address);
    const pending = takeChallenge(c, request.challengeId, 'delete', owner);
    if (pending instanceof Response) return pending;
    const refusal = await approved(c, pending, owner, request.approval);
    if (refusal) return refusal;
    if (!(await store.delete(owner, request.credentialId))) return refuse(c, 404, 'unknown_authenticator');
    return c.body(null, 204);
  });

  app.post('/sign-in', async (c) => {
    const request = await body(c, schemas.signIn);
    if (!request) return refuse(c, 400, 'invalid_request');
    const authenticator = await store.byId(request.assertion.id);
    const pending = takeChallenge(c, request.challengeId, 'authenticate', authenticator?.address);
    if (pending instanceof Response) return pending;
    if (!authenticator) return refuse(c, 401, 'unknown_authenticator');
    if (
      !(await verifyAssertion(c, request.assertion as unknown as AuthenticationResponseJSON, authenticator, pending.id))
    )
      return refuse(c, 401, 'verification_failed');
    const session = randomBytes(32).toString('base64url');
    const expiresAt = now() + PASSKEY_SESSION_TTL_MS;
    await store.createSession(session, { address: authenticator.address, credentialId: authenticator.id, expiresAt });
    return c.json({ address: authenticator.address, credentialId: authenticator.id, session, expiresAt });
  });

  app.post('/sign-out', async (c) => {
    const request = await body(c, schemas.signOut);
    if (!request) return refuse(c, 400, 'invalid_request');
    return (await store.endSession(request.session)) ? c.body(null, 204) : refuse(c, 401, 'invalid_session');
  });

  /** The session a bearer token names: who signed in with which passkey, until when. */
  app.get('/session', async (c) => {
    const token = c.req.header('authorization')?.match(/^Bearer ([\w-]{1,256})$/)?.[1];
    const session = token && (await store.session(token, now()));
    return session ? c.json(session) : refuse(c, 401, 'invalid_session');
  });

  return app;
}
