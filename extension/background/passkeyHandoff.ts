// The passkey pop-up's hand-off (issue 30, `/auth/passkey/extension`): the service worker opens the services app's
// pop-up page in a window of its own with a one-time nonce; the page's passkey gives its PRF output, which comes back
// through the content-script bridge. The service worker takes it only from the services URL's origin, from the tab it
// opened, with the nonce it issued, once, before it expires: anything else is refused and nothing is sealed or opened.
import { BASE64URL, fromBase64url, randomBase64url } from '../../contract/base64url.ts';
import type { PasskeyHandoff, PasskeyMode } from '../../contract/extensionPasskey.ts';

/** How long the pop-up has for its passkey ceremony. */
export const HANDOFF_TTL_MS = 2 * 60_000;

/** The one hand-off the service worker is waiting for (chrome.storage.session: it survives a service worker restart). */
export type PendingHandoff = {
  nonce: string;
  mode: PasskeyMode;
  /** The services URL's origin when the pop-up was opened: the only origin whose page may answer. */
  origin: string;
  /** The pop-up window's one tab, and the window (closed once answered). */
  tabId: number;
  windowId: number;
  expiresAt: number;
};

/** What the pop-up page's bridge brings: the nonce it was given, the passkey it used and its PRF output. */
export type PasskeyHandoffMessage = { kind: 'passkeyPrf' } & PasskeyHandoff;

/** Who sent it, as Chrome says (never as the page says). */
export type HandoffSender = { origin?: string; url?: string; tabId?: number; windowId?: number; frameId?: number };

export type HandoffRefusal = 'none-waiting' | 'expired' | 'wrong-origin' | 'wrong-tab' | 'wrong-nonce' | 'malformed';

export type HandoffCheck =
  | { ok: true; mode: PasskeyMode; credentialId: string; prf: Uint8Array }
  | { ok: false; refusal: HandoffRefusal };

/** A PRF output is 32 bytes; credential ids are at most 1023 bytes (WebAuthn). */
const PRF_BYTES = 32;
const MAX_CREDENTIAL_ID_CHARS = 1400;

/** A fresh hand-off for the pop-up about to open in `tabId`: 32 random bytes of nonce. */
export function newHandoff(parameters: {
  mode: PasskeyMode;
  origin: string;
  tabId: number;
  windowId: number;
  now: number;
}): PendingHandoff {
  const { now, ...rest } = parameters;
  return { ...rest, nonce: randomBase64url(32), expiresAt: now + HANDOFF_TTL_MS };
}

const originOf = (sender: HandoffSender): string | undefined => {
  if (sender.origin) return sender.origin;
  try {
    return sender.url ? new URL(sender.url).origin : undefined;
  } catch {
    return undefined;
  }
};

/**
 * Whether `message` is the answer to `pending`, at `now`. The caller forgets `pending` when this is ok (a nonce is
 * good once) or expired.
 * @example
 * checkHandoff(pending, message, { origin: 'http://localhost:8787', tabId: 7 }, Date.now());
 */
export function checkHandoff(
  pending: PendingHandoff | undefined,
  message: PasskeyHandoffMessage,
  sender: HandoffSender,
  now: number,
): HandoffCheck {
  if (!pending) return { ok: false, refusal: 'none-waiting' };
  if (now >= pending.expiresAt) return { ok: false, refusal: 'expired' };
  if (originOf(sender) !== pending.origin) return { ok: false, refusal: 'wrong-origin' };
  // the pop-up's own top frame: not another tab or window, and not a frame inside it
  if (
    sender.tabId !== pending.tabId ||
    (sender.windowId !== undefined && sender.windowId !== pending.windowId) ||
    (sender.frameId !== undefined && sender.frameId !== 0)
  )
    return { ok: false, refusal: 'wrong-tab' };
  if (typeof message.nonce !== 'string' || !sameText(message.nonce, pending.nonce))
    return { ok: false, refusal: 'wrong-nonce' };
  const { credentialId, prf } = message;
  if (
    typeof credentialId !== 'string' ||
    typeof prf !== 'string' ||
    !BASE64URL.test(credentialId) ||
    credentialId.length > MAX_CREDENTIAL_ID_CHARS ||
    !BASE64URL.test(prf)
  )
    return { ok: false, refusal: 'malformed' };
  const prfBytes = decodedOrUndefined(prf);
  if (prfBytes?.byteLength !== PRF_BYTES) return { ok: false, refusal: 'malformed' };
  return { ok: true, mode: pending.mode, credentialId, prf: prfBytes };
}

/** base64url of a length no bytes encode to (4n + 1 characters) is malformed, not an error. */
function decodedOrUndefined(text: string): Uint8Array | undefined {
  try {
    return fromBase64url(text);
  } catch {
    return undefined;
  }
}

/** Compares in time independent of where the texts differ. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}

/** Where the waiting hand-off is kept (chrome.storage.session in the service worker; memory in tests). */
export type HandoffStorage = {
  read(): Promise<PendingHandoff | undefined>;
  write(pending: PendingHandoff): Promise<void>;
  clear(): Promise<void>;
};

/**
 * The service worker's one waiting hand-off: a new one replaces the one before; an answer is taken once (its nonce
 * is forgotten as it is accepted, so a replay finds nothing waiting) and an expired one is forgotten when it is read.
 */
export function createHandoffBook(storage: HandoffStorage) {
  return {
    open: (pending: PendingHandoff) => storage.write(pending),
    async take(message: PasskeyHandoffMessage, sender: HandoffSender, now: number): Promise<HandoffCheck> {
      const pending = await storage.read();
      const check = checkHandoff(pending, message, sender, now);
      if (check.ok || check.refusal === 'expired') await storage.clear();
      return check;
    },
    /** The window the waiting hand-off opened, for closing it once answered. */
    waiting: () => storage.read(),
    forget: () => storage.clear(),
  };
}
