// Cancelling limit orders (spec §4, §5): select open orders, review, sign one Permit2 `invalidateUnorderedNonces`
// transaction per nonce word, wait for one confirmation. No transaction returned goes back to reviewing.
import type { Hex } from 'viem';
import { assign, fromPromise, not, setup } from 'xstate';

export type CancellableOrder = {
  orderHash: Hex;
  nonce: bigint;
  status: 'open' | 'filled' | 'expired' | 'cancelled' | 'insufficient-funds' | 'error';
  /** A cancellation of it was sent and is not confirmed yet. */
  pendingCancellation?: boolean;
};

/** Why an order cannot be selected for cancellation (spec §4: filled or expired orders say why), or undefined. */
export function whyNotCancellable(order: CancellableOrder): 'filled' | 'expired' | 'cancelled' | 'pending' | undefined {
  if (order.pendingCancellation) return 'pending';
  if (order.status === 'filled' || order.status === 'expired' || order.status === 'cancelled') return order.status;
  return undefined;
}

export type CancelOrdersContext = {
  orders: CancellableOrder[];
  selected: Hex[];
  txHash?: Hex;
  failure?: string;
  /** Orders the cancellation arrived too late for: filled first, and its cost is not refunded (spec §4). */
  filledFirst: Hex[];
};

export type CancelOrdersEvent =
  | { type: 'TOGGLE'; orderHash: Hex }
  | { type: 'ORDERS_UPDATED'; orders: CancellableOrder[] }
  | { type: 'START' }
  | { type: 'CONFIRM' }
  | { type: 'CLOSE' };

export type SendCancellationInput = { orders: CancellableOrder[] };
export type ConfirmationOutput = { filledFirst: Hex[] };

export const cancelOrdersMachine = setup({
  types: {
    context: {} as CancelOrdersContext,
    events: {} as CancelOrdersEvent,
    input: {} as { orders: CancellableOrder[] },
  },
  actors: {
    // The app signs and sends the nonce invalidations; undefined when the wallet returned no transaction.
    sendCancellation: fromPromise<Hex | undefined, SendCancellationInput>(async () => {
      throw new Error('sendCancellation is not provided');
    }),
    waitForConfirmation: fromPromise<ConfirmationOutput, { txHash: Hex; orders: Hex[] }>(async () => {
      throw new Error('waitForConfirmation is not provided');
    }),
  },
  guards: {
    isSelectable: ({ context, event }) => {
      if (event.type !== 'TOGGLE') return false;
      const order = context.orders.find((o) => o.orderHash === event.orderHash);
      return !!order && whyNotCancellable(order) === undefined;
    },
    hasSelection: ({ context }) => context.selected.length > 0,
    transactionReturned: (_, params: { txHash: Hex | undefined }) => params.txHash !== undefined,
  },
  actions: {
    toggle: assign(({ context, event }) => {
      if (event.type !== 'TOGGLE') return {};
      const selected = context.selected.includes(event.orderHash)
        ? context.selected.filter((h) => h !== event.orderHash)
        : [...context.selected, event.orderHash];
      return { selected };
    }),
    // the service's latest statuses; a cancellation sent and not confirmed stays pending
    updateOrders: assign(({ context, event }) => {
      if (event.type !== 'ORDERS_UPDATED') return {};
      const pending = new Set(context.orders.filter((o) => o.pendingCancellation).map((o) => o.orderHash));
      return {
        orders: event.orders.map((o) => (pending.has(o.orderHash) ? { ...o, pendingCancellation: true } : o)),
      };
    }),
    // before anything is sent, an order that settled meanwhile leaves the selection
    pruneSelection: assign(({ context }) => {
      const selectable = new Set(
        context.orders.filter((o) => whyNotCancellable(o) === undefined).map((o) => o.orderHash),
      );
      return { selected: context.selected.filter((h) => selectable.has(h)) };
    }),
    markPending: assign(({ context }, txHash: Hex) => ({
      txHash,
      failure: undefined,
      orders: context.orders.map((o) =>
        context.selected.includes(o.orderHash) ? { ...o, pendingCancellation: true } : o,
      ),
    })),
    markCancelled: assign(({ context }, output: ConfirmationOutput) => ({
      filledFirst: output.filledFirst,
      orders: context.orders.map((o) =>
        context.selected.includes(o.orderHash)
          ? {
              ...o,
              pendingCancellation: false,
              status: output.filledFirst.includes(o.orderHash) ? ('filled' as const) : ('cancelled' as const),
            }
          : o,
      ),
    })),
    recordFailure: assign((_, failure: string) => ({ failure })),
    clearPending: assign(({ context }) => ({
      orders: context.orders.map((o) => ({ ...o, pendingCancellation: false })),
    })),
    reset: assign({ selected: [], txHash: undefined, failure: undefined, filledFirst: [] }),
  },
}).createMachine({
  id: 'cancelOrders',
  context: ({ input }) => ({ orders: input.orders, selected: [], filledFirst: [] }),
  initial: 'notStarted',
  on: { ORDERS_UPDATED: { actions: 'updateOrders' } },
  states: {
    notStarted: {
      on: {
        ORDERS_UPDATED: { actions: ['updateOrders', 'pruneSelection'] },
        TOGGLE: { guard: 'isSelectable', actions: 'toggle' },
        START: { guard: 'hasSelection', target: 'reviewing' },
      },
    },
    reviewing: {
      entry: 'pruneSelection',
      // every selected order settled meanwhile: nothing is left to cancel
      always: { guard: not('hasSelection'), target: 'notStarted', actions: 'reset' },
      on: {
        ORDERS_UPDATED: { actions: ['updateOrders', 'pruneSelection'] },
        CONFIRM: { guard: 'hasSelection', target: 'pendingSignature' },
        CLOSE: { target: 'notStarted', actions: 'reset' },
      },
    },
    pendingSignature: {
      invoke: {
        id: 'sendCancellation',
        src: 'sendCancellation',
        input: ({ context }) => ({ orders: context.orders.filter((o) => context.selected.includes(o.orderHash)) }),
        onDone: [
          {
            guard: { type: 'transactionReturned', params: ({ event }) => ({ txHash: event.output }) },
            target: 'pendingConfirmation',
            actions: { type: 'markPending', params: ({ event }) => event.output! },
          },
          // spec §4: no transaction returned (declined, or the wallet gave nothing back): back to reviewing
          { target: 'reviewing', actions: { type: 'recordFailure', params: 'noTransaction' } },
        ],
        onError: { target: 'reviewing', actions: { type: 'recordFailure', params: 'noTransaction' } },
      },
    },
    pendingConfirmation: {
      invoke: {
        id: 'waitForConfirmation',
        src: 'waitForConfirmation',
        input: ({ context }) => ({ txHash: context.txHash!, orders: context.selected }),
        onDone: {
          target: 'cancelled',
          actions: { type: 'markCancelled', params: ({ event }) => event.output },
        },
        onError: {
          target: 'reviewing',
          actions: ['clearPending', { type: 'recordFailure', params: 'transactionFailed' }],
        },
      },
    },
    cancelled: {
      on: { CLOSE: { target: 'notStarted', actions: 'reset' } },
    },
  },
});
