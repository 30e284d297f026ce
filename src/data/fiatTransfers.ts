// What this device keeps of purchases and sales through fiat providers (spec §3 "Pending transfer record", issue 31):
// one record per session in the key-value table (no new table, so no schema version), the provider used last (spec
// §2: the quote list marks the most recently used), and the activity row (spec §4 onramp and offramp) that the
// account drawer shows from submission to settlement.
import { queryOptions } from '@tanstack/react-query';
import type { ActivityAmount, ActivityFiat } from './activity';
import { activityId } from './activity';
import { type SluiceDatabase, getDatabase } from './database';
import { durableWrites } from './durableWrites';

/** spec §3: externalSessionId, account, status INITIATED, forceFetched, addedAt, type TRANSFER, syncedWithBackend, provider. */
export type PendingTransferRecord = {
  externalSessionId: string;
  account: string;
  status: 'INITIATED' | 'COMPLETE' | 'FAILED';
  forceFetched: boolean;
  addedAt: number;
  type: 'TRANSFER';
  syncedWithBackend: boolean;
  provider: string;
};

/** The record of a session just opened: waiting on its provider, not yet read back from the aggregator. */
export const initiatedTransferRecord = (session: {
  externalSessionId: string;
  account: string;
  provider: string;
  addedAt?: number;
}): PendingTransferRecord => ({
  externalSessionId: session.externalSessionId,
  account: session.account.toLowerCase(),
  status: 'INITIATED',
  forceFetched: false,
  addedAt: session.addedAt ?? Date.now(),
  type: 'TRANSFER',
  syncedWithBackend: false,
  provider: session.provider,
});

export const PENDING_TRANSFERS_KEY = 'fiatOnRamp.pendingTransfers';
export const LAST_PROVIDER_KEY = 'fiatOnRamp.lastProvider';

/** The records kept, oldest first. */
export async function listTransferRecords(database: SluiceDatabase): Promise<PendingTransferRecord[]> {
  const row = await database.keyval.get(PENDING_TRANSFERS_KEY);
  return Array.isArray(row?.value) ? (row.value as PendingTransferRecord[]) : [];
}

/** Adds a record, or replaces the one of the same session. */
export async function putTransferRecord(database: SluiceDatabase, record: PendingTransferRecord): Promise<void> {
  await durableWrites.write(() =>
    database.transaction('rw', database.keyval, async () => {
      const kept = (await listTransferRecords(database)).filter(
        (r) => r.externalSessionId !== record.externalSessionId,
      );
      await database.keyval.put({ key: PENDING_TRANSFERS_KEY, value: [...kept, record] });
    }),
  );
}

/** Marks a session's record as the provider last said it ended. */
export async function settleTransferRecord(
  database: SluiceDatabase,
  externalSessionId: string,
  status: 'COMPLETE' | 'FAILED',
): Promise<void> {
  await durableWrites.write(() =>
    database.transaction('rw', database.keyval, async () => {
      const records = await listTransferRecords(database);
      await database.keyval.put({
        key: PENDING_TRANSFERS_KEY,
        value: records.map((r) =>
          r.externalSessionId === externalSessionId ? { ...r, status, forceFetched: true, syncedWithBackend: true } : r,
        ),
      });
    }),
  );
}

export async function readLastProvider(database: SluiceDatabase): Promise<string | null> {
  const row = await database.keyval.get(LAST_PROVIDER_KEY);
  return typeof row?.value === 'string' ? row.value : null;
}

export async function rememberLastProvider(database: SluiceDatabase, provider: string): Promise<void> {
  await durableWrites.write(() => database.keyval.put({ key: LAST_PROVIDER_KEY, value: provider }));
}

/** A purchase or sale as it opens: a pending activity row keyed by its session (the hash field holds the session id). */
export async function recordFiatActivity(
  database: SluiceDatabase,
  row: {
    chainId: number;
    account: string;
    externalSessionId: string;
    type: 'onramp' | 'offramp';
    /** The tokens sold (a sale), or bought (a purchase: `output`). */
    token: ActivityAmount;
    fiat: ActivityFiat;
  },
): Promise<void> {
  await durableWrites.write(() =>
    database.activity.put({
      id: activityId(row.chainId, row.externalSessionId),
      chainId: row.chainId,
      hash: row.externalSessionId.toLowerCase(),
      account: row.account.toLowerCase(),
      type: row.type,
      status: 'pending',
      addedAt: Date.now(),
      ...(row.type === 'onramp' ? { output: row.token } : { input: row.token }),
      fiat: row.fiat,
      unseen: true,
    }),
  );
}

/** Settles a purchase's or sale's row as its provider said it ended; the counterparty keeps the on-chain transaction. */
export async function settleFiatActivity(
  database: SluiceDatabase,
  row: {
    chainId: number;
    externalSessionId: string;
    outcome: 'complete' | 'failed' | 'expired';
    blockchainTransactionId?: string;
  },
): Promise<void> {
  await durableWrites.write(() =>
    database.activity.update(activityId(row.chainId, row.externalSessionId), {
      status: row.outcome === 'complete' ? 'success' : row.outcome,
      confirmedAt: Date.now(),
      ...(row.blockchainTransactionId ? { counterparty: row.blockchainTransactionId } : {}),
      unseen: true,
    }),
  );
}

/**
 * Ends a session on this device as its provider said (or `expired` when the aggregator no longer knows it): its
 * pending transfer record and its activity row, found by the session's id among the account's rows.
 */
export async function endFiatTransfer(
  database: SluiceDatabase,
  ended: {
    externalSessionId: string;
    account: string;
    outcome: 'complete' | 'failed' | 'expired';
    blockchainTransactionId?: string;
  },
): Promise<void> {
  await settleTransferRecord(database, ended.externalSessionId, ended.outcome === 'complete' ? 'COMPLETE' : 'FAILED');
  const sessionId = ended.externalSessionId.toLowerCase();
  const row = await database.activity
    .where('account')
    .equals(ended.account.toLowerCase())
    .filter((r) => (r.type === 'onramp' || r.type === 'offramp') && r.hash === sessionId)
    .first();
  if (row) await settleFiatActivity(database, { ...ended, chainId: row.chainId });
}

export const lastProviderQueryKey = ['fiatLastProvider'] as const;

/** The provider this device used last, for the quote list's "Recently used" mark. */
export const lastProviderQueryOptions = () =>
  queryOptions({ queryKey: lastProviderQueryKey, queryFn: () => readLastProvider(getDatabase()), staleTime: 0 });
