import type { Hex } from 'viem';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  type CancellableOrder,
  type SendCancellationInput,
  cancelOrdersMachine,
  whyNotCancellable,
} from './cancelOrders.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex;
const orders: CancellableOrder[] = [
  { orderHash: hash(1), nonce: 256n, status: 'open' },
  { orderHash: hash(2), nonce: 257n, status: 'open' },
  { orderHash: hash(3), nonce: 258n, status: 'filled' },
  { orderHash: hash(4), nonce: 259n, status: 'open', pendingCancellation: true },
];
const tx = hash(0xc0ffee);

const events = [
  { type: 'TOGGLE', orderHash: hash(1) },
  { type: 'TOGGLE', orderHash: hash(3) },
  { type: 'TOGGLE', orderHash: hash(4) },
  { type: 'START' },
  { type: 'CONFIRM' },
  { type: 'CLOSE' },
  { type: 'ORDERS_UPDATED', orders: orders.map((o) => (o.orderHash === hash(1) ? { ...o, status: 'filled' } : o)) },
  { type: 'xstate.done.actor.sendCancellation', output: tx },
  { type: 'xstate.done.actor.sendCancellation', output: undefined },
  { type: 'xstate.error.actor.sendCancellation', error: new Error('User rejected the request.') },
  { type: 'xstate.done.actor.waitForConfirmation', output: { filledFirst: [] } },
  { type: 'xstate.done.actor.waitForConfirmation', output: { filledFirst: [hash(1)] } },
  { type: 'xstate.error.actor.waitForConfirmation', error: new Error('reverted') },
];

describe('cancel orders machine', () => {
  it('should keep its invariants on every path', () => {
    walkEveryPath(cancelOrdersMachine, {
      input: { orders },
      events,
      // one shortest path to every distinct snapshot: toggling makes the simple paths too many to walk
      paths: 'shortest',
      invariant: (snapshot) => {
        const { selected, orders: current } = snapshot.context;
        // spec §4: filled, expired, cancelled and pending-cancellation orders are never selected
        for (const h of selected) {
          const order = current.find((o) => o.orderHash === h)!;
          if (snapshot.matches('notStarted') || snapshot.matches('reviewing'))
            expect(whyNotCancellable(order)).toBeUndefined();
        }
        // spec §5: nothing starts without a selection
        if (!snapshot.matches('notStarted')) expect(selected.length).toBeGreaterThan(0);
        if (snapshot.matches('pendingConfirmation')) expect(snapshot.context.txHash).toBe(tx);
        if (snapshot.matches('pendingConfirmation'))
          for (const h of selected) expect(current.find((o) => o.orderHash === h)!.pendingCancellation).toBe(true);
      },
    });
  });

  it('should cancel two orders with one transaction and say which one filled first', async () => {
    const sent: bigint[][] = [];
    const actor = createActor(
      cancelOrdersMachine.provide({
        actors: {
          sendCancellation: fromPromise(async ({ input }) => {
            sent.push(input.orders.map((o) => o.nonce));
            return tx;
          }),
          waitForConfirmation: fromPromise(async () => ({ filledFirst: [hash(2)] })),
        },
      }),
      { input: { orders } },
    ).start();
    actor.send({ type: 'TOGGLE', orderHash: hash(1) });
    actor.send({ type: 'TOGGLE', orderHash: hash(2) });
    actor.send({ type: 'START' });
    actor.send({ type: 'CONFIRM' });
    const done = await waitFor(actor, (s) => s.matches('cancelled'));
    expect(sent).toEqual([[256n, 257n]]);
    expect(done.context.orders.map((o) => o.status)).toEqual(['cancelled', 'filled', 'filled', 'open']);
    expect(done.context.filledFirst).toEqual([hash(2)]);
  });

  it('should go back to reviewing when the wallet returns no transaction', async () => {
    const actor = createActor(
      cancelOrdersMachine.provide({
        actors: { sendCancellation: fromPromise<Hex | undefined, SendCancellationInput>(async () => undefined) },
      }),
      { input: { orders } },
    ).start();
    actor.send({ type: 'TOGGLE', orderHash: hash(1) });
    actor.send({ type: 'START' });
    actor.send({ type: 'CONFIRM' });
    const back = await waitFor(actor, (s) => s.matches('reviewing') && !!s.context.failure);
    expect(back.context.failure).toBe('noTransaction');
    expect(back.context.orders[0]!.pendingCancellation).toBeFalsy();
  });
});
