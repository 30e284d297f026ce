// Adding liquidity (issue 13: create a position, add to one; spec §4, §5, §8): from the review, look at what the
// position manager may pull; approve each short token (one transaction each, looking again after every one), sign the
// Permit2 batch permit when the v4 PositionManager needs one, then send the mint or increase and follow it to its
// receipt. A declined request says "Transaction rejected"; a failed approval "Token approval failed"; a revert the
// operation's own failure. Every failure keeps the review, so nothing typed is lost, and RETRY starts from the check.
import type { Address, Hex } from 'viem';
import { assign, fromPromise, setup } from 'xstate';

export type LiquidityFailure = 'rejected' | 'approvalFailed' | 'failed' | 'confirmationTimedOut';

export type LiquidityNeeds = { approvals: readonly Address[]; permit: boolean };

export type LiquidityContext = {
  needs?: LiquidityNeeds;
  /** The signed permit, kept for the submission that follows it. */
  signature?: Hex;
  /** The token being approved, while it is. */
  approving?: Address;
  hash?: Hex;
  failure?: LiquidityFailure;
};

export type LiquidityEvent = { type: 'SUBMIT' } | { type: 'RETRY' } | { type: 'RESET' };

const failureOf = (error: unknown, fallback: LiquidityFailure): LiquidityFailure =>
  typeof error === 'object' && error !== null && 'failure' in error
    ? (error as { failure: LiquidityFailure }).failure ?? fallback
    : fallback;

export const liquidityMachine = setup({
  types: { context: {} as LiquidityContext, events: {} as LiquidityEvent },
  actors: {
    // every actor is the app's to provide: a default that pretended could report a position that was never minted
    checkNeeds: fromPromise<LiquidityNeeds>(async () => {
      throw new Error('checkNeeds is not provided');
    }),
    approve: fromPromise<void, { token: Address }>(async () => {
      throw new Error('approve is not provided');
    }),
    signPermit: fromPromise<Hex>(async () => {
      throw new Error('signPermit is not provided');
    }),
    submit: fromPromise<Hex, { signature?: Hex }>(async () => {
      throw new Error('submit is not provided');
    }),
    waitForReceipt: fromPromise<void, { hash: Hex }>(async () => {
      throw new Error('waitForReceipt is not provided');
    }),
  },
  guards: {
    needsApproval: ({ context }) => (context.needs?.approvals.length ?? 0) > 0,
    needsPermit: ({ context }) => context.needs?.permit === true && context.signature === undefined,
  },
  actions: {
    fail: assign((_, failure: LiquidityFailure) => ({ failure, approving: undefined })),
    clearAttempt: assign({
      needs: undefined,
      signature: undefined,
      approving: undefined,
      hash: undefined,
      failure: undefined,
    }),
  },
}).createMachine({
  id: 'liquidity',
  context: {},
  initial: 'review',
  states: {
    review: { on: { SUBMIT: { target: 'checking', actions: 'clearAttempt' } } },
    checking: {
      invoke: {
        id: 'checkNeeds',
        src: 'checkNeeds',
        onDone: { target: 'deciding', actions: assign({ needs: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'failed') },
        },
      },
    },
    deciding: {
      always: [
        { guard: 'needsApproval', target: 'approving' },
        { guard: 'needsPermit', target: 'permitting' },
        { target: 'submitting' },
      ],
    },
    approving: {
      entry: assign({ approving: ({ context }) => context.needs!.approvals[0] }),
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ token: context.approving! }),
        // after each approval is mined, look again: the next token, or the permit, may still be short
        onDone: { target: 'checking', actions: assign({ approving: undefined }) },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'approvalFailed') },
        },
      },
    },
    permitting: {
      invoke: {
        id: 'signPermit',
        src: 'signPermit',
        onDone: { target: 'submitting', actions: assign({ signature: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'failed') },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ signature: context.signature }),
        onDone: { target: 'pending', actions: assign({ hash: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'failed') },
        },
      },
    },
    pending: {
      invoke: {
        id: 'waitForReceipt',
        src: 'waitForReceipt',
        input: ({ context }) => ({ hash: context.hash! }),
        onDone: { target: 'done' },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'failed') },
        },
      },
    },
    done: { on: { RESET: { target: 'review', actions: 'clearAttempt' } } },
    failed: {
      on: {
        RETRY: { target: 'checking', actions: 'clearAttempt' },
        RESET: { target: 'review', actions: 'clearAttempt' },
      },
    },
  },
});
