// Executing a trade (spec §4, §8; issue: swap): re-quote, approve the token to Permit2 when needed, sign the Permit2
// permit, submit UniversalRouter.execute with the deadline, and follow it to its receipt. Wraps and unwraps skip the
// approvals and go straight to the wallet. A quote that moved beyond the slippage tolerance asks again.
import type { Hex } from 'viem';
import { assign, fromPromise, setup } from 'xstate';
import { slippageLimit } from '../src/lib/swap/swapSettings';

export type SwapKind = 'swap' | 'wrap' | 'unwrap';

/** What the trader agreed to on the review screen. */
export type SwapRequest = {
  kind: SwapKind;
  /** Native ETH needs no approval and no permit. */
  nativeInput: boolean;
  tradeType: 'exactIn' | 'exactOut';
  /** Least output (exact in) or most input (exact out) the trader accepted. */
  limit: bigint;
  /** The quoted output (exact in) or input (exact out). */
  quoted: bigint;
  /** The slippage tolerance the limit came from: accepting a new quote derives the new limit with it. */
  slippageBips: number;
};

/** A fresh quote before anything is signed. */
export type Requote = { quoted: bigint };

export type AllowanceNeeds = { approval: boolean; permit: boolean };

/** Why a trade failed, each with its words in the error catalogue (spec §8). */
export type SwapFailure =
  | 'rejected' // "Transaction rejected"
  | 'approvalFailed' // "Token approval failed"
  | 'expectedToFail' // "Your swap is expected to fail."
  | 'deadlinePassed'
  | 'slippageTooLow'
  | 'confirmationTimedOut' // "Confirmation timed out. Please retry."
  | 'signatureExpired' // "Your signature has expired."
  | 'insufficientFunds' // "Insufficient funds to cover network cost"
  | 'connectionFailed' // "Connection failed to provider"
  | 'rateLimited' // "Please try again in a few minutes."
  | 'unknown'; // "Unknown error."

export type SwapContext = {
  request: SwapRequest;
  requote?: Requote;
  needs?: AllowanceNeeds;
  signature?: Hex;
  hash?: Hex;
  failure?: SwapFailure;
};

export type SwapEvent =
  | { type: 'SUBMIT' }
  | { type: 'ACCEPT_NEW_QUOTE' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'RESET' };

const failureOf = (error: unknown, fallback: SwapFailure): SwapFailure =>
  typeof error === 'object' && error !== null && 'failure' in error
    ? (error as { failure: SwapFailure }).failure ?? fallback
    : fallback;

export const swapMachine = setup({
  types: {
    context: {} as SwapContext,
    events: {} as SwapEvent,
    input: {} as { request: SwapRequest },
  },
  actors: {
    // every actor is the app's to provide: a default that pretended (an empty signature, no approval needed) could
    // send a real transaction down a wrong path
    requote: fromPromise<Requote, { request: SwapRequest }>(async () => {
      throw new Error('requote is not provided');
    }),
    checkAllowance: fromPromise<AllowanceNeeds, { request: SwapRequest }>(async () => {
      throw new Error('checkAllowance is not provided');
    }),
    approve: fromPromise<void>(async () => {
      throw new Error('approve is not provided');
    }),
    signPermit: fromPromise<Hex>(async () => {
      throw new Error('signPermit is not provided');
    }),
    submit: fromPromise<Hex, { request: SwapRequest; signature?: Hex }>(async () => {
      throw new Error('submit is not provided');
    }),
    waitForReceipt: fromPromise<void, { hash: Hex }>(async () => {
      throw new Error('waitForReceipt is not provided');
    }),
  },
  guards: {
    skipsApprovals: ({ context }) => context.request.kind !== 'swap' || context.request.nativeInput,
    // exact in: the new output must still reach the minimum; exact out: the new input must stay within the maximum
    quoteWithinTolerance: ({ context }, requote: Requote) =>
      context.request.tradeType === 'exactIn'
        ? requote.quoted >= context.request.limit
        : requote.quoted <= context.request.limit,
    needsApproval: ({ context }) => context.needs?.approval === true,
    needsPermit: ({ context }) => context.needs?.permit === true,
  },
  actions: {
    keepRequote: assign((_, requote: Requote) => ({ requote })),
    acceptRequote: assign(({ context }) => {
      const quoted = context.requote?.quoted ?? context.request.quoted;
      const { tradeType, slippageBips } = context.request;
      return { request: { ...context.request, quoted, limit: slippageLimit(quoted, tradeType, slippageBips) } };
    }),
    keepNeeds: assign((_, needs: AllowanceNeeds) => ({ needs })),
    keepSignature: assign((_, signature: Hex) => ({ signature })),
    keepHash: assign((_, hash: Hex) => ({ hash })),
    fail: assign((_, failure: SwapFailure) => ({ failure })),
    clearAttempt: assign({
      requote: undefined,
      needs: undefined,
      signature: undefined,
      hash: undefined,
      failure: undefined,
    }),
  },
}).createMachine({
  id: 'swap',
  context: ({ input }) => ({ request: input.request }),
  initial: 'review',
  states: {
    review: {
      on: { SUBMIT: { target: 'requoting', actions: 'clearAttempt' } },
    },
    requoting: {
      invoke: {
        id: 'requote',
        src: 'requote',
        input: ({ context }) => ({ request: context.request }),
        onDone: [
          {
            guard: { type: 'quoteWithinTolerance', params: ({ event }) => event.output },
            target: 'preparing',
            actions: { type: 'keepRequote', params: ({ event }) => event.output },
          },
          { target: 'quoteChanged', actions: { type: 'keepRequote', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'unknown') },
        },
      },
    },
    // the price moved past the tolerance: the trader sees the new quote and decides
    quoteChanged: {
      on: {
        ACCEPT_NEW_QUOTE: { target: 'review', actions: 'acceptRequote' },
        CANCEL: 'review',
      },
    },
    preparing: {
      always: [{ guard: 'skipsApprovals', target: 'submitting' }, { target: 'checkingAllowance' }],
    },
    checkingAllowance: {
      invoke: {
        id: 'checkAllowance',
        src: 'checkAllowance',
        input: ({ context }) => ({ request: context.request }),
        onDone: { target: 'allowanceKnown', actions: { type: 'keepNeeds', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'unknown') },
        },
      },
    },
    allowanceKnown: {
      always: [
        { guard: 'needsApproval', target: 'approving' },
        { guard: 'needsPermit', target: 'signingPermit' },
        { target: 'submitting' },
      ],
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        // after the approval is mined, look again: the permit is still to come
        onDone: { target: 'checkingAllowance' },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'approvalFailed') },
        },
      },
    },
    signingPermit: {
      invoke: {
        id: 'signPermit',
        src: 'signPermit',
        onDone: { target: 'submitting', actions: { type: 'keepSignature', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'rejected') },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submit',
        src: 'submit',
        input: ({ context }) => ({ request: context.request, signature: context.signature }),
        onDone: { target: 'pending', actions: { type: 'keepHash', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'unknown') },
        },
      },
    },
    pending: {
      invoke: {
        id: 'waitForReceipt',
        src: 'waitForReceipt',
        input: ({ context }) => ({ hash: context.hash! }),
        onDone: 'succeeded',
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => failureOf(event.error, 'unknown') },
        },
      },
    },
    succeeded: {
      on: { RESET: { target: 'review', actions: 'clearAttempt' } },
    },
    failed: {
      on: {
        RETRY: { target: 'requoting', actions: 'clearAttempt' },
        RESET: { target: 'review', actions: 'clearAttempt' },
      },
    },
  },
});
