import { createServer } from 'node:net';
// The wallet kit's relay probe (src/account/walletKit/probeRelay.ts) against the services server's relay: what lets
// pairing say "Network error" at once (spec §8) rather than after sign-client's own retries.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { WalletConnectRelay } from '../../server/walletConnectRelay/relay.ts';
import { probeRelay } from '../../src/account/walletKit/probeRelay.ts';

/** A port nothing listens on: taken, then freed. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

afterEach(() => vi.unstubAllGlobals());

describe('probeRelay', () => {
  it('should resolve when the relay accepts the connection, and reject at once when nothing listens', async () => {
    // Node 20 has no WebSocket of its own: ws speaks the browser's API (onopen, onerror, onclose, readyState)
    vi.stubGlobal('WebSocket', WebSocket);
    const relay = new WalletConnectRelay({ port: 0 });
    try {
      await expect(probeRelay(`ws://127.0.0.1:${await relay.listening()}`)).resolves.toBeUndefined();
      const started = Date.now();
      await expect(probeRelay(`ws://127.0.0.1:${await closedPort()}`)).rejects.toThrow(/cannot be reached/);
      // long before sign-client's own give-up (about 75 s), and before the probe's timeout
      expect(Date.now() - started).toBeLessThan(2_000);
    } finally {
      await relay.close();
    }
  });
});
