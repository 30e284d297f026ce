// One transaction on a liquidity position (issue 13: collect fees, remove liquidity; spec §4, §8): review, the wallet's
// confirmation, the transaction's receipt. A declined request says "Transaction rejected"; a revert or a lost
// transaction says the operation's own failure ("Collect failed, please try again."); each keeps the review open to
// try again.
import type { Hex } from 'viem';
import { assign, fromPromise, setup } from 'xstate';

export type PositionTxFailure = 'rejected' | 'failed' | 'confirmationTimedOut';

export type PositionTxContext = { hash?: Hex; failure?: PositionTxFailure };

export type PositionTxEvent = { type: 'SUBMIT' } | { type: 'RETRY' } | { type: 'RESET' };

const failureOf = (error: unknown): PositionTxFailure =>
  typeof error === 'object' && error !== null && 'failure' in error
    ? ((error as { failure: PositionTxFailure }).failure ?? 'failed')
    : 'failed';

export const positionTransactionMachine = setup({
  types: { context: {} as PositionTxContext, events: {} as PositionTxEvent },
  actors: {
    // the app provides both: a default that pretended to send could report tokens moved that never moved
    submit: fromPromise<Hex>(async () => {
      throw new Error('submit is not provided');
    }),
    waitForReceipt: fromPromise<void, { hash: Hex }>(async () => {
      throw new Error('waitForReceipt is not provided');
    }),
  },
  actions: {
    keepHash: assign((_, hash: Hex) => ({ hash })),
    fail: assign((_, failure: PositionTxFailure) => ({ failure })),
    clearAttempt: assign({ hash: undefined, failure: undefined }),
  },
}).createMachine({
  id: 'positionTransaction',
  context: {},
  initial: 'review',
  states: {
    review: { on: { SUBMIT: { target: 'submitting', actions: 'clearAttempt' } } },
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
        onDone: { target: 'done' },
        onError: { target: 'failed', actions: { type: 'fail', params: ({ event }) => failureOf(event.error) } },
      },
    },
    done: { on: { RESET: { target: 'review', actions: 'clearAttempt' } } },
    failed: {
      on: {
        RETRY: { target: 'submitting', actions: 'clearAttempt' },
        RESET: { target: 'review', actions: 'clearAttempt' },
      },
    },
  },
});
