// The passkey modal (spec §4 "Passkey modal: add, delete, delete speedbump, verify"; §5): adding or deleting first
// verifies one of the wallet's passkeys; then an add creates the new one, and a delete passes the speed bump (its
// button disabled until the acknowledge box is ticked) before the delete itself. A failed delete closes the modal and
// refreshes the list (spec §4); a failed verify or add says so and returns to the list.
import { assign, fromPromise, setup } from 'xstate';

/** What the person asked for: a new passkey, or the removal of one (by credential id). */
export type PasskeyIntent = { kind: 'add' } | { kind: 'delete'; credentialId: string };

/** The proof a verify produced (the service's single-use challenge and the assertion over it), opaque here. */
export type PasskeyVerification = { challengeId: string; proof: unknown };

export type PasskeyFailure = 'verifyFailed' | 'addFailed' | 'deleteFailed';

export type PasskeyContext = {
  intent?: PasskeyIntent;
  verification?: PasskeyVerification;
  /** spec §5: the speed bump's acknowledge checkbox. */
  acknowledged: boolean;
  failure?: PasskeyFailure;
  /** Counts the list refreshes asked for (a done add or delete, and a failed delete). */
  refreshes: number;
};

export type PasskeyEvent =
  | { type: 'ADD' }
  | { type: 'DELETE'; credentialId: string }
  | { type: 'ACKNOWLEDGE'; acknowledged: boolean }
  | { type: 'CONFIRM_DELETE' }
  | { type: 'CANCEL' };

export const passkeyMachine = setup({
  types: {
    context: {} as PasskeyContext,
    events: {} as PasskeyEvent,
  },
  actors: {
    // the app's to provide (src/features/wallet/passkeys): a default that pretended could report a passkey never made
    verify: fromPromise<PasskeyVerification, PasskeyIntent>(async () => {
      throw new Error('verify is not provided');
    }),
    add: fromPromise<void, { verification: PasskeyVerification }>(async () => {
      throw new Error('add is not provided');
    }),
    remove: fromPromise<void, { verification: PasskeyVerification; credentialId: string }>(async () => {
      throw new Error('remove is not provided');
    }),
  },
  guards: {
    isAdding: ({ context }) => context.intent?.kind === 'add',
    acknowledged: ({ context }) => context.acknowledged,
  },
  actions: {
    askToAdd: assign({ intent: { kind: 'add' } as PasskeyIntent, failure: undefined, acknowledged: false }),
    askToDelete: assign(({ event }) =>
      event.type === 'DELETE'
        ? {
            intent: { kind: 'delete', credentialId: event.credentialId } as PasskeyIntent,
            failure: undefined,
            acknowledged: false,
          }
        : {},
    ),
    keepVerification: assign((_, verification: PasskeyVerification) => ({ verification })),
    setAcknowledged: assign(({ event }) => (event.type === 'ACKNOWLEDGE' ? { acknowledged: event.acknowledged } : {})),
    fail: assign((_, failure: PasskeyFailure) => ({ failure })),
    refreshList: assign(({ context }) => ({ refreshes: context.refreshes + 1 })),
    close: assign({ intent: undefined, verification: undefined, acknowledged: false }),
  },
}).createMachine({
  id: 'passkey',
  context: { acknowledged: false, refreshes: 0 },
  initial: 'list',
  states: {
    list: {
      on: {
        ADD: { target: 'verifying', actions: 'askToAdd' },
        DELETE: { target: 'verifying', actions: 'askToDelete' },
      },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context }) => context.intent!,
        onDone: [
          {
            guard: 'isAdding',
            target: 'adding',
            actions: { type: 'keepVerification', params: ({ event }) => event.output },
          },
          { target: 'speedBump', actions: { type: 'keepVerification', params: ({ event }) => event.output } },
        ],
        onError: { target: 'list', actions: ['close', { type: 'fail', params: 'verifyFailed' }] },
      },
    },
    adding: {
      invoke: {
        id: 'add',
        src: 'add',
        input: ({ context }) => ({ verification: context.verification! }),
        onDone: { target: 'list', actions: ['close', 'refreshList'] },
        onError: { target: 'list', actions: ['close', { type: 'fail', params: 'addFailed' }] },
      },
    },
    speedBump: {
      on: {
        ACKNOWLEDGE: { actions: 'setAcknowledged' },
        CONFIRM_DELETE: { guard: 'acknowledged', target: 'deleting' },
        CANCEL: { target: 'list', actions: 'close' },
      },
    },
    deleting: {
      invoke: {
        id: 'remove',
        src: 'remove',
        input: ({ context }) => ({
          verification: context.verification!,
          credentialId: context.intent?.kind === 'delete' ? context.intent.credentialId : '',
        }),
        onDone: { target: 'list', actions: ['close', 'refreshList'] },
        // spec §4: a failed delete closes the modal and refreshes the list
        onError: { target: 'list', actions: ['close', { type: 'fail', params: 'deleteFailed' }, 'refreshList'] },
      },
    },
  },
});
