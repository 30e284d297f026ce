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
  // sign-client's session store is one row, `wc@2:client:0.3:<custom prefix>//session`: only it is read, not the
  // message history beside it
  const keys = await database.keyval.where('key').startsWith(STORAGE_PREFIX).primaryKeys();
  const rows = await database.keyval.bulkGet(keys.map(String).filter((key) => key.endsWith('//session')));
  return rows.some((row) => {
    try {
      const sessions: unknown = JSON.parse(String(row?.value));
      return Array.isArray(sessions) && sessions.length > 0;
    } catch {
      return false;
    }
  });
}
