// Cancelling limit orders (spec §4, issue 14) as a plan of the one transaction steps pipeline (issue 28): spend the
// orders' Permit2 nonces with `invalidateUnorderedNonces`, one transaction per nonce word (one in all when they share a
// word, as orders placed in sequence do), each simulated before the wallet is asked and followed to one confirmation;
// then ask the order service which orders were filled first.
import type { Address, EIP1193Provider, Hex } from 'viem';
import type { StepFailure } from '../../../../machines/transactionSteps.machine';
import { cancelOrderCalls } from '../../../../contract/uniswapxNonces';
import type { LimitOrderRow } from '../../../data/ordersApi';
import type { RuntimeChain } from '../../../data/runtimeConfig';
import { transactionStepsMachineFor } from '../../../transactions/stepActors';
import type { TransactionStep } from '../../../transactions/steps';

/**
 * The transactions that cancel the orders: one Permit2 `invalidateUnorderedNonces` per nonce word.
 *
 * @example
 * const steps = cancelOrderSteps([{ nonce: 256n }, { nonce: 257n }]); // one transaction: both nonces share word 1
 */
export function cancelOrderSteps(orders: readonly Pick<LimitOrderRow, 'nonce'>[]): TransactionStep[] {
  return cancelOrderCalls(orders.map((order) => order.nonce)).map((call) => ({
    type: 'transaction',
    activity: { type: 'cancelOrders' },
    call: () => call,
  }));
}

export type CancelOrdersRequest = {
  chain: RuntimeChain;
  account: Address;
  provider: EIP1193Provider;
  /** The reviewed orders that can still be cancelled, read again at each plan (one that settled meanwhile leaves). */
  orders: () => readonly LimitOrderRow[];
};

/** The steps machine for one cancel review (started when the review opens, stopped when it closes). */
export function cancelOrdersMachineFor(request: CancelOrdersRequest) {
  return transactionStepsMachineFor({
    chain: request.chain,
    account: request.account,
    provider: request.provider,
    // the catalogue has no words for a failed cancellation (spec §8 "Cancel or replace failed" is not in it yet)
    failures: { revert: 'cancelOrReplaceFailed' },
    plan: async () => {
      const orders = request.orders();
      // every reviewed order settled meanwhile: there is nothing to sign (the panel closes such a review)
      if (orders.length === 0) throw { reason: 'somethingWentWrong' } satisfies StepFailure;
      return { steps: cancelOrderSteps(orders) };
    },
  });
}

/**
 * Of the cancelled orders, those the order service lists as filled: the cancellation arrived after the swap executed,
 * and its cost is not refunded (spec §4).
 */
export function filledFirstIn(listed: readonly LimitOrderRow[], cancelled: readonly Hex[]): Hex[] {
  const filled = new Set(listed.filter((order) => order.status === 'filled').map((order) => order.orderHash));
  return cancelled.filter((hash) => filled.has(hash));
}
