// Whether the relay can be reached before sign-client is asked to use it (issue 29, spec §8 "network error"):
// sign-client waits about 75 s on a relay that refuses its connection, while a WebSocket of our own says at once.

/** How long a relay has to accept the connection. */
export const RELAY_PROBE_TIMEOUT_MS = 5_000;

/**
 * Opens a WebSocket to the relay and closes it: resolves once it opens, rejects as soon as it fails or closes first
 * (a refused connection, a relay that is down), or when it has not opened in time.
 *
 * @example
 * await probeRelay('ws://127.0.0.1:8787/relay'); // throws when the relay cannot be reached
 */
export function probeRelay(url: string, timeoutMs = RELAY_PROBE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    let socket: WebSocket;
    try {
      socket = new WebSocket(url);
    } catch (error) {
      reject(error);
      return;
    }
    const settle = (opened: boolean) => {
      clearTimeout(timer);
      socket.onopen = socket.onerror = socket.onclose = null;
      if (socket.readyState === WebSocket.OPEN || socket.readyState === WebSocket.CONNECTING) socket.close();
      if (opened) resolve();
      else reject(new Error(`The relay at ${url} cannot be reached`));
    };
    const timer = setTimeout(() => settle(false), timeoutMs);
    socket.onopen = () => settle(true);
    socket.onerror = () => settle(false);
    socket.onclose = () => settle(false);
  });
}
