// How Sluice learns where an app's WalletConnect message came from (issue 29, "verify"): WalletConnect's hosted verify
// server attests a dapp's origin from a frame on the dapp's page; offline there is none. Our relay attests instead: a
// browser sends the page's Origin when it opens the WebSocket (a page cannot change it), so the relay
// (server/walletConnectRelay/relay.ts) puts that origin on every message the connection publishes, in the
// `attestation` field where the hosted relay puts the verify server's attestation, and ignores any attestation a client
// sends itself. The wallet (src/account/walletKit/walletKit.ts) reads it as sign-client's verify resolution: an origin
// other than the one the app's metadata claims is the protocol's `validation: 'INVALID'`. A client that is no web page
// (a server, a phone app) sends no Origin: its messages carry no attestation and its origin stays unverified.

/** The attestation the relay puts on a message published from a connection that sent `origin`. */
export function relayAttestation(origin: string): string {
  return JSON.stringify({ origin });
}

/** The origin a relay attestation names, or undefined for anything else (the hosted verify server's JWT, garbage). */
export function readRelayAttestation(attestation: unknown): { origin: string } | undefined {
  if (typeof attestation !== 'string' || attestation.length > 2048) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(attestation);
  } catch {
    return undefined;
  }
  const origin = typeof parsed === 'object' && parsed !== null ? (parsed as { origin?: unknown }).origin : undefined;
  if (typeof origin !== 'string') return undefined;
  try {
    // only a real origin (scheme, host, port): what a browser sends
    return new URL(origin).origin === origin ? { origin } : undefined;
  } catch {
    return undefined;
  }
}
