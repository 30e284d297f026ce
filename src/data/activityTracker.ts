// Re-tracks transactions still pending when the app opens (spec §4): a tab closed mid-swap leaves a pending row, and
// the next visit settles it from its receipt, so the account drawer never shows a stale "pending".
import type { Hex } from 'viem';
import { listPending, recordSettled } from './activity';
import type { SluiceDatabase } from './database';
import { RUNTIME_CONFIG_PATH, type RuntimeConfig } from './runtimeConfig';

export type ReceiptSource = (
  chainId: number,
  hash: Hex,
) => Promise<{ status: 'success' | 'reverted'; gasUsed: bigint; effectiveGasPrice: bigint } | undefined>;

/** Receipts from each chain's RPC in the runtime config (viem loads only when there is something to track). */
export async function rpcReceiptSource(config: RuntimeConfig): Promise<ReceiptSource> {
  const { createPublicClient, http } = await import('viem');
  const clients = new Map(
    config.chains.map((chain) => [chain.chainId, createPublicClient({ transport: http(chain.rpcUrl) })]),
  );
  return async (chainId, hash) =>
    clients
      .get(chainId)
      ?.getTransactionReceipt({ hash })
      .catch(() => undefined);
}

/**
 * Settles every pending row whose receipt exists now, and keeps polling the rest every `intervalMs` until they settle
 * or `stop` is called. Returns the stop function.
 */
export function trackPendingActivity(
  database: SluiceDatabase,
  receipts: ReceiptSource,
  options: { intervalMs?: number } = {},
): { stop: () => void; settledOnce: Promise<void> } {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const pass = async () => {
    const pending = await listPending(database);
    await Promise.all(
      pending.map(async (row) => {
        const receipt = await receipts(row.chainId, row.hash as Hex);
        if (!receipt) return;
        await recordSettled(database, row.chainId, row.hash, {
          status: receipt.status === 'success' ? 'success' : 'failed',
          networkCostWei: (receipt.gasUsed * receipt.effectiveGasPrice).toString(),
        });
      }),
    );
    return (await listPending(database)).length;
  };
  const loop = async () => {
    const left = await pass().catch(() => 1);
    if (!stopped && left > 0) timer = setTimeout(() => void loop(), options.intervalMs ?? 4000);
  };
  const settledOnce = loop();
  return {
    stop: () => {
      stopped = true;
      if (timer) clearTimeout(timer);
    },
    settledOnce,
  };
}

/** Started once by the app on load: when rows are still pending, reads the runtime config and re-tracks them. */
export async function startActivityTracker(database: SluiceDatabase | null): Promise<void> {
  if (!database || (await listPending(database)).length === 0) return;
  const response = await fetch(RUNTIME_CONFIG_PATH).catch(() => undefined);
  if (!response?.ok) return;
  trackPendingActivity(database, await rpcReceiptSource((await response.json()) as RuntimeConfig));
}
