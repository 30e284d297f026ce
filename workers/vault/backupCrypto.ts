// Cloud backup in the browser (issue 32): the recovery phrase sealed under the backup password with the vault's own
// KDF and cipher (PBKDF2-SHA256, AES-GCM; vaultCrypto.ts), so the backup service only ever holds ciphertext. The
// backup password is not the wallet's: a person may set it apart. Opening a backup fails only with WrongPasswordError
// (spec §8 "Wrong password"), whatever is wrong with the password or the envelope.
import { PBKDF2_ITERATIONS, type SealedVault, WrongPasswordError, openSecret, sealSecret } from './vaultCrypto.ts';

/** The bounds an envelope is held to before a key is derived from it (contract/cloudBackup.ts holds the same). */
const MIN_ITERATIONS = 100_000;
const MAX_ITERATIONS = 10_000_000;
const MAX_CIPHERTEXT_CHARS = 4096;

/** Seals a recovery phrase under the backup password: the envelope the backup service stores. */
export function sealBackup(password: string, phrase: string, iterations = PBKDF2_ITERATIONS): Promise<SealedVault> {
  return sealSecret(password, phrase, iterations);
}

function isWellFormed(envelope: unknown, minIterations: number): envelope is SealedVault {
  const e = envelope as Partial<SealedVault> | null;
  return (
    typeof e === 'object' &&
    e !== null &&
    e.version === 1 &&
    e.kdf?.name === 'PBKDF2' &&
    e.kdf.hash === 'SHA-256' &&
    Number.isInteger(e.kdf.iterations) &&
    e.kdf.iterations >= minIterations &&
    e.kdf.iterations <= MAX_ITERATIONS &&
    typeof e.kdf.salt === 'string' &&
    e.cipher?.name === 'AES-GCM' &&
    typeof e.cipher.iv === 'string' &&
    typeof e.ciphertext === 'string' &&
    e.ciphertext.length <= MAX_CIPHERTEXT_CHARS
  );
}

/**
 * Opens a backup with its password. Throws WrongPasswordError, and nothing else, for another password, a damaged
 * envelope, or one whose KDF cost is out of bounds (a hostile one could otherwise hold the browser for hours).
 * `minIterations` is lowered only by tests.
 */
export async function openBackup(password: string, envelope: unknown, minIterations = MIN_ITERATIONS): Promise<string> {
  if (!isWellFormed(envelope, minIterations)) throw new WrongPasswordError('Wrong password');
  try {
    return await openSecret(password, envelope);
  } catch {
    throw new WrongPasswordError('Wrong password');
  }
}
