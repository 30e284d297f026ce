// The embedded wallet's EIP-5792 call batches in Dexie (issue 36): wallet_sendCalls writes one row per batch and
// wallet_getCallsStatus reads it, so a batch's status survives a reload.
import type { CallBatch, CallBatchStore } from '../chain/smartWallet/callBatch';
import { getDatabase } from './database';

/** The store the embedded provider is given in the app (src/account/connectionRuntime.ts). */
export function createDexieCallBatchStore(): CallBatchStore {
  return {
    get: (id) => getDatabase().callBatches.get(id),
    put: async (batch: CallBatch) => {
      await getDatabase().callBatches.put(batch);
    },
  };
}
