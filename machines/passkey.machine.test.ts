import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type PasskeyIntent, type PasskeyVerification, passkeyMachine } from './passkey.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const verification: PasskeyVerification = { challengeId: 'challenge-1', proof: { assertion: 'signed' } };

const events = [
  { type: 'ADD' },
  { type: 'DELETE', credentialId: 'credential-a' },
  { type: 'ACKNOWLEDGE', acknowledged: true },
  { type: 'ACKNOWLEDGE', acknowledged: false },
  { type: 'CONFIRM_DELETE' },
  { type: 'CANCEL' },
  { type: 'xstate.done.actor.verify', output: verification },
  { type: 'xstate.error.actor.verify', error: new Error('NotAllowedError') },
  { type: 'xstate.done.actor.add' },
  { type: 'xstate.error.actor.add', error: new Error('excluded credential') },
  { type: 'xstate.done.actor.remove' },
  { type: 'xstate.error.actor.remove', error: new Error('service down') },
];

describe('passkey machine', () => {
  it('should keep its invariants on every path', () => {
    const paths = walkEveryPath(passkeyMachine, {
      input: undefined,
      events,
      // one shortest path to every distinct snapshot: the simple paths through retries multiply past a test's time
      paths: 'shortest',
      // every add or delete asks for a list refresh: bound the walk at two
      stopWhen: (snapshot) => snapshot.context.refreshes > 2,
      invariant: (snapshot) => {
        const { context } = snapshot;
        // spec §4: nothing is added or deleted before a passkey was verified
        if (snapshot.matches('adding') || snapshot.matches('speedBump') || snapshot.matches('deleting'))
          expect(context.verification).toBeDefined();
        if (snapshot.matches('adding')) expect(context.intent?.kind).toBe('add');
        if (snapshot.matches('speedBump') || snapshot.matches('deleting')) expect(context.intent?.kind).toBe('delete');
        // spec §5: the delete is disabled until the acknowledge box is ticked
        if (snapshot.matches('deleting')) expect(context.acknowledged).toBe(true);
        // the list is the modal closed: nothing of the last intent survives it
        if (snapshot.matches('list')) {
          expect(context.intent).toBeUndefined();
          expect(context.verification).toBeUndefined();
          expect(context.acknowledged).toBe(false);
        }
      },
    });
    expect(paths.length).toBeGreaterThan(10);
  });

  it('should refuse the delete until the acknowledge box is ticked', () => {
    const actor = createActor(
      passkeyMachine.provide({ actors: { verify: fromPromise(async () => verification) } }),
    ).start();
    actor.send({ type: 'DELETE', credentialId: 'credential-a' });
    return waitFor(actor, (s) => s.matches('speedBump')).then(() => {
      expect(actor.getSnapshot().can({ type: 'CONFIRM_DELETE' })).toBe(false);
      actor.send({ type: 'ACKNOWLEDGE', acknowledged: true });
      expect(actor.getSnapshot().can({ type: 'CONFIRM_DELETE' })).toBe(true);
    });
  });

  it('should close and refresh the list when a delete fails', async () => {
    const removed: string[] = [];
    const actor = createActor(
      passkeyMachine.provide({
        actors: {
          verify: fromPromise<PasskeyVerification, PasskeyIntent>(async () => verification),
          remove: fromPromise<void, { verification: PasskeyVerification; credentialId: string }>(async ({ input }) => {
            removed.push(input.credentialId);
            throw new Error('service down');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'DELETE', credentialId: 'credential-a' });
    await waitFor(actor, (s) => s.matches('speedBump'));
    actor.send({ type: 'ACKNOWLEDGE', acknowledged: true });
    actor.send({ type: 'CONFIRM_DELETE' });
    const closed = await waitFor(actor, (s) => s.matches('list') && s.context.refreshes === 1);
    expect(removed).toEqual(['credential-a']);
    expect(closed.context).toMatchObject({ failure: 'deleteFailed', intent: undefined });
  });

  it('should verify, then add with the same verification', async () => {
    const added: PasskeyVerification[] = [];
    const actor = createActor(
      passkeyMachine.provide({
        actors: {
          verify: fromPromise<PasskeyVerification, PasskeyIntent>(async () => verification),
          add: fromPromise<void, { verification: PasskeyVerification }>(async ({ input }) => {
            added.push(input.verification);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'ADD' });
    await waitFor(actor, (s) => s.matches('list') && s.context.refreshes === 1);
    expect(added).toEqual([verification]);
    expect(actor.getSnapshot().context.failure).toBeUndefined();
  });
});
