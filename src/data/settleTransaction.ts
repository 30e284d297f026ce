// What every transaction the app sends goes through once the wallet returned its hash (spec §4 "Transaction types"):
// wait for its receipt (or its replacement's), settle its activity row, and say how it settled. The transaction steps
// pipeline (src/transactions/stepActors.ts) turns the outcome into the flow's words.
import type { Hex, TransactionReceipt } from 'viem';
import { settledStatus, waitForReceipt } from '../chain/waitForReceipt';
import { type ReplacementKind, networkCostWei, recordSettled } from './activity';
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
    networkCostWei: networkCostWei(outcome.receipt),
    replacementHash: outcome.receipt.transactionHash,
  }).catch(() => undefined);
  return { status, receipt: outcome.receipt };
}

/**
 * Follows a speed-up or cancel (`replacement.hash`) of the pending transaction `hash` until one of the two is mined, and
 * settles the pending transaction's row: `replaced` false when the transaction first sent (or another with its nonce)
 * mined instead, which the chain says by the replacement never being mined.
 */
export async function settleReplacement(
  client: ChainClient,
  database: SluiceDatabase,
  chainId: number,
  hash: Hex,
  replacement: { hash: Hex; kind: ReplacementKind },
): Promise<SettledTransaction & { replaced: boolean }> {
  const { receipt } = await waitForReceipt(client, { hash: replacement.hash });
  const replaced = receipt.transactionHash.toLowerCase() === replacement.hash.toLowerCase();
  const status =
    replaced && replacement.kind === 'cancel' ? 'canceled' : receipt.status === 'success' ? 'success' : 'failed';
  await recordSettled(database, chainId, hash, {
    status,
    networkCostWei: networkCostWei(receipt),
    replacementHash: receipt.transactionHash,
  }).catch(() => undefined);
  return { status, receipt, replaced };
}
