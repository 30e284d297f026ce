// What every flow that sends a transaction does once the wallet returned its hash (spec §4 "Transaction types"):
// wait for its receipt (or its replacement's), settle its activity row, and say whether it did what was asked.
import type { Hex, TransactionReceipt } from 'viem';
import { settledStatus, waitForReceipt } from '../chain/waitForReceipt';
import { recordSettled } from './activity';
import type { SluiceDatabase } from './database';
import type { ChainClient } from '../chain/clients';

/** How a mined transaction failed a flow: cancelled by the person (a no-op replacement) or reverted. */
export type SettledFailure = { failure: 'rejected' | 'failed' };

/**
 * Waits for `hash` to be mined and records its status, network cost and the hash that mined; resolves with the
 * receipt when it succeeded. A wait that fails (a timeout, a dead RPC) throws `failureOf(error)`; a cancelled or
 * reverted transaction throws a {@link SettledFailure}.
 */
export async function settleTransaction(
  client: ChainClient,
  database: SluiceDatabase,
  chainId: number,
  hash: Hex,
  failureOf: (error: unknown) => unknown,
): Promise<TransactionReceipt> {
  let outcome;
  try {
    outcome = await waitForReceipt(client, { hash });
  } catch (error) {
    throw failureOf(error);
  }
  const status = settledStatus(outcome);
  await recordSettled(database, chainId, hash, {
    status,
    networkCostWei: (outcome.receipt.gasUsed * outcome.receipt.effectiveGasPrice).toString(),
    replacementHash: outcome.receipt.transactionHash,
  }).catch(() => undefined);
  if (status === 'canceled') throw { failure: 'rejected' } satisfies SettledFailure;
  if (status !== 'success') throw { failure: 'failed' } satisfies SettledFailure;
  return outcome.receipt;
}
