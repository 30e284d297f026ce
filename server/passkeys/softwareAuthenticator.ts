// A WebAuthn authenticator in software for the passkey service's tests: an ES256 key in WebCrypto, "none"
// attestation, CBOR from @simplewebauthn's own helpers. It answers the options the service sends as a browser and a
// platform authenticator would (user present and verified, a counter that moves on), for the origin it is given.
import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '../../contract/passkeys.ts';

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash('sha256').update(data).digest());
const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const concat = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));
const uint32 = (n: number) => new Uint8Array([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);

/** An ECDSA signature as WebCrypto makes it (r ‖ s) in the DER form WebAuthn carries. */
function derSignature(raw: Uint8Array): Uint8Array {
  const integer = (bytes: Uint8Array) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.slice(start);
    const padded = trimmed[0]! & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, padded.length]), padded);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

type Credential = { id: Uint8Array; keys: webcrypto.CryptoKeyPair; userHandle: string; counter: number };

export type SoftwareAuthenticatorOptions = {
  /** The page's origin the browser would put in clientData. */
  origin: string;
  /** The AAGUID it reports (hyphenated); default all zeros. */
  aaguid?: string;
  /** Leave the user-verified flag off. */
  withoutUserVerification?: boolean;
};

export class SoftwareAuthenticator {
  readonly credentials: Credential[] = [];
  constructor(private readonly options: SoftwareAuthenticatorOptions) {}

  private clientData(type: string, challenge: string) {
    return new TextEncoder().encode(
      JSON.stringify({ type, challenge, origin: this.options.origin, crossOrigin: false }),
    );
  }

  private flags(attested: boolean) {
    // UP, UV unless told otherwise, AT when attested credential data follows
    return (1 | (this.options.withoutUserVerification ? 0 : 4) | (attested ? 64 : 0)) & 255;
  }

  /** navigator.credentials.create: a new discoverable credential for the options' relying party and user. */
  async create(options: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
    const keys = (await webcrypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as webcrypto.CryptoKeyPair;
    const jwk = await webcrypto.subtle.exportKey('jwk', keys.publicKey);
    const cose = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
    const id = new Uint8Array(randomBytes(32));
    const aaguid = new Uint8Array(Buffer.from((this.options.aaguid ?? '0'.repeat(32)).replace(/-/g, ''), 'hex'));
    const authData = concat(
      sha256(options.rp.id!),
      new Uint8Array([this.flags(true)]),
      uint32(0),
      aaguid,
      new Uint8Array([id.length >> 8, id.length & 255]),
      id,
      cose,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<never, never> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<never, never>()],
        ['authData', authData],
      ]),
    );
    this.credentials.push({ id, keys, userHandle: options.user.id, counter: 0 });
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(this.clientData('webauthn.create', options.challenge)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** navigator.credentials.get: an assertion by one of its credentials (the first allowed, or the one named). */
  async get(
    options: PublicKeyCredentialRequestOptionsJSON,
    credentialId?: string,
  ): Promise<AuthenticationResponseJSON> {
    const allowed = options.allowCredentials?.map((c) => c.id);
    const credential = this.credentials.find((c) => {
      const id = b64url(c.id);
      return (credentialId === undefined || id === credentialId) && (!allowed?.length || allowed.includes(id));
    });
    if (!credential) throw new Error('NotAllowedError: no credential for this request');
    credential.counter += 1;
    const clientDataJSON = this.clientData('webauthn.get', options.challenge);
    const authData = concat(sha256(options.rpId!), new Uint8Array([this.flags(false)]), uint32(credential.counter));
    const raw = new Uint8Array(
      await webcrypto.subtle.sign(
        { name: 'ECDSA', hash: 'SHA-256' },
        credential.keys.privateKey,
        concat(authData, sha256(clientDataJSON)),
      ),
    );
    return {
      id: b64url(credential.id),
      rawId: b64url(credential.id),
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(derSignature(raw)),
        userHandle: credential.userHandle,
      },
    };
  }
}
