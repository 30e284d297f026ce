import fc from 'fast-check';
import { createActor, fromPromise, waitFor } from 'xstate';
import en from '../locales/en-US.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';
import { sealSecret } from '../workers/vault/vaultCrypto.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const TEST_MNEMONIC = 'test test test test test test test test test test test junk';
const GOOD_PASSWORD = 'correct horse battery staple';
const WATCHED = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const sealed = {
  version: 1,
  kdf: { name: 'PBKDF2', hash: 'SHA-256', iterations: 1, salt: 'AA==' },
  cipher: { name: 'AES-GCM', iv: 'AA==' },
  ciphertext: 'AA==',
};

const events = [
  { type: 'CREATE' },
  { type: 'CREATE_ACCOUNT' },
  { type: 'SKIP' },
  { type: 'xstate.done.actor.createPasskey' },
  { type: 'xstate.error.actor.createPasskey', error: new Error('NotAllowedError') },
  { type: 'IMPORT' },
  { type: 'BACK' },
  { type: 'CONTINUE' },
  { type: 'RETRY' },
  { type: 'SUBMIT_PASSWORD', password: 'password', confirmation: 'password' },
  { type: 'SUBMIT_PASSWORD', password: GOOD_PASSWORD, confirmation: `${GOOD_PASSWORD}!` },
  { type: 'SUBMIT_PASSWORD', password: GOOD_PASSWORD, confirmation: GOOD_PASSWORD },
  { type: 'SUBMIT_PHRASE', phrase: 'test test test' },
  { type: 'SUBMIT_PHRASE', phrase: 'test test test test test test test test test test test junkk' },
  { type: 'SUBMIT_PHRASE', phrase: ` ${TEST_MNEMONIC.toUpperCase()} ` },
  { type: 'CONFIRM_WORDS', words: ['test', 'test'] },
  { type: 'CONFIRM_WORDS', words: ['test', 'junk'] },
  { type: 'xstate.done.actor.createPhrase', output: { phrase: TEST_MNEMONIC, confirmPositions: [0, 11] } },
  { type: 'xstate.error.actor.createPhrase', error: new Error('no randomness') },
  { type: 'xstate.done.actor.sealVault', output: sealed },
  { type: 'xstate.error.actor.sealVault', error: new Error('quota exceeded') },
  { type: 'WATCH' },
  { type: 'SUBMIT_ADDRESS', address: 'vitalik' },
  { type: 'SUBMIT_ADDRESS', address: ` ${WATCHED} ` },
  { type: 'xstate.done.actor.checkWatchAddress', output: undefined },
  { type: 'xstate.done.actor.checkWatchAddress', output: 'smartContract' },
  { type: 'xstate.done.actor.checkWatchAddress', output: 'alreadyImported' },
  { type: 'xstate.error.actor.checkWatchAddress', error: new Error('rpc down') },
];

describe('onboarding machine', () => {
  it('should keep its invariants on a shortest path to every snapshot of every flow', { timeout: 60_000 }, () => {
    const paths = walkEveryPath(onboardingMachine, {
      input: { hasVault: false },
      events,
      paths: 'shortest',
      invariant: (snapshot) => {
        const { context } = snapshot;
        if (snapshot.matches('welcome')) expect([context.password, context.phrase]).toEqual([undefined, undefined]);
        if (snapshot.matches('sealing') || snapshot.matches('sealFailed')) {
          expect(context.password).toBe(GOOD_PASSWORD);
          expect(context.phrase).toBe(TEST_MNEMONIC);
        }
        if (snapshot.matches('confirmPhrase') || snapshot.matches('showPhrase')) expect(context.flow).toBe('create');
        // a passkey is made only for an account whose vault is sealed, and its secrets are already dropped
        if (snapshot.matches('creatingPasskey') || snapshot.matches('passkeyFailed')) {
          expect(context.flow).toBe('account');
          expect(context.vault).toEqual(sealed);
          expect([context.password, context.phrase]).toEqual([undefined, undefined]);
        }
        if (snapshot.matches('done') && context.flow !== 'watch') expect(context.vault).toEqual(sealed);
        if (snapshot.matches('done') && context.flow === 'watch') expect(context.watchAddress).toBe(WATCHED);
        if (snapshot.matches('checkingAddress')) expect(context.watchAddress).toBe(WATCHED);
        if (snapshot.matches('enterAddress')) expect(context.phrase).toBeUndefined();
        if (context.problem === 'invalidWord') expect(context.invalidWord).toBe('junkk');
      },
    });
    const problems = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.context.problem)));
    expect(problems).toEqual(
      new Set([
        undefined,
        'tooWeak',
        'mismatch',
        'invalidPhrase',
        'invalidWord',
        'wrongPhrase',
        'sealFailed',
        'passkeyFailed',
        'notFound',
        'smartContract',
        'alreadyImported',
      ]),
    );
  });

  it('should refuse a second phrase and still allow watching when a vault is stored', () => {
    const paths = walkEveryPath(onboardingMachine, {
      input: { hasVault: true },
      events,
      paths: 'shortest',
      unreachable: [
        'choosePassword',
        'creatingPhrase',
        'showPhrase',
        'confirmPhrase',
        'enterPhrase',
        'sealing',
        'sealFailed',
        'creatingPasskey',
        'passkeyFailed',
      ],
      invariant: (snapshot) => {
        expect(['create', 'account', 'import']).not.toContain(snapshot.context.flow);
        if (snapshot.matches('done')) expect(snapshot.output).toEqual({ flow: 'watch', address: WATCHED });
      },
    });
    const problems = new Set(paths.flatMap((p) => p.steps.map((s) => s.state.context.problem)));
    expect(problems.has('onePhraseOnly')).toBe(true);
  });

  it('should create a wallet end to end and output a vault the password opens', async () => {
    const actor = createActor(
      onboardingMachine.provide({
        actors: {
          createPhrase: fromPromise(async () => ({ phrase: TEST_MNEMONIC, confirmPositions: [3, 11] })),
          sealVault: fromPromise(async ({ input }) => sealSecret(input.password, input.phrase, 1000)),
        },
      }),
      { input: { hasVault: false } },
    ).start();
    actor.send({ type: 'CREATE' });
    actor.send({ type: 'SUBMIT_PASSWORD', password: GOOD_PASSWORD, confirmation: GOOD_PASSWORD });
    await waitFor(actor, (s) => s.matches('showPhrase'));
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'CONFIRM_WORDS', words: ['test', 'junk'] });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output?.flow).toBe('create');
    // the output carries the sealed vault only: the phrase never leaves the flow in the clear
    expect(JSON.stringify(done.output)).not.toContain('junk');
  });

  it('should create an account without showing the phrase, and finish without a passkey when the person skips it', async () => {
    let passkeys = 0;
    const actor = createActor(
      onboardingMachine.provide({
        actors: {
          createPhrase: fromPromise(async () => ({ phrase: TEST_MNEMONIC, confirmPositions: [3, 11] })),
          sealVault: fromPromise(async ({ input }) => sealSecret(input.password, input.phrase, 1000)),
          createPasskey: fromPromise<void>(async () => {
            passkeys += 1;
            throw new Error('NotAllowedError');
          }),
        },
      }),
      { input: { hasVault: false } },
    ).start();
    actor.send({ type: 'CREATE_ACCOUNT' });
    actor.send({ type: 'SUBMIT_PASSWORD', password: GOOD_PASSWORD, confirmation: GOOD_PASSWORD });
    await waitFor(actor, (s) => s.matches('passkeyFailed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.matches('passkeyFailed'));
    actor.send({ type: 'SKIP' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(passkeys).toBe(2);
    expect(done.output?.flow).toBe('account');
    expect(JSON.stringify(done.output)).not.toContain('junk');
  });

  it('should answer any typed phrase, password or address with one of the spec messages and never throw', () => {
    const problems = en.wallets.problems as Record<string, string>;
    const words = ['test', 'junk', 'abandon', 'zoo', 'sluice', 'Test', '0x', ''];
    const typed = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.array(fc.constantFrom(...words), { maxLength: 26 }).map((w) => w.join(' ')),
      fc.stringMatching(/^0x[0-9a-fA-F]{38,42}$/),
    );
    fc.assert(
      fc.property(
        fc.constantFrom('CREATE' as const, 'IMPORT' as const, 'WATCH' as const),
        typed,
        typed,
        (start, a, b) => {
          const actor = createActor(onboardingMachine, { input: { hasVault: false } }).start();
          actor.send({ type: start });
          actor.send({ type: 'SUBMIT_PHRASE', phrase: a });
          actor.send({ type: 'SUBMIT_ADDRESS', address: a });
          actor.send({ type: 'SUBMIT_PASSWORD', password: a, confirmation: b });
          const { problem, invalidWord } = actor.getSnapshot().context;
          actor.stop();
          if (problem === undefined) return;
          expect(problems[problem], `a message for ${problem}`).toBeTruthy();
          if (problem === 'invalidWord') expect(invalidWord).toBeTruthy();
        },
      ),
      { numRuns: 60 },
    );
  }, 60_000);
});
