// Passkey unlock (issue 32): the recovery phrase sealed a second time, under a key the passkey itself gives through
// WebAuthn's PRF extension (32 bytes only that authenticator returns for this site and our fixed salt). HKDF-SHA256
// turns those bytes into an AES-GCM key; the password's vault stays as it is, the fallback.
import { decryptText, fromBase64, toBase64 } from './vaultCrypto.ts';

export type PasskeySealedVault = {
  version: 1;
  /** The credential (base64url) whose PRF output opens this seal. */
  credentialId: string;
  kdf: { name: 'HKDF'; hash: 'SHA-256'; salt: string };
  cipher: { name: 'AES-GCM'; iv: string };
  ciphertext: string;
};

/** PRF outputs shorter than this are not a key (WebAuthn's PRF gives 32 bytes). */
const MIN_PRF_BYTES = 32;
const INFO = new TextEncoder().encode('sluice passkey vault v1');

async function deriveKey(prfOutput: Uint8Array, salt: Uint8Array): Promise<CryptoKey> {
  if (prfOutput.byteLength < MIN_PRF_BYTES) throw new Error('The passkey gave no usable key');
  const material = await crypto.subtle.importKey('raw', prfOutput as BufferSource, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: salt as BufferSource, info: INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Seals `secret` under the key a passkey's PRF output gives; every call draws a fresh salt and IV. */
export async function sealForPasskey(
  credentialId: string,
  prfOutput: Uint8Array,
  secret: string,
): Promise<PasskeySealedVault> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const key = await deriveKey(prfOutput, salt);
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(secret)),
  );
  return {
    version: 1,
    credentialId,
    kdf: { name: 'HKDF', hash: 'SHA-256', salt: toBase64(salt) },
    cipher: { name: 'AES-GCM', iv: toBase64(iv) },
    ciphertext: toBase64(ciphertext),
  };
}

/** Opens a passkey seal; throws WrongPasswordError when the PRF output is not the one it was sealed with. */
export async function openWithPasskey(sealed: PasskeySealedVault, prfOutput: Uint8Array): Promise<string> {
  const key = await deriveKey(prfOutput, fromBase64(sealed.kdf.salt));
  return decryptText(key, sealed.cipher.iv, sealed.ciphertext);
}
