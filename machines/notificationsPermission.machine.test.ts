import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import {
  type NotificationsPermissionState,
  notificationsPermissionMachine,
} from './notificationsPermission.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const permissions: NotificationsPermissionState[] = ['default', 'granted', 'denied', 'unsupported'];
const events = [
  { type: 'ENABLE' },
  { type: 'NOT_NOW' },
  ...permissions.map((output) => ({ type: 'xstate.done.actor.readPermission', output })),
  { type: 'xstate.error.actor.readPermission', error: new Error('no permissions API') },
  { type: 'xstate.done.actor.requestPermission', output: 'granted' },
  { type: 'xstate.done.actor.requestPermission', output: 'denied' },
  { type: 'xstate.done.actor.requestPermission', output: 'default' },
  { type: 'xstate.error.actor.requestPermission', error: new Error('not allowed') },
  { type: 'xstate.done.actor.storeChoice' },
  { type: 'xstate.error.actor.storeChoice', error: new Error('quota exceeded') },
];

/** Runs the step against the permission and the browser's answer given; returns the actor and what was stored. */
function run(permission: NotificationsPermissionState, answer?: NotificationPermission) {
  const stored: boolean[] = [];
  const actor = createActor(
    notificationsPermissionMachine.provide({
      actors: {
        readPermission: fromPromise(async () => permission),
        requestPermission: fromPromise(async () => {
          if (!answer) throw new Error('no prompt');
          return answer;
        }),
        storeChoice: fromPromise(async ({ input }) => void stored.push(input.enabled)),
      },
    }),
  ).start();
  return { actor, stored };
}

describe('notifications permission step', () => {
  it('should ask only an undecided browser and turn notifications on only when granted, on every path', () => {
    const paths = walkEveryPath(notificationsPermissionMachine, {
      input: undefined,
      events,
      invariant: (snapshot) => {
        const { context } = snapshot;
        // on only with the browser's grant, and only after asking
        if (context.enabled) expect([context.permission, context.asked]).toEqual(['granted', true]);
        // asked only where the browser had not decided
        if (snapshot.matches('asking')) expect(context.permission).toBe('default');
        if (snapshot.matches('done'))
          expect(snapshot.output).toEqual({ asked: context.asked, enabled: context.enabled });
      },
    });
    // a decided or missing permission (or none readable) ends the step without asking
    const skipped = paths.filter((p) => p.state.status === 'done' && !p.state.context.asked);
    expect(new Set(skipped.map((p) => p.state.context.permission))).toEqual(
      new Set(['granted', 'denied', 'unsupported', undefined]),
    );
  });

  it('should store both toggles on when the person enables and the browser grants', async () => {
    const { actor, stored } = run('default', 'granted');
    await waitFor(actor, (s) => s.matches('asking'));
    actor.send({ type: 'ENABLE' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(actor.getSnapshot().output).toEqual({ asked: true, enabled: true });
    expect(stored).toEqual([true]);
  });

  it('should store them off when the browser denies, the prompt fails, or the person says not now', async () => {
    for (const [answer, event] of [
      ['denied', 'ENABLE'],
      [undefined, 'ENABLE'],
      ['granted', 'NOT_NOW'],
    ] as const) {
      const { actor, stored } = run('default', answer);
      await waitFor(actor, (s) => s.matches('asking'));
      actor.send({ type: event });
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output).toEqual({ asked: true, enabled: false });
      expect(stored).toEqual([false]);
    }
  });

  it('should skip itself without storing when the permission is already decided or unsupported', async () => {
    for (const permission of ['granted', 'denied', 'unsupported'] as const) {
      const { actor, stored } = run(permission);
      await waitFor(actor, (s) => s.status === 'done');
      expect(actor.getSnapshot().output).toEqual({ asked: false, enabled: false });
      expect(stored).toEqual([]);
    }
  });
});
