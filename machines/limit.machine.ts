// Placing a limit order (spec §2, §4, §5): edit, review, approve the input token to Permit2 when needed, sign the
// UniswapX order (a Permit2 witness signature), submit it to the order service. A declined signature or a refused
// order goes back to reviewing with the reason; nothing is sent on chain but the approval.
import type { Hex } from 'viem';
import { assign, fromPromise, setup } from 'xstate';
import { isLimitTooFarFromMarket, MAX_OPEN_LIMIT_ORDERS } from '../contract/uniswapxLimitPrice';

/** What the person set on the form, with what the market pays for the same input now. */
export type LimitOrderRequest = {
  inputAmount: bigint;
  /** The least output the order accepts (the limit price times the input). */
  limitOutput: bigint;
  marketOutput: bigint;
  expirySeconds: number;
  /** The input token's ERC20 allowance to Permit2 is short. */
  needsApproval: boolean;
  openOrders: number;
};

export type LimitFailure =
  | 'approvalFailed'
  | 'signatureDeclined'
  | 'orderRefused'
  | 'tooFarFromMarket'
  | 'tooManyOrders';

export type LimitContext = { request?: LimitOrderRequest; signature?: Hex; orderHash?: Hex; failure?: LimitFailure };

export type LimitEvent =
  | { type: 'REVIEW'; request: LimitOrderRequest }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' };

export type SubmitOrderOutput = { orderHash: Hex } | { refused: string };

export const limitMachine = setup({
  types: { context: {} as LimitContext, events: {} as LimitEvent },
  actors: {
    // The app provides real implementations; tests provide their own.
    approve: fromPromise<void, { request: LimitOrderRequest }>(async () => {
      throw new Error('approve is not provided');
    }),
    signOrder: fromPromise<Hex, { request: LimitOrderRequest }>(async () => {
      throw new Error('signOrder is not provided');
    }),
    submitOrder: fromPromise<SubmitOrderOutput, { request: LimitOrderRequest; signature: Hex }>(async () => {
      throw new Error('submitOrder is not provided');
    }),
  },
  guards: {
    isTooFarFromMarket: ({ event }) =>
      event.type === 'REVIEW' && isLimitTooFarFromMarket(event.request.limitOutput, event.request.marketOutput),
    isAtOrderMaximum: ({ event }) => event.type === 'REVIEW' && event.request.openOrders >= MAX_OPEN_LIMIT_ORDERS,
    hasAmounts: ({ event }) =>
      event.type === 'REVIEW' && event.request.inputAmount > 0n && event.request.limitOutput > 0n,
    needsApproval: ({ context }) => !!context.request?.needsApproval,
    wasAccepted: (_, output: SubmitOrderOutput) => 'orderHash' in output,
  },
  actions: {
    takeRequest: assign(({ event }) => (event.type === 'REVIEW' ? { request: event.request, failure: undefined } : {})),
    fail: assign((_, failure: LimitFailure) => ({ failure })),
    keepSignature: assign((_, signature: Hex) => ({ signature })),
    keepOrder: assign((_, output: SubmitOrderOutput) => ('orderHash' in output ? { orderHash: output.orderHash } : {})),
    reset: assign({ request: undefined, signature: undefined, orderHash: undefined, failure: undefined }),
  },
}).createMachine({
  id: 'limit',
  context: {},
  initial: 'editing',
  states: {
    editing: {
      on: {
        REVIEW: [
          // spec §5: a limit too far from market blocks submission; so does the 100 open-orders maximum
          { guard: 'isTooFarFromMarket', actions: { type: 'fail', params: 'tooFarFromMarket' } },
          { guard: 'isAtOrderMaximum', actions: { type: 'fail', params: 'tooManyOrders' } },
          { guard: 'hasAmounts', target: 'reviewing', actions: 'takeRequest' },
        ],
      },
    },
    reviewing: {
      on: {
        BACK: 'editing',
        CONFIRM: [{ guard: 'needsApproval', target: 'approving' }, { target: 'signing' }],
      },
    },
    approving: {
      invoke: {
        id: 'approve',
        src: 'approve',
        input: ({ context }) => ({ request: context.request! }),
        onDone: 'signing',
        onError: { target: 'reviewing', actions: { type: 'fail', params: 'approvalFailed' } },
      },
    },
    signing: {
      invoke: {
        id: 'signOrder',
        src: 'signOrder',
        input: ({ context }) => ({ request: context.request! }),
        onDone: { target: 'submitting', actions: { type: 'keepSignature', params: ({ event }) => event.output } },
        onError: { target: 'reviewing', actions: { type: 'fail', params: 'signatureDeclined' } },
      },
    },
    submitting: {
      invoke: {
        id: 'submitOrder',
        src: 'submitOrder',
        input: ({ context }) => ({ request: context.request!, signature: context.signature! }),
        onDone: [
          {
            guard: { type: 'wasAccepted', params: ({ event }) => event.output },
            target: 'submitted',
            actions: { type: 'keepOrder', params: ({ event }) => event.output },
          },
          { target: 'reviewing', actions: { type: 'fail', params: 'orderRefused' } },
        ],
        onError: { target: 'reviewing', actions: { type: 'fail', params: 'orderRefused' } },
      },
    },
    submitted: {
      on: { CLOSE: { target: 'editing', actions: 'reset' } },
    },
  },
});
