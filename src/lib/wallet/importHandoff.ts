// The wallet's end-to-end encryption for import with a one-time code (issue 32): the new device makes an ephemeral
// ECDH P-256 key pair and publishes its public key through the relay; the device that holds the wallet makes its own
// ephemeral pair, agrees a shared secret, derives an AES-GCM key with HKDF-SHA256 bound to the relay's channel, and
// seals the wallet. The relay sees public keys and ciphertext only. WebCrypto does all of it; the private keys are
// never extractable.
import { base64urlnopad } from '@scure/base';

/** A sealed handoff as the relay carries it (contract/importRelay.ts's ImportPayload), all base64url. */
export type SealedHandoff = { publicKey: string; iv: string; ciphertext: string };

/** The handoff could not be opened: another key, another channel, or damaged on the way (spec §8 import errors). */
export class HandoffDecryptionError extends Error {
  override name = 'HandoffDecryptionError';
}

const ECDH = { name: 'ECDH', namedCurve: 'P-256' } as const;
const INFO = new TextEncoder().encode('sluice-import-handoff-v1');

const { encode: toBase64url, decode: fromBase64url } = base64urlnopad;

export type HandoffKeyPair = { privateKey: CryptoKey; publicKey: string };

/** The new device's (or the sender's) ephemeral key pair; the public key raw and uncompressed, base64url. */
export async function createHandoffKeyPair(): Promise<HandoffKeyPair> {
  const pair = (await crypto.subtle.generateKey(ECDH, false, ['deriveBits'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  return { privateKey: pair.privateKey, publicKey: toBase64url(raw) };
}

/** The AES-GCM key both sides derive: ECDH's shared secret through HKDF, salted with the channel. */
async function handoffKey(privateKey: CryptoKey, peerPublicKey: string, channelId: string, usage: KeyUsage) {
  const peer = await crypto.subtle.importKey('raw', fromBase64url(peerPublicKey) as BufferSource, ECDH, false, []);
  const shared = await crypto.subtle.deriveBits({ name: 'ECDH', public: peer }, privateKey, 256);
  const material = await crypto.subtle.importKey('raw', shared, 'HKDF', false, ['deriveKey']);
  return crypto.subtle.deriveKey(
    { name: 'HKDF', hash: 'SHA-256', salt: new TextEncoder().encode(channelId), info: INFO },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    [usage],
  );
}

/**
 * Seals `secret` for the device whose public key the relay gave, on `channelId`; a fresh ephemeral key and IV each
 * time.
 * @example
 * const payload = await sealHandoff(claim.publicKey, claim.channelId, phrase);
 */
export async function sealHandoff(
  recipientPublicKey: string,
  channelId: string,
  secret: string,
): Promise<SealedHandoff> {
  const ephemeral = await createHandoffKeyPair();
  const key = await handoffKey(ephemeral.privateKey, recipientPublicKey, channelId, 'encrypt');
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const ciphertext = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-GCM', iv, additionalData: new TextEncoder().encode(channelId) },
      key,
      new TextEncoder().encode(secret),
    ),
  );
  return { publicKey: ephemeral.publicKey, iv: toBase64url(iv), ciphertext: toBase64url(ciphertext) };
}

/** Opens a handoff with the new device's private key; throws HandoffDecryptionError and nothing else. */
export async function openHandoff(privateKey: CryptoKey, channelId: string, sealed: SealedHandoff): Promise<string> {
  try {
    const key = await handoffKey(privateKey, sealed.publicKey, channelId, 'decrypt');
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64url(sealed.iv) as BufferSource,
        additionalData: new TextEncoder().encode(channelId),
      },
      key,
      fromBase64url(sealed.ciphertext) as BufferSource,
    );
    return new TextDecoder().decode(plain);
  } catch {
    throw new HandoffDecryptionError('The wallet could not be decrypted');
  }
}
