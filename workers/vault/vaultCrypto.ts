// The embedded wallet's vault: the secret (recovery phrase) sealed with AES-GCM under a key derived from the password
// with PBKDF2-SHA256. WebCrypto does both; the key is never extractable and the password never stored.

/** OWASP's 2023 floor for PBKDF2-HMAC-SHA256. */
export const PBKDF2_ITERATIONS = 600_000;

export type SealedVault = {
  version: 1;
  kdf: { name: 'PBKDF2'; hash: 'SHA-256'; iterations: number; salt: string };
  cipher: { name: 'AES-GCM'; iv: string };
  ciphertext: string;
};

/** The password does not open this vault (AES-GCM's authentication failed). */
export class WrongPasswordError extends Error {
  override name = 'WrongPasswordError';
}

export const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
export const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

async function deriveKey(password: string, salt: Uint8Array, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(password.normalize('NFKC')),
    'PBKDF2',
    false,
    ['deriveKey'],
  );
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt: salt as BufferSource, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Seals a secret under a password; every call draws a fresh salt and IV. */
export async function sealSecret(
  password: string,
  secret: string,
  iterations = PBKDF2_ITERATIONS,
): Promise<SealedVault> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(password, salt, iterations);
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(secret)),
  );
  return {
    version: 1,
    kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations, salt: toBase64(salt) },
    cipher: { name: 'AES-GCM', iv: toBase64(iv) },
    ciphertext: toBase64(ciphertext),
  };
}

/**
 * Decrypts what `encryptText` sealed; AES-GCM's authentication fails under any other key, which is a WrongPasswordError
 * (a wrong password here, a passkey other than the sealing one in passkeyVault.ts).
 */
export async function decryptText(key: CryptoKey, iv: string, ciphertext: string): Promise<string> {
  try {
    const plain = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: fromBase64(iv) as BufferSource },
      key,
      fromBase64(ciphertext) as BufferSource,
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new WrongPasswordError('Wrong password');
  }
}

/** Opens a vault; throws WrongPasswordError when the password is not the one it was sealed with. */
export async function openSecret(password: string, vault: SealedVault): Promise<string> {
  const key = await deriveKey(password, fromBase64(vault.kdf.salt), vault.kdf.iterations);
  return decryptText(key, vault.cipher.iv, vault.ciphertext);
}
