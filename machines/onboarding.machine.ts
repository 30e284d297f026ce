// Onboarding of the embedded wallet (spec §2 "Onboarding and wallet flows"): create a wallet (password, phrase shown,
// phrase confirmed) or import one (phrase, password); the vault is sealed last, and only then does anything persist.
// A third flow watches an address as a view-only wallet (spec §5: already imported, not found, is a smart contract).
// "Create an account" (issue 32) is the create flow with a passkey in place of the written-down phrase: password (the
// fallback), a new phrase sealed, then a passkey made that unlocks the vault; the phrase is backed up later.
import type { Address } from 'viem';
import { assign, fromPromise, setup } from 'xstate';
import type { SealedVault } from '../workers/vault/vaultCrypto.ts';
import { type PasswordProblem, checkNewPassword } from '../src/lib/wallet/passwordStrength.ts';
import { type PhraseProblem, checkRecoveryPhrase, normalizePhrase } from '../src/lib/wallet/recoveryPhrase.ts';

import type { WatchProblem } from '../src/chain/connectors/checkWatchAddress.ts';

export type { WatchProblem };

export type OnboardingProblem =
  | PasswordProblem
  | PhraseProblem['code']
  | WatchProblem
  | 'wrongPhrase'
  | 'sealFailed'
  | 'passkeyFailed'
  | 'onePhraseOnly';

export type OnboardingContext = {
  flow?: 'create' | 'account' | 'import' | 'watch';
  /** spec §5: only one recovery phrase can be stored at a time. */
  hasVault: boolean;
  watchAddress?: Address;
  password?: string;
  phrase?: string;
  /** Positions of the words the confirmation step asks for (0-based, ascending). */
  confirmPositions: number[];
  problem?: OnboardingProblem;
  /** The word spec §5's "invalid word {word}" names. */
  invalidWord?: string;
  vault?: SealedVault;
};

export type OnboardingEvent =
  | { type: 'CREATE' }
  | { type: 'CREATE_ACCOUNT' }
  | { type: 'IMPORT' }
  | { type: 'WATCH' }
  | { type: 'SUBMIT_ADDRESS'; address: string }
  | { type: 'BACK' }
  | { type: 'SUBMIT_PASSWORD'; password: string; confirmation: string }
  | { type: 'SUBMIT_PHRASE'; phrase: string }
  | { type: 'CONTINUE' }
  | { type: 'CONFIRM_WORDS'; words: string[] }
  | { type: 'RETRY' }
  | { type: 'SKIP' };

/** What a finished flow gives the app: a sealed vault (the phrase stays in the vault worker) or a watched address. */
export type OnboardingOutput =
  | { flow: 'create' | 'account' | 'import'; vault: SealedVault }
  | { flow: 'watch'; address: Address };

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    input: {} as { hasVault: boolean } | undefined,
    output: {} as OnboardingOutput,
  },
  actors: {
    createPhrase: fromPromise<{ phrase: string; confirmPositions: number[] }>(async () => {
      throw new Error('createPhrase is not provided');
    }),
    // sealing runs the 600,000-round key derivation in the vault worker
    sealVault: fromPromise<SealedVault, { password: string; phrase: string }>(async () => {
      throw new Error('sealVault is not provided');
    }),
    // asks the wallet list and the chain about an address; resolves with the problem, if any
    checkWatchAddress: fromPromise<WatchProblem | undefined, { address: string }>(async () => {
      throw new Error('checkWatchAddress is not provided');
    }),
    // registers a passkey for the new wallet and seals its vault for the passkey's PRF output
    createPasskey: fromPromise<void>(async () => {
      throw new Error('createPasskey is not provided');
    }),
  },
  guards: {
    passwordAcceptable: (_, params: { password: string; confirmation: string }) =>
      checkNewPassword(params.password, params.confirmation) === undefined,
    phraseImportable: (_, params: { phrase: string }) => checkRecoveryPhrase(params.phrase) === undefined,
    confirmedWordsMatch: ({ context }, params: { words: string[] }) => {
      const words = context.phrase?.split(' ') ?? [];
      return (
        context.confirmPositions.length > 0 &&
        context.confirmPositions.every((p, i) => params.words[i]?.trim().toLowerCase() === words[p])
      );
    },
    creating: ({ context }) => context.flow === 'create' || context.flow === 'account',
    creatingAccount: ({ context }) => context.flow === 'account',
    vaultStored: ({ context }) => context.hasVault,
    addressWellFormed: (_, params: { address: string }) => /^0x[0-9a-fA-F]{40}$/.test(params.address.trim()),
    watchAccepted: (_, params: { problem: WatchProblem | undefined }) => params.problem === undefined,
  },
  actions: {
    startFlow: assign((_, flow: 'create' | 'account' | 'import' | 'watch') => ({
      flow,
      problem: undefined,
      invalidWord: undefined,
    })),
    keepPassword: assign((_, password: string) => ({ password, problem: undefined })),
    passwordProblem: assign((_, params: { password: string; confirmation: string }) => ({
      problem: checkNewPassword(params.password, params.confirmation),
    })),
    keepPhrase: assign((_, phrase: string) => ({
      phrase: normalizePhrase(phrase),
      problem: undefined,
      invalidWord: undefined,
    })),
    phraseProblem: assign((_, phrase: string) => {
      const problem = checkRecoveryPhrase(phrase);
      return { problem: problem?.code, invalidWord: problem?.code === 'invalidWord' ? problem.word : undefined };
    }),
    keepCreatedPhrase: assign((_, created: { phrase: string; confirmPositions: number[] }) => ({
      ...created,
      problem: undefined,
    })),
    wrongPhrase: assign({ problem: 'wrongPhrase' as const }),
    sealFailed: assign({ problem: 'sealFailed' as const }),
    passkeyFailed: assign({ problem: 'passkeyFailed' as const }),
    clearProblem: assign({ problem: undefined }),
    keepVault: assign((_, vault: SealedVault) => ({ vault, problem: undefined })),
    onlyOnePhrase: assign({ problem: 'onePhraseOnly' as const }),
    keepWatchAddress: assign((_, address: string) => ({ watchAddress: address.trim() as Address, problem: undefined })),
    addressNotFound: assign({ problem: 'notFound' as const, watchAddress: undefined }),
    watchProblem: assign((_, problem: WatchProblem | undefined) => ({ problem, watchAddress: undefined })),
    dropSealedSecrets: assign({ password: undefined, phrase: undefined }),
    // leaving a flow drops every secret it held
    forgetSecrets: assign({
      password: undefined,
      phrase: undefined,
      confirmPositions: [],
      problem: undefined,
      invalidWord: undefined,
      watchAddress: undefined,
    }),
  },
}).createMachine({
  id: 'onboarding',
  context: ({ input }) => ({ confirmPositions: [], hasVault: input?.hasVault ?? false }),
  initial: 'welcome',
  states: {
    welcome: {
      entry: 'forgetSecrets',
      on: {
        CREATE: [
          { guard: 'vaultStored', actions: 'onlyOnePhrase' },
          { target: 'choosePassword', actions: { type: 'startFlow', params: 'create' } },
        ],
        CREATE_ACCOUNT: [
          { guard: 'vaultStored', actions: 'onlyOnePhrase' },
          { target: 'choosePassword', actions: { type: 'startFlow', params: 'account' } },
        ],
        IMPORT: [
          { guard: 'vaultStored', actions: 'onlyOnePhrase' },
          { target: 'enterPhrase', actions: { type: 'startFlow', params: 'import' } },
        ],
        WATCH: { target: 'enterAddress', actions: { type: 'startFlow', params: 'watch' } },
      },
    },
    enterAddress: {
      on: {
        SUBMIT_ADDRESS: [
          {
            guard: { type: 'addressWellFormed', params: ({ event }) => event },
            target: 'checkingAddress',
            actions: { type: 'keepWatchAddress', params: ({ event }) => event.address },
          },
          { actions: 'addressNotFound' },
        ],
        BACK: 'welcome',
      },
    },
    checkingAddress: {
      invoke: {
        id: 'checkWatchAddress',
        src: 'checkWatchAddress',
        input: ({ context }) => ({ address: context.watchAddress! }),
        onDone: [
          { guard: { type: 'watchAccepted', params: ({ event }) => ({ problem: event.output }) }, target: 'done' },
          { target: 'enterAddress', actions: { type: 'watchProblem', params: ({ event }) => event.output } },
        ],
        onError: { target: 'enterAddress', actions: 'addressNotFound' },
      },
    },
    choosePassword: {
      on: {
        SUBMIT_PASSWORD: [
          {
            guard: { type: 'passwordAcceptable', params: ({ event }) => event },
            target: 'afterPassword',
            actions: { type: 'keepPassword', params: ({ event }) => event.password },
          },
          { actions: { type: 'passwordProblem', params: ({ event }) => event } },
        ],
        BACK: [{ guard: 'creating', target: 'welcome' }, { target: 'enterPhrase' }],
      },
    },
    afterPassword: {
      always: [{ guard: 'creating', target: 'creatingPhrase' }, { target: 'sealing' }],
    },
    creatingPhrase: {
      invoke: {
        id: 'createPhrase',
        src: 'createPhrase',
        onDone: [
          {
            guard: 'creatingAccount',
            target: 'sealing',
            actions: { type: 'keepCreatedPhrase', params: ({ event }) => event.output },
          },
          { target: 'showPhrase', actions: { type: 'keepCreatedPhrase', params: ({ event }) => event.output } },
        ],
        onError: { target: 'welcome' },
      },
    },
    showPhrase: {
      on: { CONTINUE: 'confirmPhrase', BACK: 'welcome' },
    },
    confirmPhrase: {
      on: {
        CONFIRM_WORDS: [
          { guard: { type: 'confirmedWordsMatch', params: ({ event }) => event }, target: 'sealing' },
          { actions: 'wrongPhrase' },
        ],
        BACK: 'showPhrase',
      },
    },
    enterPhrase: {
      on: {
        SUBMIT_PHRASE: [
          {
            guard: { type: 'phraseImportable', params: ({ event }) => event },
            target: 'choosePassword',
            actions: { type: 'keepPhrase', params: ({ event }) => event.phrase },
          },
          { actions: { type: 'phraseProblem', params: ({ event }) => event.phrase } },
        ],
        BACK: 'welcome',
      },
    },
    sealing: {
      invoke: {
        id: 'sealVault',
        src: 'sealVault',
        input: ({ context }) => ({ password: context.password!, phrase: context.phrase! }),
        onDone: [
          {
            guard: 'creatingAccount',
            target: 'creatingPasskey',
            actions: [{ type: 'keepVault', params: ({ event }) => event.output }, 'dropSealedSecrets'],
          },
          {
            target: 'done',
            // sealed: the password and the phrase are dropped from the finished machine's context
            actions: [{ type: 'keepVault', params: ({ event }) => event.output }, 'dropSealedSecrets'],
          },
        ],
        onError: { target: 'sealFailed', actions: 'sealFailed' },
      },
    },
    sealFailed: {
      on: { RETRY: 'sealing', BACK: 'welcome' },
    },
    // the wallet exists from here on: a refused or failed passkey leaves it with its password, to retry or go without
    creatingPasskey: {
      entry: 'clearProblem',
      invoke: {
        id: 'createPasskey',
        src: 'createPasskey',
        onDone: 'done',
        onError: { target: 'passkeyFailed', actions: 'passkeyFailed' },
      },
    },
    passkeyFailed: {
      on: { RETRY: 'creatingPasskey', SKIP: 'done' },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }): OnboardingOutput =>
    context.flow === 'watch'
      ? { flow: 'watch', address: context.watchAddress! }
      : { flow: context.flow!, vault: context.vault! },
});
