// The server's side of a wallet proof (contract/walletProof.ts): issue a challenge for an action and an address, then
// accept a signature over its EIP-4361 message once, before it expires, for that action and address only.
import type { Context } from 'hono';
import { type Address, type Hex, getAddress, isHex, verifyMessage } from 'viem';
import type { z } from 'zod';
import { type WalletProofAction, type WalletProofChallenge, walletProofMessage } from '../contract/walletProof.ts';
import { ChallengeBook, type ChallengeEntry } from './challengeBook.ts';

/** How long a wallet has to sign a challenge. */
export const WALLET_PROOF_TTL_MS = 5 * 60_000;

type Pending = { action: WalletProofAction; address: Address; origin: string; chainId: number };

export type WalletProofFailure = 'unknown' | 'expired' | 'mismatch' | 'bad_signature';

export type WalletProofs = ReturnType<typeof createWalletProofs>;

export function createWalletProofs(options: { ttlMs?: number; now?: () => number; maxEntries?: number } = {}) {
  const book = new ChallengeBook<Pending>({
    ttlMs: options.ttlMs ?? WALLET_PROOF_TTL_MS,
    now: options.now,
    maxEntries: options.maxEntries,
  });
  const toChallenge = (entry: ChallengeEntry<Pending>): WalletProofChallenge => ({
    challengeId: entry.id,
    action: entry.action,
    address: entry.address,
    origin: entry.origin,
    chainId: entry.chainId,
    // EIP-4361 nonces are alphanumeric: the id without its base64url punctuation
    nonce: entry.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 32),
    issuedAt: entry.issuedAt,
    expiresAt: entry.expiresAt,
  });
  return {
    /** A challenge for `address` to sign for `action` on the server at `origin`. */
    issue(request: Pending): WalletProofChallenge & { message: string } {
      const challenge = toChallenge(book.issue({ ...request, address: getAddress(request.address) }));
      return { ...challenge, message: walletProofMessage(challenge) };
    },

    /**
     * Uses up a challenge for `action` on `address` without a signature: for a request another credential approves
     * (a passkey session reading a backup, issue 32), so that each such request is still single-use and in time.
     */
    spend(
      challengeId: unknown,
      expected: { action: WalletProofAction; address: Address },
    ): { ok: true } | { ok: false; reason: WalletProofFailure } {
      const taken = book.take(
        challengeId,
        (entry) => entry.action === expected.action && entry.address.toLowerCase() === expected.address.toLowerCase(),
      );
      return taken.ok ? { ok: true } : taken;
    },

    /** Checks (and uses up) a proof: signed by `address`, for `action`, in time. */
    async verify(
      proof: { challengeId: unknown; signature: unknown },
      expected: { action: WalletProofAction; address: Address },
    ): Promise<{ ok: true } | { ok: false; reason: WalletProofFailure }> {
      const taken = book.take(
        proof.challengeId,
        (entry) => entry.action === expected.action && entry.address.toLowerCase() === expected.address.toLowerCase(),
      );
      if (!taken.ok) return taken;
      const signature = proof.signature;
      if (typeof signature !== 'string' || !isHex(signature) || signature.length > 2 + 2 * 65)
        return { ok: false, reason: 'bad_signature' };
      const message = walletProofMessage(toChallenge(taken.entry));
      const valid = await verifyMessage({ address: taken.entry.address, message, signature: signature as Hex }).catch(
        () => false,
      );
      return valid ? { ok: true } : { ok: false, reason: 'bad_signature' };
    },
  };
}

/** The HTTP status and error code of a failed proof: 403 for someone else's signature, 409 for a used or old one. */
export function proofFailureResponse(reason: WalletProofFailure): { status: 401 | 403 | 409; error: string } {
  if (reason === 'bad_signature') return { status: 403, error: 'invalid_signature' };
  if (reason === 'mismatch') return { status: 403, error: 'challenge_mismatch' };
  return { status: 409, error: reason === 'expired' ? 'challenge_expired' : 'unknown_challenge' };
}

/**
 * Parses a request's body with `schema` and spends the wallet proof it carries for `action` on its address: the
 * parsed body, or the refusal to answer (400 for a malformed body, then proofFailureResponse's).
 */
export async function readProvenBody<T extends { address: string; challengeId: string; signature: string }>(
  c: Context,
  walletProofs: WalletProofs,
  schema: z.ZodType<T, z.ZodTypeDef, unknown>,
  action: WalletProofAction,
): Promise<T | Response> {
  const parsed = schema.safeParse(await c.req.json().catch(() => undefined));
  if (!parsed.success) return c.json({ error: 'invalid_request' }, 400);
  const result = await walletProofs.verify(parsed.data, { action, address: getAddress(parsed.data.address) });
  if (result.ok) return parsed.data;
  const { status, error } = proofFailureResponse(result.reason);
  return c.json({ error }, status);
}
