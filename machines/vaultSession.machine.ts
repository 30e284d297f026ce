// Lock and unlock of the embedded wallet: wrong passwords count, and past the free attempts each one locks the vault
// for longer (spec §8: "Wrong password", "Too many attempts"). The count and the lockout persist across reloads.
import { assign, fromPromise, setup } from 'xstate';
import { lockoutAfter } from '../src/lib/wallet/unlockLockout.ts';

export type VaultSessionContext = {
  /** Consecutive wrong passwords. */
  failures: number;
  /** Unix ms until which no attempt is taken. */
  lockedUntil: number;
  problem?: 'wrongPassword' | 'tooManyAttempts' | 'vaultUnreadable';
  /** When the attempt in progress was made (events carry the time, so the machine stays pure). */
  attemptAt: number;
  password?: string;
};

/** A page load always starts locked: the key lives only in memory. */
export type VaultSessionInput = { failures: number; lockedUntil: number };

export type VaultSessionEvent = { type: 'UNLOCK'; password: string; now: number } | { type: 'LOCK' };

export const vaultSessionMachine = setup({
  types: {
    context: {} as VaultSessionContext,
    events: {} as VaultSessionEvent,
    input: {} as VaultSessionInput,
  },
  actors: {
    // opens the vault in the worker and resolves once the wallet's accounts are derived; rejects with
    // { wrongPassword: true } when the password is wrong
    openVault: fromPromise<void, { password: string }>(async () => {
      throw new Error('openVault is not provided');
    }),
    // persists the failure count and lockout so a reload does not reset them
    persistAttempts: fromPromise<void, { failures: number; lockedUntil: number }>(async () => {
      throw new Error('persistAttempts is not provided');
    }),
  },
  guards: {
    lockedOut: ({ context }, params: { now: number }) => params.now < context.lockedUntil,
    wasWrongPassword: (_, params: { error: unknown }) =>
      typeof params.error === 'object' && params.error !== null && 'wrongPassword' in params.error,
  },
  actions: {
    refuseWhileLockedOut: assign({ problem: 'tooManyAttempts' as const }),
    beginAttempt: assign((_, params: { password: string; now: number }) => ({
      password: params.password,
      attemptAt: params.now,
      problem: undefined,
    })),
    countFailure: assign(({ context }) => {
      const failures = context.failures + 1;
      const lockout = lockoutAfter(failures);
      return {
        failures,
        lockedUntil: lockout > 0 ? context.attemptAt + lockout : context.lockedUntil,
        problem: lockout > 0 ? ('tooManyAttempts' as const) : ('wrongPassword' as const),
        password: undefined,
      };
    }),
    vaultUnreadable: assign({ problem: 'vaultUnreadable' as const, password: undefined }),
    resetAttempts: assign({ failures: 0, lockedUntil: 0, problem: undefined, password: undefined }),
  },
}).createMachine({
  id: 'vaultSession',
  context: ({ input }) => ({ failures: input.failures, lockedUntil: input.lockedUntil, attemptAt: 0 }),
  initial: 'locked',
  states: {
    locked: {
      on: {
        UNLOCK: [
          { guard: { type: 'lockedOut', params: ({ event }) => event }, actions: 'refuseWhileLockedOut' },
          { target: 'unlocking', actions: { type: 'beginAttempt', params: ({ event }) => event } },
        ],
      },
    },
    unlocking: {
      invoke: {
        id: 'openVault',
        src: 'openVault',
        input: ({ context }) => ({ password: context.password! }),
        onDone: { target: 'saving', actions: 'resetAttempts' },
        onError: [
          {
            guard: { type: 'wasWrongPassword', params: ({ event }) => ({ error: event.error }) },
            target: 'saving',
            actions: 'countFailure',
          },
          { target: 'locked', actions: 'vaultUnreadable' },
        ],
      },
    },
    // the attempt's outcome is written before the next one can start
    saving: {
      invoke: {
        id: 'persistAttempts',
        src: 'persistAttempts',
        input: ({ context }) => ({ failures: context.failures, lockedUntil: context.lockedUntil }),
        onDone: [{ guard: ({ context }) => context.problem === undefined, target: 'unlocked' }, { target: 'locked' }],
        onError: [{ guard: ({ context }) => context.problem === undefined, target: 'unlocked' }, { target: 'locked' }],
      },
    },
    unlocked: {
      on: { LOCK: 'locked' },
    },
  },
});
