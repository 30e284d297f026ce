// The cloud backup's wire (issue 32, spec §1 "cloud backup", §3 "cloud backup status"): the recovery phrase sealed in
// the browser under a backup password (workers/vault/backupCrypto.ts), stored by server/backups keyed by the address.
// The server only ever holds this envelope; reading, replacing or deleting it takes a wallet proof
// (contract/walletProof.ts) from that address. Reading, and only reading, may instead be approved by a passkey sign-in
// session (contract/passkeys.ts) bound to that address: a new device has the synced passkey but not the key.
import type { Address } from 'viem';
import type { WalletProofChallenge } from './walletProof.ts';

export const CLOUD_BACKUP_PATH = '/api/backups';

/** The sealed phrase: what the vault seals (PBKDF2-SHA256, AES-GCM), with base64 salt, IV and ciphertext. */
export type CloudBackupEnvelope = {
  version: 1;
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  cipher: { name: 'AES-GCM'; iv: string };
  ciphertext: string;
};

/** The bounds the server holds an envelope to, and the app before it derives a key from one. */
export const CLOUD_BACKUP_BOUNDS = {
  minIterations: 100_000,
  maxIterations: 10_000_000,
  saltBytes: { min: 16, max: 64 },
  ivBytes: 12,
  /** A 24-word phrase is at most 24 × 8 letters and 23 spaces, sealed with a 16-byte tag: far below this. */
  ciphertextBytes: { min: 17, max: 1024 },
} as const;

export type CloudBackupAction = 'put' | 'get' | 'delete';

/** POST /challenge */
export type CloudBackupChallengeRequest = { address: Address; action: CloudBackupAction };
export type CloudBackupChallengeResponse = WalletProofChallenge & { message: string };

/** POST /put, /get and /delete carry the proof; /put the envelope too. */
export type CloudBackupProofRequest = { address: Address; challengeId: string; signature: `0x${string}` };
export type PutCloudBackupRequest = CloudBackupProofRequest & { envelope: CloudBackupEnvelope };
export type GetCloudBackupResponse = { envelope: CloudBackupEnvelope; updatedAt: number };

/**
 * POST /get approved by a passkey session (header `Authorization: Bearer <session>`) instead of a signature: the
 * challenge (action `get`) is still single-use.
 */
export type SessionCloudBackupRequest = { address: Address; challengeId: string };

/** One backup as a new device lists it before reading: whose, and since when. */
export type CloudBackupSummary = { address: Address; updatedAt: number };

/** GET /account with the session's bearer: the backups of the signed-in account (the address its passkey is bound to). */
export type CloudBackupAccountResponse = { address: Address; backups: CloudBackupSummary[] };

/** GET /status?address= (spec §3 "cloud backup status"; no envelope). */
export type CloudBackupStatus = { backedUp: boolean; updatedAt?: number };

export type CloudBackupErrorCode =
  | 'invalid_request'
  | 'invalid_envelope'
  | 'unknown_challenge'
  | 'challenge_expired'
  | 'challenge_mismatch'
  | 'invalid_signature'
  | 'not_found'
  | 'invalid_session'
  | 'session_mismatch'
  | 'rate_limited';
