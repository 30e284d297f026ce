// The extension's passkey pop-up (issue 30, `/auth/passkey/extension`), as both sides read it: the extension's service
// worker opens the services app's page with a one-time nonce and a mode; the page's passkey gives its PRF output and
// hands it to the extension through the content-script bridge (window messages tagged below), and hears back only
// whether the extension took it.
import { BASE64URL } from './base64url.ts';

/** register: seal the extension's open vault for a new passkey; unlock: open the vault with the passkey's seal. */
export type PasskeyMode = 'register' | 'unlock';

export const EXTENSION_PASSKEY_PATH = '/auth/passkey/extension';

/** The pop-up page to the bridge, and the bridge's verdict back to the page. */
export const PASSKEY_TO_BRIDGE = 'sluice:passkey-to-bridge';
export const BRIDGE_TO_PASSKEY = 'sluice:bridge-to-passkey';

/** What the page hands over: the nonce it was opened with, the passkey it used and its PRF output (base64url). */
export type PasskeyHandoff = { nonce: string; credentialId: string; prf: string };

export type PasskeyPageMessage = { target: typeof PASSKEY_TO_BRIDGE; handoff: PasskeyHandoff };
export type PasskeyVerdictMessage = { target: typeof BRIDGE_TO_PASSKEY; accepted: boolean };

/** What the page was opened for; `credential` names the passkey whose seal unlocks (unlock mode). */
export type ExtensionPasskeyRequest = { nonce: string; mode: PasskeyMode; credential?: string };

/**
 * The page's address, opened by the extension.
 * @example
 * extensionPasskeyUrl('http://localhost:8787', { nonce: 'n', mode: 'register' });
 * // 'http://localhost:8787/auth/passkey/extension?nonce=n&mode=register'
 */
export function extensionPasskeyUrl(servicesUrl: string, request: ExtensionPasskeyRequest): string {
  const url = new URL(EXTENSION_PASSKEY_PATH, servicesUrl);
  url.searchParams.set('nonce', request.nonce);
  url.searchParams.set('mode', request.mode);
  if (request.credential) url.searchParams.set('credential', request.credential);
  return url.toString();
}

/** The request in the page's query, or undefined when the page was not opened by the extension. */
export function readExtensionPasskeyRequest(search: string): ExtensionPasskeyRequest | undefined {
  const params = new URLSearchParams(search);
  const nonce = params.get('nonce');
  const mode = params.get('mode');
  const credential = params.get('credential') ?? undefined;
  if (!nonce || !BASE64URL.test(nonce) || (mode !== 'register' && mode !== 'unlock')) return undefined;
  if (credential !== undefined && !BASE64URL.test(credential)) return undefined;
  if (mode === 'unlock' && !credential) return undefined;
  return credential ? { nonce, mode, credential } : { nonce, mode };
}
