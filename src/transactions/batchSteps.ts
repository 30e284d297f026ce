// Issue 36, spec §1 "1-click swaps": a flow's plan walked as one EIP-5792 batch (a swap, a new position, a deposit).
// Pure: the steps machine stays one machine, and a plan that can be batched becomes one `batch` step
// (src/transactions/steps.ts) the actors send as one atomic `wallet_sendCalls`. Approvals go in as they are, each
// signature as the calls that grant the same on chain (a Permit2 permit as Permit2's `approve` per token:
// ForcePermitTransactions semantics, as Uniswap's own batched swaps do), and each transaction as its call with no
// signature.
import type { Address } from 'viem';
import type { ActivityDraft, BatchStep, Call, Step } from './steps';

/** Whether the wallet batches on the chain, as EIP-5792 `atomic.status` says, and the chain's delegate. */
export type BatchSupport = { status: 'supported' | 'ready' | 'unsupported'; delegate?: Address };

/**
 * The plan as one batch step, or `steps` unchanged when it cannot be batched: fewer than two calls (nothing to save),
 * a message or a signature with no call in its place (an order, typed data an app asked for), a speed-up or a cancel,
 * a transaction that cannot be built, or a wallet that does not batch atomically on the chain.
 *
 * @example
 * const steps = batchedSteps(plan.steps, { status: 'ready', delegate: chain.delegation?.latest });
 */
export function batchedSteps(steps: readonly Step[], support: BatchSupport): readonly Step[] {
  if (support.status === 'unsupported') return steps;
  if (support.status === 'ready' && !support.delegate) return steps;
  const calls: Call[] = [];
  const inner: BatchStep['steps'][number][] = [];
  let activity: ActivityDraft | undefined;
  for (const step of steps) {
    if (step.type === 'approval') {
      calls.push(step.call);
      inner.push(step);
    } else if (step.type === 'signature') {
      if (!step.asCalls?.length) return steps;
      calls.push(...step.asCalls);
      inner.push(step);
    } else if (step.type === 'transaction') {
      if (step.replaces) return steps;
      const call = step.batchCall ?? step.call([]);
      if (!call) return steps;
      calls.push(call);
      inner.push(step);
      activity = step.activity;
    } else return steps;
  }
  if (calls.length < 2 || !activity) return steps;
  const batch: BatchStep = {
    type: 'batch',
    steps: inner,
    calls,
    activity,
    ...(support.status === 'ready' && { upgradeTo: support.delegate }),
  };
  return [batch];
}

/** The plan is walked as one batch. */
export const isBatchedPlan = (steps: readonly Step[]) => steps.some((step) => step.type === 'batch');
