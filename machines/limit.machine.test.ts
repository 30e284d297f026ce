import type { Hex } from 'viem';
import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type LimitOrderRequest, type SubmitOrderOutput, limitMachine } from './limit.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const request: LimitOrderRequest = {
  inputAmount: 1000n,
  limitOutput: 1010n,
  marketOutput: 1000n,
  expirySeconds: 86_400,
  needsApproval: true,
  openOrders: 3,
};
const signature = `0x${'ab'.repeat(65)}` as Hex;
const orderHash = `0x${'cd'.repeat(32)}` as Hex;

type Input = { request: LimitOrderRequest };

const events = [
  { type: 'REVIEW', request },
  { type: 'REVIEW', request: { ...request, needsApproval: false } },
  { type: 'REVIEW', request: { ...request, limitOutput: 2500n } },
  { type: 'REVIEW', request: { ...request, openOrders: 100 } },
  { type: 'REVIEW', request: { ...request, inputAmount: 0n } },
  { type: 'BACK' },
  { type: 'CONFIRM' },
  { type: 'CLOSE' },
  { type: 'xstate.done.actor.approve' },
  { type: 'xstate.error.actor.approve', error: new Error('reverted') },
  { type: 'xstate.done.actor.signOrder', output: signature },
  { type: 'xstate.error.actor.signOrder', error: new Error('User rejected the request.') },
  { type: 'xstate.done.actor.submitOrder', output: { orderHash } },
  { type: 'xstate.done.actor.submitOrder', output: { refused: 'TOO_MANY_OPEN_ORDERS' } },
  { type: 'xstate.error.actor.submitOrder', error: new Error('offline') },
];

describe('limit machine', () => {
  it('should keep its invariants on every path', () => {
    walkEveryPath(limitMachine, {
      input: undefined,
      events,
      paths: 'shortest',
      invariant: (snapshot) => {
        const { request: taken, signature: signed, orderHash: placed } = snapshot.context;
        // spec §5: nothing past editing with a limit too far from market or at the open-orders maximum
        if (!snapshot.matches('editing')) {
          expect(taken).toBeDefined();
          expect(taken!.limitOutput).toBeLessThanOrEqual(taken!.marketOutput * 2n);
          expect(taken!.openOrders).toBeLessThan(100);
          expect(taken!.inputAmount).toBeGreaterThan(0n);
        }
        if (snapshot.matches('submitting')) expect(signed).toBe(signature);
        if (snapshot.matches('submitted')) expect(placed).toBe(orderHash);
        else expect(placed).toBeUndefined();
      },
    });
  });

  it('should approve, sign and submit, in that order, when the token needs an approval', async () => {
    const calls: string[] = [];
    const actor = createActor(
      limitMachine.provide({
        actors: {
          approve: fromPromise<void, Input>(async () => void calls.push('approve')),
          signOrder: fromPromise<Hex, Input>(async () => (calls.push('sign'), signature)),
          submitOrder: fromPromise<SubmitOrderOutput, Input & { signature: Hex }>(
            async () => (calls.push('submit'), { orderHash }),
          ),
        },
      }),
    ).start();
    actor.send({ type: 'REVIEW', request });
    actor.send({ type: 'CONFIRM' });
    const done = await waitFor(actor, (s) => s.matches('submitted'));
    expect(calls).toEqual(['approve', 'sign', 'submit']);
    expect(done.context.orderHash).toBe(orderHash);
  });

  it('should stay on the form and say why when the limit is too far from market', () => {
    const actor = createActor(limitMachine).start();
    actor.send({ type: 'REVIEW', request: { ...request, limitOutput: 2001n } });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.failure).toBe('tooFarFromMarket');
  });

  it('should go back to reviewing when the signature is declined', async () => {
    const actor = createActor(
      limitMachine.provide({
        actors: {
          signOrder: fromPromise<Hex, Input>(async () => {
            throw new Error('User rejected the request.');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'REVIEW', request: { ...request, needsApproval: false } });
    actor.send({ type: 'CONFIRM' });
    const back = await waitFor(actor, (s) => s.matches('reviewing') && !!s.context.failure);
    expect(back.context.failure).toBe('signatureDeclined');
  });
});
