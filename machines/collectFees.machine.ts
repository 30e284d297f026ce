// Collecting a position's fees (spec §4, §8; issue 13): review, the wallet's confirmation, the transaction's receipt.
// A declined request says "Transaction rejected"; a revert or a lost transaction says "Collect failed, please try
// again."; both keep the review open to try again.
import type { Hex } from 'viem';
import { assign, fromPromise, setup } from 'xstate';

export type CollectFailure = 'rejected' | 'collectFailed' | 'confirmationTimedOut';

export type CollectContext = { hash?: Hex; failure?: CollectFailure };

export type CollectEvent = { type: 'COLLECT' } | { type: 'RETRY' } | { type: 'RESET' };

const failureOf = (error: unknown): CollectFailure =>
  typeof error === 'object' && error !== null && 'failure' in error
    ? ((error as { failure: CollectFailure }).failure ?? 'collectFailed')
    : 'collectFailed';

export const collectFeesMachine = setup({
  types: { context: {} as CollectContext, events: {} as CollectEvent },
  actors: {
    // the app provides both: a default that pretended to send could report fees collected that never moved
    submit: fromPromise<Hex>(async () => {
      throw new Error('submit is not provided');
    }),
    waitForReceipt: fromPromise<void, { hash: Hex }>(async () => {
      throw new Error('waitForReceipt is not provided');
    }),
  },
  actions: {
    keepHash: assign((_, hash: Hex) => ({ hash })),
    fail: assign((_, failure: CollectFailure) => ({ failure })),
    clearAttempt: assign({ hash: undefined, failure: undefined }),
  },
}).createMachine({
  id: 'collectFees',
  context: {},
  initial: 'review',
  states: {
    review: { on: { COLLECT: { target: 'submitting', actions: 'clearAttempt' } } },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        onDone: { target: 'pending', actions: { type: 'keepHash', params: ({ event }) => event.output } },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf(event.error) } },
      },
    },
    pending: {
      invoke: {
        id: 'waitForReceipt',
        src: 'waitForReceipt',
        input: ({ context }) => ({ hash: context.hash! }),
        onDone: { target: 'collected' },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf(event.error) } },
      },
    },
    collected: { on: { RESET: { target: 'review', actions: 'clearAttempt' } } },
    failed: {
      on: {
        RETRY: { target: 'submitting', actions: 'clearAttempt' },
        RESET: { target: 'review', actions: 'clearAttempt' },
      },
    },
  },
});
