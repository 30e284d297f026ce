// Restore from cloud backup on a new device (issue 32, spec §1 "cloud backup", §2 onboarding): sign in with the synced
// passkey, pick one of that account's backups, give its backup password and a new device password (spec §5 policy),
// and the phrase is opened and sealed again into this device's vault. A wrong backup password says so (spec §8) and
// loses nothing: the session, the chosen backup and the new password's policy check stay, and the person tries again.
// Restored, the passkey that signed in is offered as this device's unlock too (its PRF output seals the vault a second
// time), so the new device opens with the passkey alone; the person may go on with the password only.
import type { Address } from 'viem';
import { assign, fromPromise, not, setup } from 'xstate';
import type { CloudBackupSummary } from '../contract/cloudBackup.ts';
import { type PasswordProblem, checkNewPassword } from '../src/lib/wallet/passwordStrength.ts';

/** A passkey sign-in: its bearer session, the passkey that signed in and the backups of the account it is bound to. */
export type RestoreSignIn = { session: string; credentialId: string; backups: CloudBackupSummary[] };

export type RestoreProblem =
  | PasswordProblem
  | 'signInFailed'
  | 'noBackups'
  | 'wrongPassword'
  | 'restoreFailed'
  | 'passkeyUnlockFailed';

/** What the restore actor throws when the backup password does not open the backup. */
export class WrongBackupPasswordError extends Error {
  override name = 'WrongBackupPasswordError';
  constructor() {
    super('Wrong password');
  }
}

export type RestoreInput = { session: string; address: Address; backupPassword: string; password: string };

export type RestoreContext = {
  session?: string;
  /** The passkey that signed in: the one offered to unlock this device once restored. */
  credentialId?: string;
  backups: CloudBackupSummary[];
  chosen?: Address;
  /** Held only while the restore runs. */
  backupPassword?: string;
  password?: string;
  problem?: RestoreProblem;
  attempts: number;
  /** Whether the signed-in passkey now unlocks this device too. */
  passkeyUnlock: boolean;
};

export type RestoreEvent =
  | { type: 'SIGN_IN' }
  | { type: 'CHOOSE'; address: Address }
  | { type: 'SUBMIT'; backupPassword: string; password: string; confirmation: string }
  | { type: 'BACK' }
  | { type: 'USE_PASSKEY' }
  | { type: 'SKIP' };

export const restoreBackupMachine = setup({
  types: {
    context: {} as RestoreContext,
    events: {} as RestoreEvent,
    output: {} as { address: Address; passkeyUnlock: boolean },
  },
  actors: {
    // the app's to provide (src/features/wallet/embedded/RestoreFromCloudBackup.tsx); defaults never pretend success
    signIn: fromPromise<RestoreSignIn>(async () => {
      throw new Error('signIn is not provided');
    }),
    restore: fromPromise<Address, RestoreInput>(async () => {
      throw new Error('restore is not provided');
    }),
    // seals the restored (open) vault for the passkey's PRF output; the platform asks the person to verify
    addPasskeyUnlock: fromPromise<void, { credentialId: string }>(async () => {
      throw new Error('addPasskeyUnlock is not provided');
    }),
  },
  guards: {
    hasBackups: (_, sign: RestoreSignIn) => sign.backups.length > 0,
    signedInWithPasskey: ({ context }) => context.credentialId !== undefined,
    passwordAcceptable: (_, params: { password: string; confirmation: string }) =>
      checkNewPassword(params.password, params.confirmation) === undefined,
    // on the restore actor's error event
    wrongPassword: ({ event }) => {
      const { error } = event as unknown as { error?: unknown };
      return error instanceof Error && error.name === 'WrongBackupPasswordError';
    },
  },
  actions: {
    keepSignIn: assign((_, sign: RestoreSignIn) => ({
      session: sign.session,
      credentialId: sign.credentialId,
      backups: sign.backups,
      problem: undefined,
    })),
    choose: assign(({ event }) => (event.type === 'CHOOSE' ? { chosen: event.address, problem: undefined } : {})),
    passwordProblem: assign((_, params: { password: string; confirmation: string }) => ({
      problem: checkNewPassword(params.password, params.confirmation),
    })),
    holdPasswords: assign(({ context }, params: { backupPassword: string; password: string }) => ({
      ...params,
      problem: undefined,
      attempts: context.attempts + 1,
    })),
    dropPasswords: assign({ backupPassword: undefined, password: undefined }),
    fail: assign((_, problem: RestoreProblem) => ({ problem })),
    unchoose: assign({ chosen: undefined, problem: undefined }),
    clearProblem: assign({ problem: undefined }),
    passkeyUnlockAdded: assign({ passkeyUnlock: true, problem: undefined }),
  },
}).createMachine({
  id: 'restoreBackup',
  context: { backups: [], attempts: 0, passkeyUnlock: false },
  initial: 'signIn',
  states: {
    signIn: { on: { SIGN_IN: 'signingIn' } },
    signingIn: {
      invoke: {
        id: 'signIn',
        src: 'signIn',
        onDone: [
          {
            guard: { type: 'hasBackups', params: ({ event }) => event.output },
            target: 'choose',
            actions: { type: 'keepSignIn', params: ({ event }) => event.output },
          },
          { target: 'signIn', actions: { type: 'fail', params: 'noBackups' } },
        ],
        onError: { target: 'signIn', actions: { type: 'fail', params: 'signInFailed' } },
      },
    },
    choose: { on: { CHOOSE: { target: 'enterPasswords', actions: 'choose' } } },
    enterPasswords: {
      on: {
        BACK: { target: 'choose', actions: 'unchoose' },
        SUBMIT: [
          {
            guard: { type: 'passwordAcceptable', params: ({ event }) => event },
            target: 'restoring',
            actions: { type: 'holdPasswords', params: ({ event }) => event },
          },
          { actions: { type: 'passwordProblem', params: ({ event }) => event } },
        ],
      },
    },
    restoring: {
      invoke: {
        id: 'restore',
        src: 'restore',
        input: ({ context }) => ({
          session: context.session!,
          address: context.chosen!,
          backupPassword: context.backupPassword!,
          password: context.password!,
        }),
        onDone: { target: 'offerPasskeyUnlock', actions: 'dropPasswords' },
        onError: [
          {
            guard: 'wrongPassword',
            target: 'enterPasswords',
            actions: ['dropPasswords', { type: 'fail', params: 'wrongPassword' }],
          },
          { target: 'enterPasswords', actions: ['dropPasswords', { type: 'fail', params: 'restoreFailed' }] },
        ],
      },
    },
    // the wallet is on this device from here on: the passkey unlock is an offer; refused or failed, the password stays
    offerPasskeyUnlock: {
      always: { guard: not('signedInWithPasskey'), target: 'restored' },
      on: { USE_PASSKEY: 'addingPasskeyUnlock', SKIP: 'restored' },
    },
    addingPasskeyUnlock: {
      entry: 'clearProblem',
      invoke: {
        id: 'addPasskeyUnlock',
        src: 'addPasskeyUnlock',
        input: ({ context }) => ({ credentialId: context.credentialId! }),
        onDone: { target: 'restored', actions: 'passkeyUnlockAdded' },
        onError: { target: 'offerPasskeyUnlock', actions: { type: 'fail', params: 'passkeyUnlockFailed' } },
      },
    },
    restored: { type: 'final' },
  },
  output: ({ context }) => ({ address: context.chosen!, passkeyUnlock: context.passkeyUnlock }),
});
