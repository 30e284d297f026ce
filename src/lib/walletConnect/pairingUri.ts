// What a scanned QR code or a pasted link is, before Sluice pairs with an app over WalletConnect (issue 29; spec §8
// "Connections"): a WalletConnect v2 pairing URI (`wc:<topic>@2?relay-protocol=irn&symKey=<64 hex>`), a v1 one (the
// retired bridge protocol, `wc:<handshake>@1?bridge=...&key=...`), or something else entirely.
import type { ErrorMessageId } from '../errorMessages';

export type PairingUriCheck =
  | { ok: true; uri: string; topic: string }
  | { ok: false; reason: Extract<ErrorMessageId, 'invalidQrCode' | 'unsupportedV1Connection'> };

const TOPIC = /^[0-9a-f]{64}$/i;
const SYM_KEY = /^[0-9a-f]{64}$/i;

/**
 * Reads a scanned or pasted text as a pairing URI (surrounding spaces and a `wc://` or URL-encoded form allowed, as
 * QR readers and deep links pass them).
 *
 * @example
 * checkPairingUri('wc:7f6e…@2?relay-protocol=irn&symKey=587d…'); // { ok: true, uri, topic: '7f6e…' }
 */
export function checkPairingUri(text: string): PairingUriCheck {
  let uri = text.trim();
  if (/^wc%3A/i.test(uri)) {
    try {
      uri = decodeURIComponent(uri);
    } catch {
      return { ok: false, reason: 'invalidQrCode' };
    }
  }
  uri = uri.replace(/^wc:\/\//i, 'wc:');
  if (!/^wc:/i.test(uri)) return { ok: false, reason: 'invalidQrCode' };
  let parsed: URL;
  try {
    parsed = new URL(uri);
  } catch {
    return { ok: false, reason: 'invalidQrCode' };
  }
  const [topic, version] = parsed.pathname.split('@');
  if (version === '1') return { ok: false, reason: 'unsupportedV1Connection' };
  if (version !== '2' || !topic || !TOPIC.test(topic)) return { ok: false, reason: 'invalidQrCode' };
  const symKey = parsed.searchParams.get('symKey');
  const relayProtocol = parsed.searchParams.get('relay-protocol');
  if (!symKey || !SYM_KEY.test(symKey) || !relayProtocol) return { ok: false, reason: 'invalidQrCode' };
  return { ok: true, uri, topic: topic.toLowerCase() };
}
