// One request of a connected app (issue 29; spec "app connection requests: sign, transaction"): read from the session
// request (src/lib/walletConnect/appRequests.ts), refused at once with the error the app should hear when it cannot
// be answered, answered without a prompt when it asks for nothing to be signed (a chain switch, capabilities), and
// otherwise reviewed through the signing pipeline: behind the unlock when the wallet is locked, then signed and
// answered with the signature, the transaction's hash or the batch's id, or rejected with WalletConnect's "User
// rejected" (5000). A review that finds the request cannot be done as asked (a batch that must be atomic on a chain
// where the account cannot batch, a batch id used before) refuses it with the error EIP-5792 gives for it.
// The actors (answer, respond, reject, refuse) are the wallet kit's, injected.
import { assign, fromPromise, setup } from 'xstate';
import type { ErrorMessageId } from '../src/lib/errorMessages';
import {
  type AppRequest,
  type AppRequestError,
  type AppRequestReading,
  isReviewed,
} from '../src/lib/walletConnect/appRequests';

export type AppRequestInput = { reading: AppRequestReading; unlocked: boolean };

export type AppRequestContext = {
  reading: AppRequestReading;
  unlocked: boolean;
  /** What the app is answered with: a signature, a transaction's hash, a batch's id. */
  result?: unknown;
  /** The error a review refused the request with (a readable request the wallet cannot do as asked). */
  refusal?: AppRequestError;
  failure?: ErrorMessageId;
};

export type AppRequestEvent =
  | { type: 'UNLOCKED' }
  /** The pipeline signed (or sent) what was reviewed. */
  | { type: 'SIGNED'; result: unknown }
  | { type: 'REJECT' }
  /** The review found the request cannot be done as asked: the app hears why. */
  | { type: 'REFUSE'; error: AppRequestError }
  | { type: 'RETRY' }
  | { type: 'DISMISS' };

const requestOf = (context: AppRequestContext): AppRequest | undefined =>
  context.reading.ok ? context.reading.request : undefined;

/** The error a refused request is answered with: why it could not be read, or why its review refused it. */
const refusalOf = (context: AppRequestContext): AppRequestError =>
  context.reading.ok ? context.refusal ?? { code: -32603, message: 'Internal error' } : context.reading.error;

export const appRequestMachine = setup({
  types: {
    context: {} as AppRequestContext,
    events: {} as AppRequestEvent,
    input: {} as AppRequestInput,
  },
  actors: {
    refuse: fromPromise<void, { error: AppRequestError }>(async () => {
      throw new Error('refuse is provided by the wallet kit');
    }),
    answer: fromPromise<unknown, { request: AppRequest }>(async () => {
      throw new Error('answer is provided by the wallet kit');
    }),
    respond: fromPromise<void, { result: unknown }>(async () => {
      throw new Error('respond is provided by the wallet kit');
    }),
    reject: fromPromise<void, void>(async () => {
      throw new Error('reject is provided by the wallet kit');
    }),
  },
  guards: {
    unreadable: ({ context }) => !context.reading.ok,
    answeredWithoutReview: ({ context }) => {
      const request = requestOf(context);
      return request !== undefined && !isReviewed(request);
    },
    locked: ({ context }) => !context.unlocked,
    signedAlready: ({ context }) => context.result !== undefined,
  },
  actions: {
    keepResult: assign((_, result: unknown) => ({ result, failure: undefined })),
    keepRefusal: assign((_, refusal: AppRequestError) => ({ refusal })),
    unlock: assign({ unlocked: true }),
    // the app may not have heard: the relay is out of reach
    failToAnswer: assign({ failure: 'networkError' as ErrorMessageId }),
  },
}).createMachine({
  id: 'appRequest',
  context: ({ input }) => ({ reading: input.reading, unlocked: input.unlocked }),
  initial: 'checking',
  states: {
    checking: {
      always: [
        { guard: 'unreadable', target: 'refusing' },
        { guard: 'answeredWithoutReview', target: 'answering' },
        { guard: 'locked', target: 'locked' },
        { target: 'reviewing' },
      ],
    },
    // a chain the session lacks, an account it was not given, a method Sluice does not answer: the app hears why
    refusing: {
      invoke: {
        src: 'refuse',
        input: ({ context }) => ({ error: refusalOf(context) }),
        onDone: 'refused',
        onError: 'refused',
      },
    },
    answering: {
      invoke: {
        src: 'answer',
        input: ({ context }) => ({ request: requestOf(context)! }),
        onDone: {
          target: 'answered',
          actions: { type: 'keepResult', params: ({ event }: { event: { output: unknown } }) => event.output },
        },
        onError: { target: 'failed', actions: 'failToAnswer' },
      },
    },
    // requests that arrive while the wallet is locked wait behind the unlock
    locked: {
      on: { UNLOCKED: { target: 'reviewing', actions: 'unlock' }, REJECT: 'rejecting' },
    },
    reviewing: {
      on: {
        SIGNED: {
          target: 'responding',
          actions: { type: 'keepResult', params: ({ event }: { event: { result: unknown } }) => event.result },
        },
        REJECT: 'rejecting',
        REFUSE: {
          target: 'refusing',
          actions: { type: 'keepRefusal', params: ({ event }: { event: { error: AppRequestError } }) => event.error },
        },
      },
    },
    responding: {
      invoke: {
        src: 'respond',
        input: ({ context }) => ({ result: context.result }),
        onDone: 'answered',
        onError: { target: 'failed', actions: 'failToAnswer' },
      },
    },
    rejecting: {
      invoke: { src: 'reject', onDone: 'rejected', onError: 'rejected' },
    },
    failed: {
      on: {
        // a signature already made is sent again; an answer is worked out again
        RETRY: [{ guard: 'signedAlready', target: 'responding' }, { target: 'answering' }],
        DISMISS: 'dismissed',
      },
    },
    answered: { type: 'final' },
    rejected: { type: 'final' },
    refused: { type: 'final' },
    dismissed: { type: 'final' },
  },
});
