// Re-tracks transactions still pending when the app opens (spec §4): a tab closed mid-swap leaves a pending row, and
// the next visit settles it from its receipt (or its replacement's), so the account drawer never shows a stale
// "pending". Purchases and sales at a fiat provider and bridge deposits awaiting their fill are followed from here too.
import type { Hex } from 'viem';
import {
  type ActivitySettlement,
  hasOpenBridgeDeposit,
  listPending,
  networkCostWei,
  recordSettled,
} from './activity';
import type { SluiceDatabase } from './database';
import { fiatOnRampBase } from './fiatOnRamp';
import { listTransferRecords } from './fiatTransfers';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from './runtimeConfig';

/** How a pending transaction settled, or undefined while it has not (yet) been mined. */
export type ReceiptSource = (chainId: number, hash: Hex) => Promise<ActivitySettlement | undefined>;

/** How long one wait for a re-tracked transaction lasts before the tracker looks again. */
const RETRACK_WAIT_MS = 60_000;

/** Receipts through each chain's one public client (viem loads only when there is something to track). */
export async function rpcReceiptSource(config: RuntimeConfig): Promise<ReceiptSource> {
  const [{ publicClientFor }, { settledStatus, waitForReceipt }] = await Promise.all([
    import('../chain/clients'),
    import('../chain/waitForReceipt'),
  ]);
  return async (chainId, hash) => {
    const chain = config.chains.find((c) => c.chainId === chainId);
    if (!chain) return undefined;
    const outcome = await waitForReceipt(publicClientFor(chain), { hash, timeout: RETRACK_WAIT_MS }).catch(
      () => undefined,
    );
    if (!outcome) return undefined;
    const { receipt } = outcome;
    return {
      status: settledStatus(outcome),
      networkCostWei: networkCostWei(receipt),
      replacementHash: outcome.replaced ? receipt.transactionHash : undefined,
    };
  };
}

/**
 * Waits for every pending row to settle and records how it did; a row not settled by one wait is waited for again
 * `intervalMs` later, until `stop` is called. `settledOnce` resolves once every row had its first wait.
 */
export function trackPendingActivity(
  database: SluiceDatabase,
  receipts: ReceiptSource,
  options: { intervalMs?: number } = {},
): { stop: () => void; settledOnce: Promise<void> } {
  let stopped = false;
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const track = async (chainId: number, hash: Hex): Promise<void> => {
    const settlement = await receipts(chainId, hash).catch(() => undefined);
    if (stopped) return;
    if (settlement) {
      await recordSettled(database, chainId, hash, settlement);
      return;
    }
    const timer = setTimeout(() => {
      timers.delete(timer);
      void track(chainId, hash);
    }, options.intervalMs ?? 4000);
    timers.add(timer);
  };
  const settledOnce = listPending(database)
    .then((pending) => Promise.all(pending.map((row) => track(row.chainId, row.hash as Hex))))
    .then(() => undefined)
    .catch(() => undefined);
  return {
    stop: () => {
      stopped = true;
      timers.forEach((timer) => clearTimeout(timer));
    },
    settledOnce,
  };
}

/** What the app's start follows, each given the runtime config; injected so tests can see what was started. */
export type StartFollowers = {
  config: () => Promise<RuntimeConfig | undefined>;
  transactions: (database: SluiceDatabase, config: RuntimeConfig) => void;
  purchases: (database: SluiceDatabase, config: RuntimeConfig) => void;
  bridgeDeposits: (database: SluiceDatabase, config: RuntimeConfig) => void;
};

const APP_FOLLOWERS: StartFollowers = {
  config: async () => {
    const response = await fetch(RUNTIME_CONFIG_PATH).catch(() => undefined);
    return response?.ok ? ((await response.json()) as RuntimeConfig) : undefined;
  },
  transactions: (database, config) =>
    void rpcReceiptSource(config).then((receipts) => trackPendingActivity(database, receipts)),
  purchases: (database, config) =>
    void import('./fiatTransferTracker').then(({ aggregatorTransferSource, followFiatTransfers }) =>
      followFiatTransfers(database, aggregatorTransferSource(fiatOnRampBase(config))),
    ),
  bridgeDeposits: (database, config) =>
    void import('./bridgeTracker').then(({ trackBridgeDeposits }) => trackBridgeDeposits(database, config.chains)),
};

/**
 * Started once by the app on load: when transactions are still pending, purchases or sales still open at their
 * provider, or bridge deposits not yet filled or refunded (issue 31), reads the runtime config and follows each.
 */
export async function startActivityTracker(
  database: SluiceDatabase | null,
  followers: StartFollowers = APP_FOLLOWERS,
): Promise<void> {
  if (!database) return;
  const [pending, fiatOpen, bridgeOpen] = await Promise.all([
    listPending(database),
    listTransferRecords(database).then((records) => records.some((r) => r.status === 'INITIATED')),
    hasOpenBridgeDeposit(database),
  ]);
  if (pending.length === 0 && !fiatOpen && !bridgeOpen) return;
  const config = await followers.config();
  if (!config) return;
  if (pending.length > 0) followers.transactions(database, config);
  if (fiatOpen) followers.purchases(database, config);
  if (bridgeOpen) followers.bridgeDeposits(database, config);
}
