import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { positionTransactionMachine } from './positionTransaction.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const hash = `0x${'cd'.repeat(32)}` as const;
const events = [
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'RESET' },
  { type: 'xstate.done.actor.submit', output: hash },
  { type: 'xstate.error.actor.submit', error: { failure: 'rejected' } },
  { type: 'xstate.error.actor.submit', error: new Error('rpc down') },
  { type: 'xstate.done.actor.waitForReceipt' },
  { type: 'xstate.error.actor.waitForReceipt', error: { failure: 'failed' } },
  { type: 'xstate.error.actor.waitForReceipt', error: { failure: 'confirmationTimedOut' } },
];

describe('position transaction machine', () => {
  it('should keep its invariants on every path', () => {
    walkEveryPath(positionTransactionMachine, {
      input: undefined,
      events,
      paths: 'simple',
      invariant: (snapshot) => {
        const { context } = snapshot;
        if (snapshot.matches('pending') || snapshot.matches('done')) expect(context.hash).toBe(hash);
        if (snapshot.matches('failed')) expect(context.failure).toBeDefined();
        if (snapshot.matches('review') || snapshot.matches('submitting')) {
          expect(context.failure).toBeUndefined();
          expect(context.hash).toBeUndefined();
        }
      },
    });
  });

  it('should refuse to pretend: without the app’s actors a transaction fails', async () => {
    const actor = createActor(positionTransactionMachine).start();
    actor.send({ type: 'SUBMIT' });
    const failed = await waitFor(actor, (s) => s.matches('failed'));
    expect(failed.context.failure).toBe('failed');
  });

  it('should send, then start over for another transaction', async () => {
    const actor = createActor(
      positionTransactionMachine.provide({
        actors: {
          submit: fromPromise(async () => hash),
          waitForReceipt: fromPromise<void, { hash: `0x${string}` }>(async () => {}),
        },
      }),
    ).start();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().matches('review')).toBe(true);
  });

  it('should name a declined request and try again on RETRY', async () => {
    let attempts = 0;
    const actor = createActor(
      positionTransactionMachine.provide({
        actors: {
          submit: fromPromise(async () => {
            attempts++;
            if (attempts === 1) throw { failure: 'rejected' };
            return hash;
          }),
          waitForReceipt: fromPromise<void, { hash: `0x${string}` }>(async () => {}),
        },
      }),
    ).start();
    actor.send({ type: 'SUBMIT' });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure).toBe('rejected');
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(attempts).toBe(2);
  });
});
