// What every transaction the app sends goes through once the wallet returned its hash (spec §4 "Transaction types"):
// wait for its receipt (or its replacement's), settle its activity row, and say how it settled. The transaction steps
// pipeline (src/transactions/stepActors.ts) turns the outcome into the flow's words.
import type { Hex, TransactionReceipt } from 'viem';
import { settledStatus, waitForReceipt } from '../chain/waitForReceipt';
import { recordSettled } from './activity';
import type { SluiceDatabase } from './database';
import type { ChainClient } from '../chain/clients';

export type SettledTransaction = {
  /** `canceled` when a no-op replacement mined instead, `failed` when it reverted. */
  status: 'success' | 'failed' | 'canceled';
  /** The receipt of the transaction that mined (the replacement's when it was replaced). */
  receipt: TransactionReceipt;
};

/**
 * Waits for `hash` to be mined and records its status, network cost and the hash that mined. A wait that fails (a
 * timeout, a dead RPC) throws viem's error; a failed write of the row is not the transaction's failure.
 */
export async function settleTransaction(
  client: ChainClient,
  database: SluiceDatabase,
  chainId: number,
  hash: Hex,
): Promise<SettledTransaction> {
  const outcome = await waitForReceipt(client, { hash });
  const status = settledStatus(outcome);
  await recordSettled(database, chainId, hash, {
    status,
    networkCostWei: (outcome.receipt.gasUsed * outcome.receipt.effectiveGasPrice).toString(),
    replacementHash: outcome.receipt.transactionHash,
  }).catch(() => undefined);
  return { status, receipt: outcome.receipt };
}
