// Whether this device holds sessions of connected apps, read without loading sign-client (issue 29): the frame loads
// this module after the first paint (it reads Dexie), and the wallet kit only when the answer is yes.
import { getDatabase, type SluiceDatabase } from '../../data/database';

/** keyval rows: when Sluice approved each session (sign-client keeps only its expiry). */
export const CONNECTED_SINCE_PREFIX = 'connectedApps.since:';
/** sign-client's own rows, under the prefix its storage is given. */
export const STORAGE_PREFIX = 'walletKit:';

/**
 * Whether this device holds sessions of connected apps (sign-client's session rows are not empty): the frame then
 * loads the wallet kit to answer their requests, and nobody else pays for sign-client.
 */
export async function hasStoredSessions(database: SluiceDatabase = getDatabase()): Promise<boolean> {
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
