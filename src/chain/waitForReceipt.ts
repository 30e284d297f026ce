// A transaction's outcome through viem's `waitForTransactionReceipt` (issue 11): it follows a replaced (sped-up or
// cancelled) transaction to its replacement's receipt, and gives up after a timeout (spec §8 "Confirmation timed out.
// Please retry."). Activity rows and the swap read the outcome from here.
import {
  type Address,
  type Hex,
  type ReplacementReason,
  type TransactionReceipt,
  type WaitForTransactionReceiptErrorType,
} from 'viem';
import { waitForTransactionReceipt } from 'viem/actions';
import type { ChainClient } from './clients';

/** spec §8: a transaction not mined within this long is reported as "Confirmation timed out. Please retry." */
export const CONFIRMATION_TIMEOUT_MS = 180_000;

export type WaitForReceiptParameters = {
  /** The hash the wallet returned when the transaction was sent. */
  hash: Hex;
  /** Milliseconds before the wait rejects with `WaitForTransactionReceiptTimeoutError`. */
  timeout?: number;
  /** The sender and nonce, when known: finds a replacement mined before the wait started (a re-tracked row). */
  replacement?: { from: Address; nonce: number; to?: Address | null; input?: Hex; value?: bigint };
  pollingInterval?: number;
  signal?: AbortSignal;
};

export type Replacement = {
  /** `repriced`: the same call at a higher fee (a speed-up); `cancelled`: a zero-value send to oneself. */
  reason: ReplacementReason;
  /** The hash that was sent first and never mined. */
  replacedHash: Hex;
};

export type WaitForReceiptReturnType = {
  /** The receipt of the transaction that mined: the replacement's when the sent one was replaced. */
  receipt: TransactionReceipt;
  /** Set when another transaction with the same nonce mined instead of `hash`. */
  replaced?: Replacement;
};

export type WaitForReceiptErrorType = WaitForTransactionReceiptErrorType;

/**
 * Waits for the transaction `hash` (or the transaction that replaced it) to be mined, and says which one mined.
 *
 * @example
 * const { receipt, replaced } = await waitForReceipt(client, { hash });
 * const hashThatMined = receipt.transactionHash; // replaced?.reason === 'cancelled' when the user cancelled it
 */
export async function waitForReceipt(
  client: ChainClient,
  { hash, timeout = CONFIRMATION_TIMEOUT_MS, replacement, pollingInterval, signal }: WaitForReceiptParameters,
): Promise<WaitForReceiptReturnType> {
  let replaced: Replacement | undefined;
  const receipt = await waitForTransactionReceipt(client, {
    hash,
    timeout,
    replacement,
    pollingInterval,
    signal,
    onReplaced: (response) => {
      replaced = { reason: response.reason, replacedHash: response.replacedTransaction.hash };
    },
  });
  return { receipt, replaced };
}

/** The activity status an outcome settles to (spec §4): a cancelled replacement cancels, a revert fails. */
export function settledStatus(outcome: WaitForReceiptReturnType): 'success' | 'failed' | 'canceled' {
  if (outcome.replaced?.reason === 'cancelled') return 'canceled';
  return outcome.receipt.status === 'success' ? 'success' : 'failed';
}
