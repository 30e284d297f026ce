// The extension's passkey pop-up (issue 30, `/auth/passkey/extension`): the WebAuthn ceremony on the services app's
// origin (the extension's own pages cannot hold this site's passkeys), and the hand-off of the PRF output to the
// extension through its content-script bridge. The passkey is made for this device alone: its PRF output is the key
// that seals the extension's vault, and the service worker checks the hand-off (extension/background/passkeyHandoff.ts).
import {
  BRIDGE_TO_PASSKEY,
  PASSKEY_TO_BRIDGE,
  type PasskeyHandoff,
  type PasskeyPageMessage,
  type PasskeyVerdictMessage,
} from '../../../contract/extensionPasskey';
import { randomBase64url, toBase64url } from '../../../contract/base64url';
import { prfOutputOf, readPasskeyPrf, withPrf } from './passkeyPrf';

/** A new passkey's name in the authenticator's list. */
const EXTENSION_PASSKEY_USER = 'Sluice extension';

export type PasskeyPrf = { credentialId: string; prf: Uint8Array };

/** Makes a passkey on this device with the PRF extension, and gives its output (asked again where creation gives none). */
export async function createExtensionPasskey(): Promise<PasskeyPrf> {
  const { startRegistration } = await import('@simplewebauthn/browser');
  const response = await startRegistration({
    optionsJSON: withPrf({
      challenge: randomBase64url(32),
      rp: { id: location.hostname, name: 'Sluice' },
      user: { id: randomBase64url(16), name: EXTENSION_PASSKEY_USER, displayName: EXTENSION_PASSKEY_USER },
      pubKeyCredParams: [
        { type: 'public-key', alg: -7 },
        { type: 'public-key', alg: -257 },
      ],
      authenticatorSelection: { residentKey: 'preferred', userVerification: 'required' },
      timeout: 60_000,
    }),
  });
  // some authenticators give the PRF output only on use, not at creation
  const prf = prfOutputOf(response) ?? (await readPasskeyPrf([response.id])).prf;
  return { credentialId: response.id, prf };
}

/** The PRF output of the passkey whose seal unlocks the extension. */
export const readExtensionPasskey = (credentialId: string): Promise<PasskeyPrf> => readPasskeyPrf([credentialId]);

/** How long the page waits for the extension's verdict before it says the extension did not answer. */
const VERDICT_TIMEOUT_MS = 10_000;

/**
 * Hands the PRF output to the extension's bridge in this page; true when the extension took it, false when it
 * refused, undefined when no extension answered (the page was not opened by it, or it is not installed).
 */
export function handOffToExtension(
  nonce: string,
  passkey: PasskeyPrf,
  timeoutMs = VERDICT_TIMEOUT_MS,
): Promise<boolean | undefined> {
  const handoff: PasskeyHandoff = { nonce, credentialId: passkey.credentialId, prf: toBase64url(passkey.prf) };
  return new Promise((resolve) => {
    const finish = (verdict: boolean | undefined) => {
      window.removeEventListener('message', onMessage);
      clearTimeout(timer);
      resolve(verdict);
    };
    const onMessage = (message: MessageEvent<PasskeyVerdictMessage>) => {
      if (message.source === window && message.data?.target === BRIDGE_TO_PASSKEY) finish(message.data.accepted);
    };
    const timer = setTimeout(() => finish(undefined), timeoutMs);
    window.addEventListener('message', onMessage);
    window.postMessage({ target: PASSKEY_TO_BRIDGE, handoff } satisfies PasskeyPageMessage, location.origin);
  });
}
