// The side of import with a one-time code that holds the wallet (issue 32; spec §8 import errors): the person types
// the new device's code or scans its QR code; the relay checks it (a wrong one counts as a failed attempt, and after
// the limit the device is locked out for a while) and answers with the new device's public key; the phrase is sealed
// to that key and delivered. The phrase itself never enters this machine: the app's `deliver` actor holds it.
import { assign, fromPromise, setup } from 'xstate';
import { type ClaimImportResponse, IMPORT_LOCKOUT_MS, parseImportQrText } from '../contract/importRelay.ts';
import { type ImportCodeEntry, readImportCode } from '../contract/importCodeFormat.ts';

/** What the person is told beside the code field. */
export type ImportSendProblem = 'invalidCode' | 'wrongCode' | 'invalidQrCode';

export type ImportSendContext = {
  entry?: ImportCodeEntry;
  claim?: ClaimImportResponse;
  problem?: ImportSendProblem;
  /** The relay's count of wrong codes (spec §8 "with failed-attempts count"), when it gave one. */
  failedAttempts?: number;
  /** How long the relay refuses codes from this device. */
  retryAfterMs?: number;
  /** The sealed phrase could not be delivered (spec §8 "seed encryption failed"). */
  sendFailed: boolean;
};

export type ImportSendEvent =
  | { type: 'SUBMIT_CODE'; text: string }
  | { type: 'SCAN' }
  | { type: 'READ'; text: string }
  | { type: 'CANCEL_SCAN' }
  | { type: 'RETRY' };

type RelayRefusal = {
  code?: unknown;
  details?: { failedAttempts?: unknown; attemptsLeft?: unknown; retryAfterMs?: unknown };
};
const refusal = (event: unknown): RelayRefusal => {
  const error = (event as { error?: unknown }).error;
  return typeof error === 'object' && error !== null ? (error as RelayRefusal) : {};
};
const numberOr = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

export const importCodeSendMachine = setup({
  types: {
    context: {} as ImportSendContext,
    events: {} as ImportSendEvent,
  },
  actors: {
    // the app's to provide (src/account/importCode): a default that pretended could say a wallet went that never did
    claim: fromPromise<ClaimImportResponse, ImportCodeEntry>(async () => {
      throw new Error('claim is not provided');
    }),
    deliver: fromPromise<void, { claim: ClaimImportResponse }>(async () => {
      throw new Error('deliver is not provided');
    }),
  },
  guards: {
    typedACode: ({ event }) => event.type === 'SUBMIT_CODE' && readImportCode(event.text) !== undefined,
    scannedACode: ({ event }) => event.type === 'READ' && parseImportQrText(event.text) !== undefined,
    lockedOut: ({ event }) => {
      const { code, details } = refusal(event);
      return code === 'locked_out' || (code === 'wrong_code' && details?.attemptsLeft === 0);
    },
  },
  actions: {
    takeTyped: assign(({ event }) =>
      event.type === 'SUBMIT_CODE' ? { entry: readImportCode(event.text), problem: undefined } : {},
    ),
    takeScanned: assign(({ event }) =>
      event.type === 'READ' ? { entry: parseImportQrText(event.text), problem: undefined } : {},
    ),
    refuse: assign((_, problem: ImportSendProblem) => ({ problem })),
    keepClaim: assign((_, claim: ClaimImportResponse) => ({ claim, sendFailed: false })),
    // spec §8: "The code you submitted is incorrect, or there was an error submitting." with the count
    countWrongCode: assign(({ event }) => {
      const { details } = refusal(event);
      return { problem: 'wrongCode' as const, failedAttempts: details?.failedAttempts as number | undefined };
    }),
    lockOut: assign(({ event }) => ({
      retryAfterMs: numberOr(refusal(event).details?.retryAfterMs, IMPORT_LOCKOUT_MS),
      problem: undefined,
    })),
    failSend: assign({ sendFailed: true }),
    forgetClaim: assign({ claim: undefined, entry: undefined }),
  },
}).createMachine({
  id: 'importCodeSend',
  context: { sendFailed: false },
  initial: 'enterCode',
  states: {
    enterCode: {
      on: {
        SUBMIT_CODE: [
          { guard: 'typedACode', target: 'claiming', actions: 'takeTyped' },
          { actions: { type: 'refuse', params: 'invalidCode' } },
        ],
        SCAN: 'scanning',
      },
    },
    scanning: {
      on: {
        READ: [
          { guard: 'scannedACode', target: 'claiming', actions: 'takeScanned' },
          { target: 'enterCode', actions: { type: 'refuse', params: 'invalidQrCode' } },
        ],
        CANCEL_SCAN: 'enterCode',
      },
    },
    claiming: {
      invoke: {
        id: 'claim',
        src: 'claim',
        input: ({ context }) => context.entry!,
        onDone: { target: 'sending', actions: { type: 'keepClaim', params: ({ event }) => event.output } },
        onError: [
          { guard: 'lockedOut', target: 'lockedOut', actions: 'lockOut' },
          { target: 'enterCode', actions: 'countWrongCode' },
        ],
      },
    },
    sending: {
      invoke: {
        id: 'deliver',
        src: 'deliver',
        input: ({ context }) => ({ claim: context.claim! }),
        onDone: { target: 'sent', actions: 'forgetClaim' },
        onError: { target: 'sendFailed', actions: 'failSend' },
      },
    },
    // the claim stays good: delivering again needs no new code
    sendFailed: { on: { RETRY: 'sending' } },
    lockedOut: {},
    sent: { type: 'final' },
  },
});
