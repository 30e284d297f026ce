// base64url without padding, the encoding of WebAuthn ids and of the wallet's wire payloads (the import hand-off, the
// extension's passkey hand-off), as both the browser and the server read it: @scure/base's codec, one name for it.
import { base64urlnopad } from '@scure/base';

/** Its alphabet only: what may be checked before decoding (a length of 4n + 1 still does not decode). */
export const BASE64URL = /^[A-Za-z0-9_-]+$/;

export const toBase64url = (bytes: Uint8Array): string => base64urlnopad.encode(bytes);
/** Throws on anything that is not unpadded base64url. */
export const fromBase64url = (text: string): Uint8Array => base64urlnopad.decode(text);

/** `length` random bytes (a nonce, a challenge, a user handle), as base64url. */
export const randomBase64url = (length: number): string => toBase64url(crypto.getRandomValues(new Uint8Array(length)));
