// Whether the page's wallet kit has started (issue 29): a first pairing makes it, and the frame then listens for the
// connected apps' requests. No imports: the frame reads it on every page.

let started = false;
const listeners = new Set<() => void>();

/** Called when the page's wallet kit is made (a first pairing): the frame starts listening for requests. */
export function walletKitStarted(): void {
  started = true;
  listeners.forEach((listener) => listener());
}

/** Whether the page's wallet kit exists, and a way to hear when it does (for useSyncExternalStore). */
export const walletKitInUse = {
  get: (): boolean => started,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
