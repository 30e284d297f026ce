// What the wallet's own services share on the app's side (issue 32: passkeys, cloud backup, the import relay): their
// refusals as values the screens map to spec §8 messages, and signing a wallet proof (contract/walletProof.ts) only
// when the server's message is the one the app itself builds for the action and address it asked for.
import type { Address, Hex } from 'viem';
import { type WalletProofAction, type WalletProofChallenge, walletProofMessage } from '../../contract/walletProof';

/** A service's refusal: its error code (the contract's *ErrorCode), the HTTP status and any details it sent. */
export class WalletServiceError extends Error {
  override name = 'WalletServiceError';
  constructor(
    readonly code: string,
    readonly status: number,
    readonly details: Record<string, unknown> = {},
  ) {
    super(`${code} (HTTP ${status})`);
  }
}

export type ServiceFetch = typeof fetch;

/** POSTs JSON and answers the body; a 4xx or 5xx becomes a WalletServiceError with the service's code. */
export async function postJson<T>(fetcher: ServiceFetch, url: string, body: unknown, signal?: AbortSignal): Promise<T> {
  const response = await fetcher(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
  return readJson<T>(response);
}

export async function readJson<T>(response: Response): Promise<T> {
  if (response.status === 204) return undefined as T;
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const { error, ...details } = body;
    throw new WalletServiceError(typeof error === 'string' ? error : 'unavailable', response.status, details);
  }
  return body as T;
}

/** Signs a message the way the connected wallet does (`account.signMessage`, the embedded wallet's session). */
export type SignWalletMessage = (message: string) => Promise<Hex>;

/** The wallet proof's message is not what the app would sign for this action and address: it signs nothing. */
export class UnexpectedProofMessageError extends Error {
  override name = 'UnexpectedProofMessageError';
}

/**
 * Whether the server's challenge is the one the app asked for: the action and address, the page's own origin (when
 * there is a page), and a message rebuilt from the fields alone.
 */
export function isExpectedWalletProof(
  challenge: WalletProofChallenge & { message: string },
  expected: { action: WalletProofAction; address: Address; origin?: string },
): boolean {
  const origin = expected.origin ?? globalThis.location?.origin;
  return (
    challenge.action === expected.action &&
    challenge.address.toLowerCase() === expected.address.toLowerCase() &&
    (origin === undefined || new URL(challenge.origin).origin === origin) &&
    walletProofMessage(challenge) === challenge.message
  );
}

/** Signs a wallet proof after checking the server's challenge (isExpectedWalletProof). */
export function signWalletProof(
  challenge: WalletProofChallenge & { message: string },
  expected: { action: WalletProofAction; address: Address; origin?: string },
  signMessage: SignWalletMessage,
): Promise<Hex> {
  if (!isExpectedWalletProof(challenge, expected))
    return Promise.reject(new UnexpectedProofMessageError('the service asked to sign an unexpected message'));
  return signMessage(challenge.message);
}
