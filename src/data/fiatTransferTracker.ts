// Follows purchases and sales a closed tab left open (issue 31; spec §3 "Pending transfer record", §4 onramp and
// offramp): the connected-provider view reads a session's transaction only while it is shown, so at the next start
// every record still INITIATED is read from the aggregator until its provider settles or fails it, and its activity
// row ends as the view would have ended it. One loop per page, stopped once no record is open.
import { type FiatOnRampError, getFiatTransaction, transactionOutcome } from './fiatOnRamp';
import { TRANSACTION_POLL_MS } from './fiatOnRampQueries';
import {
  type PendingTransferRecord,
  endFiatTransfer,
  listTransferRecords,
} from './fiatTransfers';
import type { SluiceDatabase } from './database';

/** What the aggregator says of one session now: still open, ended, or unknown to it (its session expired). */
export type FiatTransferReading =
  | { state: 'pending' }
  | { state: 'ended'; outcome: 'complete' | 'failed'; blockchainTransactionId?: string }
  | { state: 'forgotten' };

/** Reads one session's state; throws when the aggregator could not be asked (the next round asks again). */
export type FiatTransferSource = (record: PendingTransferRecord) => Promise<FiatTransferReading>;

/** The sessions this device still waits on. */
export const openTransferRecords = async (database: SluiceDatabase): Promise<PendingTransferRecord[]> =>
  (await listTransferRecords(database)).filter((record) => record.status === 'INITIATED');

/** Sessions read from the aggregator at `base`, the way the connected-provider view reads them. */
export const aggregatorTransferSource =
  (base: string): FiatTransferSource =>
  async (record) => {
    try {
      const { transaction } = await getFiatTransaction(base, {
        sessionId: record.externalSessionId,
        walletAddress: record.account,
        forceFetch: true,
      });
      const outcome = transaction ? transactionOutcome(transaction.status) : 'pending';
      if (!transaction || outcome === 'pending') return { state: 'pending' };
      return {
        state: 'ended',
        outcome,
        blockchainTransactionId: transaction.cryptoDetails.blockchainTransactionId || undefined,
      };
    } catch (error) {
      // 404: the aggregator no longer knows the session (sessions expire); anything else is asked again
      if ((error as Partial<FiatOnRampError>).status === 404) return { state: 'forgotten' };
      throw error;
    }
  };

/** Reads every open session once and ends those whose provider has; true while some are still open. */
export async function settleFiatTransfers(database: SluiceDatabase, source: FiatTransferSource): Promise<boolean> {
  let left = 0;
  for (const record of await openTransferRecords(database)) {
    const reading = await source(record).catch(() => ({ state: 'pending' }) as const);
    if (reading.state === 'pending') {
      left++;
      continue;
    }
    await endFiatTransfer(database, {
      externalSessionId: record.externalSessionId,
      account: record.account,
      outcome: reading.state === 'ended' ? reading.outcome : 'expired',
      blockchainTransactionId: reading.state === 'ended' ? reading.blockchainTransactionId : undefined,
    });
  }
  return left > 0;
}

let running: Promise<void> | undefined;

/** Starts the page's loop unless it runs; it ends once no session is open. Resolves when the loop ends. */
export function followFiatTransfers(
  database: SluiceDatabase,
  source: FiatTransferSource,
  options: { intervalMs?: number } = {},
): Promise<void> {
  running ??= (async () => {
    while (await settleFiatTransfers(database, source).catch(() => true))
      await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? TRANSACTION_POLL_MS));
  })().finally(() => (running = undefined));
  return running;
}
