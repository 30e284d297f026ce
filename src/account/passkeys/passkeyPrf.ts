// WebAuthn's PRF extension for passkey unlock (issue 32): every ceremony asks the authenticator for its PRF output
// over one fixed salt, so a passkey gives the same 32 bytes each time it is used on this site; those bytes seal the
// vault a second time (workers/vault/passkeyVault.ts). The output never leaves the browser: it is taken off a
// response before the response is sent to the passkey service.
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '../../../contract/passkeys';
import { randomBase64url } from '../../../contract/base64url';

/** The PRF salt: one constant per app, so the output depends only on the passkey. */
export const PRF_SALT = new TextEncoder().encode('sluice.vault.prf.v1');

type WithExtensions<T> = T & { extensions?: Record<string, unknown> };

/** The options with the PRF extension asked for (evaluated at creation where the authenticator can). */
export function withPrf<T extends PublicKeyCredentialCreationOptionsJSON | PublicKeyCredentialRequestOptionsJSON>(
  options: T,
): T {
  const extended = options as WithExtensions<T>;
  return { ...extended, extensions: { ...extended.extensions, prf: { eval: { first: PRF_SALT } } } } as T;
}

type PrfResults = { prf?: { enabled?: boolean; results?: { first?: ArrayBuffer | ArrayBufferView } } };

/** The PRF output a ceremony returned, if the authenticator gave one. */
export function prfOutputOf(response: RegistrationResponseJSON | AuthenticationResponseJSON): Uint8Array | undefined {
  const first = (response.clientExtensionResults as PrfResults | undefined)?.prf?.results?.first;
  if (!first) return undefined;
  return first instanceof ArrayBuffer
    ? new Uint8Array(first)
    : new Uint8Array(first.buffer, first.byteOffset, first.byteLength);
}

/** The response without its PRF output: what may be sent to the passkey service. */
export function withoutPrfOutput<T extends RegistrationResponseJSON | AuthenticationResponseJSON>(response: T): T {
  const { prf: _prf, ...rest } = (response.clientExtensionResults ?? {}) as Record<string, unknown>;
  return { ...response, clientExtensionResults: rest } as T;
}

/**
 * Asks one of `credentialIds` for its PRF output on this device alone (no service: the output itself is the proof,
 * since only that passkey gives the bytes that open its seal). The platform asks the person to verify.
 */
export async function readPasskeyPrf(
  credentialIds: readonly string[],
): Promise<{ credentialId: string; prf: Uint8Array }> {
  const { startAuthentication } = await import('@simplewebauthn/browser');
  const response = await startAuthentication({
    optionsJSON: withPrf({
      challenge: randomBase64url(32),
      rpId: location.hostname,
      allowCredentials: credentialIds.map((id) => ({ id, type: 'public-key' as const })),
      userVerification: 'required',
      timeout: 60_000,
    }),
  });
  const prf = prfOutputOf(response);
  if (!prf) throw new Error('This passkey cannot unlock the wallet');
  return { credentialId: response.id, prf };
}
