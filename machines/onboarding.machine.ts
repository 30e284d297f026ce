// Onboarding of the embedded wallet (spec §2 "Onboarding and wallet flows"): create a wallet (password, phrase shown,
// phrase confirmed) or import one (phrase, password); the vault is sealed last, and only then does anything persist.
import { assign, fromPromise, setup } from 'xstate';
import type { SealedVault } from '../workers/vault/vaultCrypto.ts';
import { type PasswordProblem, checkNewPassword } from '../src/lib/wallet/passwordStrength.ts';
import { type PhraseProblem, checkRecoveryPhrase, normalizePhrase } from '../src/lib/wallet/recoveryPhrase.ts';

export type OnboardingProblem = PasswordProblem | PhraseProblem['code'] | 'wrongPhrase' | 'sealFailed';

export type OnboardingContext = {
  flow?: 'create' | 'import';
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
  | { type: 'IMPORT' }
  | { type: 'BACK' }
  | { type: 'SUBMIT_PASSWORD'; password: string; confirmation: string }
  | { type: 'SUBMIT_PHRASE'; phrase: string }
  | { type: 'CONTINUE' }
  | { type: 'CONFIRM_WORDS'; words: string[] }
  | { type: 'RETRY' };

export const onboardingMachine = setup({
  types: {
    context: {} as OnboardingContext,
    events: {} as OnboardingEvent,
    output: {} as { vault: SealedVault; phrase: string },
  },
  actors: {
    createPhrase: fromPromise<{ phrase: string; confirmPositions: number[] }>(async () => {
      throw new Error('createPhrase is not provided');
    }),
    // sealing runs the 600,000-round key derivation in the vault worker
    sealVault: fromPromise<SealedVault, { password: string; phrase: string }>(async () => {
      throw new Error('sealVault is not provided');
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
    creating: ({ context }) => context.flow === 'create',
  },
  actions: {
    startFlow: assign((_, flow: 'create' | 'import') => ({ flow, problem: undefined, invalidWord: undefined })),
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
    keepVault: assign((_, vault: SealedVault) => ({ vault, problem: undefined })),
    // leaving a flow drops every secret it held
    forgetSecrets: assign({
      password: undefined,
      phrase: undefined,
      confirmPositions: [],
      problem: undefined,
      invalidWord: undefined,
    }),
  },
}).createMachine({
  id: 'onboarding',
  context: { confirmPositions: [] },
  initial: 'welcome',
  states: {
    welcome: {
      entry: 'forgetSecrets',
      on: {
        CREATE: { target: 'choosePassword', actions: { type: 'startFlow', params: 'create' } },
        IMPORT: { target: 'enterPhrase', actions: { type: 'startFlow', params: 'import' } },
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
        onDone: { target: 'showPhrase', actions: { type: 'keepCreatedPhrase', params: ({ event }) => event.output } },
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
        onDone: { target: 'done', actions: { type: 'keepVault', params: ({ event }) => event.output } },
        onError: { target: 'sealFailed', actions: 'sealFailed' },
      },
    },
    sealFailed: {
      on: { RETRY: 'sealing', BACK: 'welcome' },
    },
    done: {
      type: 'final',
    },
  },
  output: ({ context }) => ({ vault: context.vault!, phrase: context.phrase! }),
});
