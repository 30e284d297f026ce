// The one-time-code import relay's wire (issue 32, spec §4 "Import one-time code expires and is replaced", §9 "one-time
// code 6 characters"): the new device opens a session with an ephemeral ECDH P-256 public key and shows a QR code
// (the channel and the code) and the code; the device that holds the wallet claims the session with the code, seals
// the wallet to that key (src/lib/wallet/importHandoff.ts) and delivers it; the new device receives it once and the
// server forgets it. The server relays only ciphertext.

export const IMPORT_RELAY_PATH = '/api/import-relay';

/** spec §9: 6 characters, from letters and digits that cannot be mistaken for one another. */
export const IMPORT_CODE_LENGTH = 6;
export const IMPORT_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** How long a code is good for before the new device replaces it (the countdown it shows). */
export const IMPORT_CODE_TTL_MS = 2 * 60_000;
/** How long a session lives, codes replaced or not. */
export const IMPORT_SESSION_TTL_MS = 15 * 60_000;
/** Wrong codes a session or a client may submit before it is locked out. */
export const IMPORT_MAX_FAILED_ATTEMPTS = 5;
export const IMPORT_LOCKOUT_MS = 5 * 60_000;

/** A P-256 public key, raw uncompressed (65 bytes), base64url. */
export type ImportPublicKey = string;

/** What the sender's device seals to the new device's key. */
export type ImportPayload = { publicKey: ImportPublicKey; iv: string; ciphertext: string };

/** POST /sessions */
export type OpenImportSessionRequest = { publicKey: ImportPublicKey };
export type ImportSession = {
  /** The new device's secret: it replaces the code and receives the payload with it. */
  sessionId: string;
  /** Public: the QR code carries it with the code, so a scan counts wrong codes against this session. */
  channelId: string;
  code: string;
  /** Unix milliseconds when the code expires, by the server's clock. */
  codeExpiresAt: number;
  /** How long the code is good for from this answer: what the new device counts down on its own clock. */
  codeExpiresInMs: number;
};
/** POST /sessions/refresh { sessionId }: a new code (the old one stops working). */
export type RefreshImportCodeResponse = Pick<ImportSession, 'code' | 'codeExpiresAt' | 'codeExpiresInMs'>;

/** The QR code's text: the channel and the code. */
export const importQrText = (session: Pick<ImportSession, 'channelId' | 'code'>) =>
  `sluice-import:${session.channelId}:${session.code}`;
export function parseImportQrText(text: string): { channelId: string; code: string } | undefined {
  const match = /^sluice-import:([\w-]{16,64}):([A-Za-z0-9]{6})$/.exec(text.trim());
  return match ? { channelId: match[1]!, code: match[2]!.toUpperCase() } : undefined;
}

/** POST /claim: the device holding the wallet presents the code (and the channel, when it scanned the QR). */
export type ClaimImportRequest = { code: string; channelId?: string };
export type ClaimImportResponse = { channelId: string; publicKey: ImportPublicKey; claimToken: string };

/** POST /deliver */
export type DeliverImportRequest = { channelId: string; claimToken: string; payload: ImportPayload };

/** POST /receive { sessionId }: 200 with the payload once, 202 while none has come. */
export type ReceiveImportResponse = { payload: ImportPayload };

/** A wrong code: spec §8 "The code you submitted is incorrect..." with the count of failed attempts. */
export type WrongImportCode = { error: 'wrong_code'; failedAttempts: number; attemptsLeft: number };
export type ImportLockedOut = { error: 'locked_out'; retryAfterMs: number };
export type ImportRelayErrorCode =
  | 'invalid_request'
  | 'wrong_code'
  | 'locked_out'
  | 'unknown_session'
  | 'already_claimed'
  | 'already_delivered'
  | 'busy';
