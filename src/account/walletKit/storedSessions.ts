// What the frame may know of connected apps without loading sign-client (issue 29): whether this device holds their
// sessions, and whether the wallet kit has started on this page. Either means requests may arrive and must be heard.
import type { SluiceDatabase } from '../../data/database';

/** keyval rows: when Sluice approved each session (sign-client keeps only its expiry). */
export const CONNECTED_SINCE_PREFIX = 'connectedApps.since:';
/** sign-client's own rows, under the prefix its storage is given. */
export const STORAGE_PREFIX = 'walletKit:';

/**
 * Whether this device holds sessions of connected apps (sign-client's session rows are not empty): the frame then
 * loads the wallet kit to answer their requests, and nobody else pays for sign-client.
 */
export async function hasStoredSessions(database: SluiceDatabase): Promise<boolean> {
  const rows = await database.keyval.where('key').startsWith(STORAGE_PREFIX).toArray();
  return rows.some((row) => {
    // sign-client's session store: `wc@2:client:0.3:<custom prefix>//session`
    if (!row.key.endsWith('//session')) return false;
    try {
      const sessions: unknown = JSON.parse(String(row.value));
      return Array.isArray(sessions) && sessions.length > 0;
    } catch {
      return false;
    }
  });
}

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
