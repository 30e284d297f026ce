// Choosing limit orders to cancel (spec §4, §5), and the cancellation's states as a person sees them while the one
// transaction steps pipeline (issue 28) walks it: not started, reviewing cancellation, pending signature, pending
// confirmation, cancelled. Choosing is form state; signing, sending and failing are the pipeline's.
import type { Hex } from 'viem';
import type { SnapshotFrom } from 'xstate';
import type { transactionStepsMachine } from '../../../../machines/transactionSteps.machine';
import type { LimitOrderStatus } from '../../../data/ordersApi';

export type CancellableOrder = {
  orderHash: Hex;
  status: LimitOrderStatus;
  /** A cancellation of it was sent and is not confirmed yet. */
  pendingCancellation?: boolean;
};

/** Why an order cannot be selected for cancellation (spec §4: filled or expired orders say why), or undefined. */
export function whyNotCancellable(order: CancellableOrder): 'filled' | 'expired' | 'cancelled' | 'pending' | undefined {
  if (order.pendingCancellation) return 'pending';
  if (order.status === 'filled' || order.status === 'expired' || order.status === 'cancelled') return order.status;
  return undefined;
}

/** The selection with the order added, or taken out when it was in; an order that cannot be cancelled is never added. */
export function toggleSelection(selected: readonly Hex[], order: CancellableOrder): Hex[] {
  if (selected.includes(order.orderHash)) return selected.filter((hash) => hash !== order.orderHash);
  return whyNotCancellable(order) === undefined ? [...selected, order.orderHash] : [...selected];
}

/** The selected orders that can still be cancelled, as listed: an order that settled meanwhile leaves the selection. */
export function cancellableSelection<T extends CancellableOrder>(orders: readonly T[], selected: readonly Hex[]): T[] {
  return orders.filter((order) => selected.includes(order.orderHash) && whyNotCancellable(order) === undefined);
}

export type CancelStage = 'notStarted' | 'reviewing' | 'pendingSignature' | 'pendingConfirmation' | 'cancelled';

/**
 * The spec's cancel state for the pipeline's snapshot (undefined before a review starts). The review is reviewing
 * cancellation, and so is a declined prompt or a failure (they return to it); from Confirm until a transaction is sent,
 * pending signature; from then until the order service said which orders were filled first (`filledFirst`), pending
 * confirmation; then cancelled.
 */
export function cancelStageOf(
  snapshot: SnapshotFrom<typeof transactionStepsMachine> | undefined,
  filledFirst: readonly Hex[] | undefined,
): CancelStage {
  if (!snapshot) return 'notStarted';
  if (snapshot.matches('succeeded')) return filledFirst ? 'cancelled' : 'pendingConfirmation';
  if (snapshot.matches('walking')) {
    return snapshot.context.hashes.some((hash) => hash !== undefined) ? 'pendingConfirmation' : 'pendingSignature';
  }
  // Confirm plans and simulates once more before the wallet is asked
  if (snapshot.context.confirming) return 'pendingSignature';
  return 'reviewing';
}
