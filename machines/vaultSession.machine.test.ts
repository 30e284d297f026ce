import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FREE_ATTEMPTS, LOCKOUT_STEPS_MS } from '../src/lib/wallet/unlockLockout.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';
import { vaultSessionMachine } from './vaultSession.machine.ts';

const NOW = 1_800_000_000_000;

describe('vault session machine', () => {
  it('should keep its invariants on a shortest path to every snapshot', () => {
    walkEveryPath(vaultSessionMachine, {
      input: { failures: FREE_ATTEMPTS - 2, lockedUntil: 0 },
      paths: 'shortest',
      // the failure count grows without end: two lockouts deep is every case
      stopWhen: (snapshot) => snapshot.context.failures > FREE_ATTEMPTS + 1,
      events: [
        { type: 'UNLOCK', password: 'guess', now: NOW },
        { type: 'UNLOCK', password: 'guess', now: NOW + LOCKOUT_STEPS_MS[0] + 1 },
        { type: 'LOCK' },
        { type: 'xstate.done.actor.openVault' },
        { type: 'xstate.error.actor.openVault', error: { wrongPassword: true } },
        { type: 'xstate.error.actor.openVault', error: new Error('vault missing') },
        { type: 'xstate.done.actor.persistAttempts' },
        { type: 'xstate.error.actor.persistAttempts', error: new Error('disk full') },
      ],
      invariant: (snapshot) => {
        const { context } = snapshot;
        if (snapshot.matches('unlocked'))
          expect([context.failures, context.lockedUntil, context.problem]).toEqual([0, 0, undefined]);
        if (!snapshot.matches('unlocking')) expect(context.password).toBeUndefined();
        if (context.failures >= FREE_ATTEMPTS) expect(context.lockedUntil).toBeGreaterThan(0);
        if (context.problem === 'tooManyAttempts') expect(context.failures).toBeGreaterThanOrEqual(FREE_ATTEMPTS);
      },
    });
  });

  it('should lock out after the free attempts, refuse during the lockout, and unlock after it', async () => {
    const stored: { failures: number; lockedUntil: number }[] = [];
    const actor = createActor(
      vaultSessionMachine.provide({
        actors: {
          openVault: fromPromise<void, { password: string }>(async ({ input }) => {
            if (input.password !== 'right') throw { wrongPassword: true };
          }),
          persistAttempts: fromPromise<void, { failures: number; lockedUntil: number }>(async ({ input }) => {
            stored.push(input);
          }),
        },
      }),
      { input: { failures: 0, lockedUntil: 0 } },
    ).start();
    for (let i = 0; i < FREE_ATTEMPTS - 1; i++) {
      actor.send({ type: 'UNLOCK', password: 'wrong', now: NOW });
      const s = await waitFor(actor, (x) => x.matches('locked') && x.context.failures === i + 1);
      expect(s.context.problem).toBe('wrongPassword');
    }
    actor.send({ type: 'UNLOCK', password: 'wrong', now: NOW });
    const lockedOut = await waitFor(actor, (x) => x.matches('locked') && x.context.failures === FREE_ATTEMPTS);
    expect(lockedOut.context).toMatchObject({ problem: 'tooManyAttempts', lockedUntil: NOW + LOCKOUT_STEPS_MS[0] });
    actor.send({ type: 'UNLOCK', password: 'right', now: NOW + 1000 });
    expect(actor.getSnapshot().matches('locked')).toBe(true);
    actor.send({ type: 'UNLOCK', password: 'right', now: NOW + LOCKOUT_STEPS_MS[0] });
    const unlocked = await waitFor(actor, (x) => x.matches('unlocked'));
    expect(unlocked.context.failures).toBe(0);
    // the lockout and then its reset were stored, so a reload neither forgets nor keeps them wrongly
    expect(stored).toContainEqual({ failures: FREE_ATTEMPTS, lockedUntil: NOW + LOCKOUT_STEPS_MS[0] });
    expect(stored.at(-1)).toEqual({ failures: 0, lockedUntil: 0 });
  });
});
