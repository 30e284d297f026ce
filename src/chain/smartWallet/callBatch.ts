// A batch of calls the embedded wallet sent for wallet_sendCalls (EIP-5792), as it is kept so wallet_getCallsStatus
// answers after a reload: the app's store is Dexie (src/data/callBatches.ts); tests keep it in memory.
import type { Address, Hash } from 'viem';

export type CallBatch = {
  /** The id wallet_sendCalls returned (the app's own, or 32 random bytes as hex). */
  id: string;
  chainId: number;
  from: Address;
  /** One transaction ran every call (ERC-7821 `execute`), or each call was a transaction of its own. */
  atomic: boolean;
  /** In the order sent: one for an atomic batch. */
  transactionHashes: Hash[];
  /** The batch's transaction carried the EIP-7702 authorization that made the account a smart wallet. */
  upgraded: boolean;
  /** Calls a sequential batch did not send, because one before them failed (EIP-5792 status 600 or 400). */
  unsentCalls: number;
  sentAt: number;
};

export type CallBatchStore = {
  get: (id: string) => Promise<CallBatch | undefined>;
  put: (batch: CallBatch) => Promise<void>;
};

/** A store that forgets on reload: for tests and for a provider without a database. */
export function createMemoryCallBatchStore(): CallBatchStore {
  const batches = new Map<string, CallBatch>();
  return {
    get: async (id) => batches.get(id),
    put: async (batch) => {
      batches.set(batch.id, batch);
    },
  };
}
