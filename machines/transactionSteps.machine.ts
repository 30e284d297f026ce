// The one way Sluice asks a wallet to sign (issue 28; spec §4, §8). A flow describes what it needs as a plan of steps
// (src/transactions/steps.ts); this machine walks it: plan from the chain as it is now, simulate every call before any
// prompt (a simulated revert blocks the request with the flow's words), show the review, and on Confirm plan and
// simulate once more at the latest block before walking the steps: each approval or transaction is sent and followed
// to its receipt, each signature is asked for and handed on. A declined prompt returns to the review with "Transaction
// rejected"; a revert, a lost transaction or a failed signature ends in `failed`, and RETRY plans again from the
// chain, so steps already done (an approval that mined) drop out of the new plan. A plan the actors walk as one
// EIP-5792 batch (a `batch` step, src/transactions/batchSteps.ts) is one step like any other; when it fails,
// RETRY_AS_STEPS plans the same request again walked as steps (spec §8 "retry as a standard swap").
import type { Hex } from 'viem';
import { assign, fromPromise, setup } from 'xstate';
import { ERROR_MESSAGES, type ErrorMessageId } from '../src/lib/errorMessages';
import { type Step, type TransactionPreview, isSigningStep } from '../src/transactions/steps';

/** Why a step or the simulation failed: a message of the error catalogue (spec §8) and the decoded revert, if any. */
export type StepFailure = { reason: ErrorMessageId; errorName?: string };

export type StepsPlan = {
  steps: readonly Step[];
  /**
   * The plan differs from what the person reviewed in a way they must accept first (a swap's price moved past the
   * slippage tolerance): the machine stops in `changed` until ACCEPT.
   */
  changed?: boolean;
};

export type TransactionStepsContext = {
  steps: readonly Step[];
  /** What the calls will do for the account, from the last simulation. */
  preview?: TransactionPreview;
  /** The step being walked. */
  index: number;
  /** Signatures of the signature steps walked so far, in order (the transaction steps after them carry them). */
  signatures: readonly Hex[];
  /** The hash of each transaction or approval sent so far, by step index. */
  hashes: readonly (Hex | undefined)[];
  /** Set by Confirm: the next plan that simulates cleanly is walked, not reviewed. */
  confirming: boolean;
  /** Set by ACCEPT: the plan adopts what changed. */
  accepted: boolean;
  /** Set by RETRY_AS_STEPS: the plan is walked as steps, never as one batch. */
  unbatched: boolean;
  failure?: StepFailure;
};

export type TransactionStepsEvent =
  | { type: 'CONFIRM' }
  | { type: 'ACCEPT' }
  | { type: 'CANCEL' }
  | { type: 'RETRY' }
  | { type: 'RETRY_AS_STEPS' };

/** What the plan actor is asked for: whether the person accepted a change, and whether batching is off for this walk. */
export type PlanInput = { accepted: boolean; unbatched: boolean };

const DECLINED: ErrorMessageId = 'transactionRejected';

/** The failure an actor threw: a `StepFailure` it built, or "Unknown error." for anything else. */
export function stepFailureOf(error: unknown): StepFailure {
  if (typeof error === 'object' && error !== null && !(error instanceof Error) && 'reason' in error) {
    const { reason, errorName } = error as { reason: unknown; errorName?: unknown };
    if (typeof reason === 'string' && Object.hasOwn(ERROR_MESSAGES, reason)) {
      const failure: StepFailure = { reason: reason as ErrorMessageId };
      return typeof errorName === 'string' ? { ...failure, errorName } : failure;
    }
  }
  return { reason: 'unknownError' };
}

const currentStep = (context: TransactionStepsContext) => context.steps[context.index];

export const transactionStepsMachine = setup({
  types: {
    context: {} as TransactionStepsContext,
    events: {} as TransactionStepsEvent,
  },
  actors: {
    // every actor is the app's to provide (src/transactions/stepActors.ts): a default that pretended could report a
    // transaction that was never sent
    plan: fromPromise<StepsPlan, PlanInput>(async () => {
      throw new Error('plan is not provided');
    }),
    simulate: fromPromise<TransactionPreview, { steps: readonly Step[] }>(async () => {
      throw new Error('simulate is not provided');
    }),
    sign: fromPromise<Hex, { step: Step }>(async () => {
      throw new Error('sign is not provided');
    }),
    send: fromPromise<Hex, { step: Step; signatures: readonly Hex[]; preview?: TransactionPreview }>(async () => {
      throw new Error('send is not provided');
    }),
    confirm: fromPromise<void, { step: Step; hash: Hex }>(async () => {
      throw new Error('confirm is not provided');
    }),
  },
  guards: {
    planChanged: (_, plan: StepsPlan) => plan.changed === true,
    confirming: ({ context }) => context.confirming,
    walkedEveryStep: ({ context }) => context.index >= context.steps.length,
    signatureStep: ({ context }) => {
      const step = currentStep(context);
      return step !== undefined && isSigningStep(step);
    },
    declined: (_, failure: StepFailure) => failure.reason === DECLINED,
    // a transaction whose receipt never came may still land: planning it again could send it twice
    mayRetry: ({ context }) => context.failure?.reason !== 'confirmationTimedOut',
    // a failed batch (refused, or reverted: nothing of it stayed on chain) may go again as steps
    batchMayRetryAsSteps: ({ context }) =>
      context.steps.some((step) => step.type === 'batch' && step.retriesAsSteps !== false) &&
      context.failure?.reason !== 'confirmationTimedOut',
  },
  actions: {
    keepPlan: assign((_, plan: StepsPlan) => ({ steps: plan.steps, index: 0, signatures: [], hashes: [] })),
    keepPreview: assign((_, preview: TransactionPreview) => ({ preview })),
    keepSignature: assign(({ context }, signature: Hex) => ({
      signatures: [...context.signatures, signature],
      index: context.index + 1,
    })),
    keepHash: assign(({ context }, hash: Hex) => {
      const hashes = [...context.hashes];
      hashes[context.index] = hash;
      return { hashes };
    }),
    nextStep: assign(({ context }) => ({ index: context.index + 1 })),
    fail: assign((_, failure: StepFailure) => ({ failure, confirming: false })),
    startReview: assign({ confirming: false, accepted: false, failure: undefined }),
    startConfirming: assign({ confirming: true, failure: undefined }),
    acceptChange: assign({ confirming: false, accepted: true, failure: undefined }),
    startReviewAsSteps: assign({ confirming: false, accepted: false, unbatched: true, failure: undefined }),
  },
}).createMachine({
  id: 'transactionSteps',
  context: { steps: [], index: 0, signatures: [], hashes: [], confirming: false, accepted: false, unbatched: false },
  initial: 'planning',
  states: {
    planning: {
      invoke: {
        id: 'plan',
        src: 'plan',
        input: ({ context }) => ({ accepted: context.accepted, unbatched: context.unbatched }),
        onDone: [
          {
            guard: { type: 'planChanged', params: ({ event }) => event.output },
            target: 'changed',
            actions: { type: 'keepPlan', params: ({ event }) => event.output },
          },
          { target: 'simulating', actions: { type: 'keepPlan', params: ({ event }) => event.output } },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'fail', params: ({ event }) => stepFailureOf(event.error) },
        },
      },
    },
    simulating: {
      invoke: {
        id: 'simulate',
        src: 'simulate',
        input: ({ context }) => ({ steps: context.steps }),
        onDone: [
          {
            guard: 'confirming',
            target: 'walking',
            actions: { type: 'keepPreview', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'keepPreview', params: ({ event }) => event.output } },
        ],
        // the calls would revert: say so before any wallet prompt
        onError: {
          target: 'blocked',
          actions: { type: 'fail', params: ({ event }) => stepFailureOf(event.error) },
        },
      },
    },
    // the review: what will happen, and Confirm
    ready: {
      on: { CONFIRM: { target: 'planning', actions: 'startConfirming' } },
    },
    // what the person reviewed has changed (a swap's price): they accept it, or keep the review as it was
    changed: {
      on: {
        ACCEPT: { target: 'planning', actions: 'acceptChange' },
        CANCEL: { target: 'ready', actions: 'startReview' },
      },
    },
    // the simulation reverted: nothing can be signed until the chain or the form changes
    blocked: {
      on: {
        RETRY: { target: 'planning', actions: 'startReview' },
        RETRY_AS_STEPS: { guard: 'batchMayRetryAsSteps', target: 'planning', actions: 'startReviewAsSteps' },
      },
    },
    walking: {
      initial: 'next',
      states: {
        next: {
          always: [
            { guard: 'walkedEveryStep', target: '#transactionSteps.succeeded' },
            { guard: 'signatureStep', target: 'signing' },
            { target: 'sending' },
          ],
        },
        signing: {
          invoke: {
            id: 'sign',
            src: 'sign',
            input: ({ context }) => ({ step: currentStep(context)! }),
            onDone: { target: 'next', actions: { type: 'keepSignature', params: ({ event }) => event.output } },
            onError: [
              {
                guard: { type: 'declined', params: ({ event }) => stepFailureOf(event.error) },
                target: '#transactionSteps.ready',
                actions: { type: 'fail', params: ({ event }) => stepFailureOf(event.error) },
              },
              {
                target: '#transactionSteps.failed',
                actions: { type: 'fail', params: ({ event }) => stepFailureOf(event.error) },
              },
            ],
          },
        },
        sending: {
          invoke: {
            id: 'send',
            src: 'send',
            input: ({ context }) => ({
              step: currentStep(context)!,
              signatures: context.signatures,
              preview: context.preview,
            }),
            onDone: { target: 'confirming', actions: { type: 'keepHash', params: ({ event }) => event.output } },
            onError: [
              {
                guard: { type: 'declined', params: ({ event }) => stepFailureOf(event.error) },
                target: '#transactionSteps.ready',
                actions: { type: 'fail', params: ({ event }) => stepFailureOf(event.error) },
              },
              {
                target: '#transactionSteps.failed',
                actions: { type: 'fail', params: ({ event }) => stepFailureOf(event.error) },
              },
            ],
          },
        },
        confirming: {
          invoke: {
            id: 'confirm',
            src: 'confirm',
            input: ({ context }) => ({ step: currentStep(context)!, hash: context.hashes[context.index]! }),
            onDone: { target: 'next', actions: 'nextStep' },
            onError: {
              target: '#transactionSteps.failed',
              actions: { type: 'fail', params: ({ event }) => stepFailureOf(event.error) },
            },
          },
        },
      },
    },
    succeeded: { type: 'final' },
    failed: {
      on: {
        RETRY: { guard: 'mayRetry', target: 'planning', actions: 'startReview' },
        RETRY_AS_STEPS: { guard: 'batchMayRetryAsSteps', target: 'planning', actions: 'startReviewAsSteps' },
      },
    },
  },
});
