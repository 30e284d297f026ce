import fc from 'fast-check';
import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { checkNewPassword } from '../src/lib/wallet/passwordStrength.ts';
import {
  type RestoreInput,
  type RestoreSignIn,
  WrongBackupPasswordError,
  restoreBackupMachine,
} from './restoreBackup.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const ADDRESS: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const GOOD_PASSWORD = 'correct horse battery staple';
const signIn: RestoreSignIn = {
  session: 'session-1',
  credentialId: 'passkey-1',
  backups: [{ address: ADDRESS, updatedAt: 1 }],
};

const events = [
  { type: 'SIGN_IN' },
  { type: 'CHOOSE', address: ADDRESS },
  { type: 'BACK' },
  { type: 'SUBMIT', backupPassword: 'backup password', password: GOOD_PASSWORD, confirmation: `${GOOD_PASSWORD}!` },
  { type: 'SUBMIT', backupPassword: 'backup password', password: GOOD_PASSWORD, confirmation: GOOD_PASSWORD },
  { type: 'xstate.done.actor.signIn', output: signIn },
  { type: 'xstate.done.actor.signIn', output: { session: 'session-2', credentialId: 'passkey-2', backups: [] } },
  { type: 'xstate.error.actor.signIn', error: new Error('NotAllowedError') },
  { type: 'xstate.done.actor.restore', output: ADDRESS },
  { type: 'xstate.error.actor.restore', error: new WrongBackupPasswordError() },
  { type: 'xstate.error.actor.restore', error: new Error('service down') },
  { type: 'USE_PASSKEY' },
  { type: 'SKIP' },
  { type: 'xstate.done.actor.addPasskeyUnlock' },
  { type: 'xstate.error.actor.addPasskeyUnlock', error: new Error('This passkey cannot unlock the wallet') },
];

describe('restore from cloud backup machine', () => {
  it('should keep its invariants on every path', () => {
    const paths = walkEveryPath(restoreBackupMachine, {
      input: undefined,
      events,
      paths: 'shortest',
      // every submit that passes the policy counts: bound the walk at two restores tried
      stopWhen: (snapshot) => snapshot.context.attempts > 1,
      invariant: (snapshot) => {
        const { context } = snapshot;
        // nothing is chosen or restored without a session that listed it
        if (snapshot.matches('choose') || snapshot.matches('enterPasswords') || snapshot.matches('restoring')) {
          expect(context.session).toBeDefined();
          expect(context.backups.length).toBeGreaterThan(0);
        }
        if (snapshot.matches('enterPasswords') || snapshot.matches('restoring'))
          expect(context.backups.map((b) => b.address)).toContain(context.chosen);
        // the passwords are held while the restore runs, and only then
        if (snapshot.matches('restoring')) {
          expect(context.password).toBe(GOOD_PASSWORD);
          expect(context.backupPassword).toBeDefined();
        } else {
          expect(context.password).toBeUndefined();
          expect(context.backupPassword).toBeUndefined();
        }
        // the passkey offered after the restore is the one that signed in, and it is sealed for only once restored
        if (snapshot.matches('offerPasskeyUnlock') || snapshot.matches('addingPasskeyUnlock'))
          expect(context.credentialId).toBe('passkey-1');
        if (context.passkeyUnlock) expect(snapshot.matches('restored')).toBe(true);
        if (snapshot.matches('restored')) expect(snapshot.output?.address).toBe(ADDRESS);
      },
    });
    expect(paths.length).toBeGreaterThan(8);
  });

  it('should say a wrong backup password and keep the session and the chosen backup for another try', async () => {
    const tried: RestoreInput[] = [];
    const actor = createActor(
      restoreBackupMachine.provide({
        actors: {
          signIn: fromPromise(async () => signIn),
          restore: fromPromise<Address, RestoreInput>(async ({ input }) => {
            tried.push(input);
            if (input.backupPassword !== 'the right one') throw new WrongBackupPasswordError();
            return input.address;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SIGN_IN' });
    await waitFor(actor, (s) => s.matches('choose'));
    actor.send({ type: 'CHOOSE', address: ADDRESS });
    actor.send({ type: 'SUBMIT', backupPassword: 'a wrong one', password: GOOD_PASSWORD, confirmation: GOOD_PASSWORD });
    const refused = await waitFor(actor, (s) => s.context.problem === 'wrongPassword');
    expect(refused.matches('enterPasswords')).toBe(true);
    expect(refused.context).toMatchObject({ session: 'session-1', chosen: ADDRESS });
    actor.send({
      type: 'SUBMIT',
      backupPassword: 'the right one',
      password: GOOD_PASSWORD,
      confirmation: GOOD_PASSWORD,
    });
    await waitFor(actor, (s) => s.matches('offerPasskeyUnlock'));
    actor.send({ type: 'SKIP' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ address: ADDRESS, passkeyUnlock: false });
    expect(tried.map((t) => t.session)).toEqual(['session-1', 'session-1']);
  });

  it('should refuse any new device password the policy refuses, before anything is opened', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 24 }), fc.string({ maxLength: 24 }), async (password, confirmation) => {
        const opened: RestoreInput[] = [];
        const actor = createActor(
          restoreBackupMachine.provide({
            actors: {
              signIn: fromPromise(async () => signIn),
              restore: fromPromise<Address, RestoreInput>(async ({ input }) => {
                opened.push(input);
                return input.address;
              }),
            },
          }),
        ).start();
        actor.send({ type: 'SIGN_IN' });
        await waitFor(actor, (s) => s.matches('choose'));
        actor.send({ type: 'CHOOSE', address: ADDRESS });
        actor.send({ type: 'SUBMIT', backupPassword: 'x', password, confirmation });
        const problem = checkNewPassword(password, confirmation);
        expect(actor.getSnapshot().context.problem).toBe(problem);
        expect(actor.getSnapshot().matches('enterPasswords')).toBe(problem !== undefined);
        actor.stop();
        if (problem) expect(opened).toEqual([]);
      }),
      { numRuns: 40 },
    );
  });

  it('should seal the restored vault for the passkey that signed in, and let a failure go on with the password', async () => {
    const sealedFor: string[] = [];
    let passkeyWorks = false;
    const actor = createActor(
      restoreBackupMachine.provide({
        actors: {
          signIn: fromPromise(async () => signIn),
          restore: fromPromise<Address, RestoreInput>(async ({ input }) => input.address),
          addPasskeyUnlock: fromPromise<void, { credentialId: string }>(async ({ input }) => {
            if (!passkeyWorks) throw new Error('This passkey cannot unlock the wallet');
            sealedFor.push(input.credentialId);
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SIGN_IN' });
    await waitFor(actor, (s) => s.matches('choose'));
    actor.send({ type: 'CHOOSE', address: ADDRESS });
    actor.send({ type: 'SUBMIT', backupPassword: 'x', password: GOOD_PASSWORD, confirmation: GOOD_PASSWORD });
    await waitFor(actor, (s) => s.matches('offerPasskeyUnlock'));
    actor.send({ type: 'USE_PASSKEY' });
    const failed = await waitFor(actor, (s) => s.context.problem === 'passkeyUnlockFailed');
    expect(failed.matches('offerPasskeyUnlock')).toBe(true);
    passkeyWorks = true;
    actor.send({ type: 'USE_PASSKEY' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ address: ADDRESS, passkeyUnlock: true });
    expect(sealedFor).toEqual(['passkey-1']);
  });
});
