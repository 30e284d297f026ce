// The new device's side of import with a one-time code (issue 32; spec §2 onboarding "import via QR scan with a one-time
// code", §4 "Import one-time code expires and is replaced with a new one, with countdown", §8 import errors). It opens
// a relay session with an ephemeral key and shows its code; the code is replaced when its countdown ends (a new session
// once the old one has lived its time); once the other device has claimed it, the wallet must come within a minute
// (else "timed out"). The wallet arrives sealed, is opened with this device's key, and is kept under a new password.
import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import type { ImportSession, RefreshImportCodeResponse } from '../contract/importRelay.ts';
import { type PasswordProblem, checkNewPassword } from '../src/lib/wallet/passwordStrength.ts';

/** How long the new device waits for the wallet once its code has been claimed. */
export const IMPORT_DELIVERY_TIMEOUT_MS = 60_000;

/** spec §8 import errors as the new device meets them. */
export type ImportReceiveFailure = 'noCode' | 'timedOut' | 'lockedOut' | 'seedEncryptionFailed';

export type ImportReceiveContext = {
  /** The session as this device shows it (the app's actors keep its private key with it). */
  session?: ImportSession;
  /** Codes shown so far, the replacements included. */
  codesShown: number;
  phrase?: string;
  password?: string;
  problem?: PasswordProblem | 'sealFailed';
  failure?: ImportReceiveFailure;
};

export type ImportReceiveEvent =
  | { type: 'CODE_EXPIRED' }
  | { type: 'CLAIMED' }
  | { type: 'RECEIVED'; phrase: string }
  | { type: 'DECRYPT_FAILED' }
  | { type: 'SESSION_GONE' }
  | { type: 'TIMED_OUT' }
  | { type: 'SUBMIT_PASSWORD'; password: string; confirmation: string }
  | { type: 'RETRY' };

/** What the relay refused with (src/data's WalletServiceError carries it as `code`). */
const relayErrorCode = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? (error as { code: unknown }).code : undefined;

export type AlarmInput = { ms: number; event: 'CODE_EXPIRED' | 'TIMED_OUT' };

/** Sends `event` once `ms` have passed on this device's clock (checked twice a second, so a clock set ahead counts). */
const alarm = fromCallback<EventObject, AlarmInput>(({ input, sendBack }) => {
  const deadline = Date.now() + input.ms;
  const timer = setInterval(() => {
    if (Date.now() < deadline) return;
    clearInterval(timer);
    sendBack({ type: input.event });
  }, 500);
  return () => clearInterval(timer);
});

export const importCodeReceiveMachine = setup({
  types: {
    context: {} as ImportReceiveContext,
    events: {} as ImportReceiveEvent,
  },
  actors: {
    // the app's to provide (src/account/importCode): defaults that pretended could show a code no relay knows
    openSession: fromPromise<ImportSession, void>(async () => {
      throw new Error('openSession is not provided');
    }),
    refreshCode: fromPromise<RefreshImportCodeResponse, { session: ImportSession }>(async () => {
      throw new Error('refreshCode is not provided');
    }),
    /** Polls the relay: CLAIMED once claimed, then RECEIVED with the opened phrase, DECRYPT_FAILED or SESSION_GONE. */
    watchHandoff: fromCallback<ImportReceiveEvent, { session: ImportSession }>(() => {
      throw new Error('watchHandoff is not provided');
    }),
    sealVault: fromPromise<void, { password: string; phrase: string }>(async () => {
      throw new Error('sealVault is not provided');
    }),
    alarm,
  },
  guards: {
    passwordRefused: ({ event }) =>
      event.type === 'SUBMIT_PASSWORD' && checkNewPassword(event.password, event.confirmation) !== undefined,
    sessionGone: ({ event }) => relayErrorCode((event as { error?: unknown }).error) === 'unknown_session',
    sessionLockedOut: ({ event }) => relayErrorCode((event as { error?: unknown }).error) === 'locked_out',
  },
  actions: {
    showSession: assign(({ context }, session: ImportSession) => ({
      session,
      codesShown: context.codesShown + 1,
      failure: undefined,
    })),
    replaceCode: assign(({ context }, code: RefreshImportCodeResponse) => ({
      session: { ...context.session!, ...code },
      codesShown: context.codesShown + 1,
    })),
    keepPhrase: assign(({ event }) => (event.type === 'RECEIVED' ? { phrase: event.phrase, session: undefined } : {})),
    refusePassword: assign(({ event }) =>
      event.type === 'SUBMIT_PASSWORD' ? { problem: checkNewPassword(event.password, event.confirmation) } : {},
    ),
    keepPassword: assign(({ event }) =>
      event.type === 'SUBMIT_PASSWORD' ? { password: event.password, problem: undefined } : {},
    ),
    // a refused seal is typed again: the machine keeps no password it could not use
    sealFailed: assign({ password: undefined, problem: 'sealFailed' as const }),
    fail: assign((_, failure: ImportReceiveFailure) => ({ failure, session: undefined })),
    forgetSecrets: assign({ phrase: undefined, password: undefined }),
  },
}).createMachine({
  id: 'importCodeReceive',
  context: { codesShown: 0 },
  initial: 'opening',
  states: {
    opening: {
      invoke: {
        id: 'openSession',
        src: 'openSession',
        onDone: { target: 'session', actions: { type: 'showSession', params: ({ event }) => event.output } },
        // spec §8 "no one-time code received"
        onError: { target: 'failed', actions: { type: 'fail', params: 'noCode' } },
      },
    },
    session: {
      invoke: { src: 'watchHandoff', input: ({ context }) => ({ session: context.session! }) },
      on: {
        RECEIVED: { target: 'choosePassword', actions: 'keepPhrase' },
        DECRYPT_FAILED: { target: 'failed', actions: { type: 'fail', params: 'seedEncryptionFailed' } },
        SESSION_GONE: { target: 'opening' },
      },
      initial: 'showingCode',
      states: {
        showingCode: {
          invoke: {
            src: 'alarm',
            input: ({ context }) => ({ ms: context.session!.codeExpiresInMs, event: 'CODE_EXPIRED' as const }),
          },
          on: { CODE_EXPIRED: 'refreshing', CLAIMED: 'claimed' },
        },
        refreshing: {
          invoke: {
            id: 'refreshCode',
            src: 'refreshCode',
            input: ({ context }) => ({ session: context.session! }),
            onDone: { target: 'showingCode', actions: { type: 'replaceCode', params: ({ event }) => event.output } },
            onError: [
              // the session lived its time: a new one, with a new code
              { guard: 'sessionGone', target: '#importCodeReceive.opening' },
              {
                guard: 'sessionLockedOut',
                target: '#importCodeReceive.failed',
                actions: { type: 'fail', params: 'lockedOut' },
              },
              { target: '#importCodeReceive.failed', actions: { type: 'fail', params: 'noCode' } },
            ],
          },
          // the other device claimed the code as it expired
          on: { CLAIMED: 'claimed' },
        },
        claimed: {
          invoke: { src: 'alarm', input: { ms: IMPORT_DELIVERY_TIMEOUT_MS, event: 'TIMED_OUT' as const } },
          on: {
            TIMED_OUT: { target: '#importCodeReceive.failed', actions: { type: 'fail', params: 'timedOut' } },
          },
        },
      },
    },
    choosePassword: {
      on: {
        SUBMIT_PASSWORD: [
          { guard: 'passwordRefused', actions: 'refusePassword' },
          { target: 'sealing', actions: 'keepPassword' },
        ],
      },
    },
    sealing: {
      invoke: {
        id: 'sealVault',
        src: 'sealVault',
        input: ({ context }) => ({ password: context.password!, phrase: context.phrase! }),
        onDone: { target: 'done', actions: 'forgetSecrets' },
        onError: { target: 'choosePassword', actions: 'sealFailed' },
      },
    },
    failed: {
      on: { RETRY: 'opening' },
    },
    done: { type: 'final' },
  },
});
