import type { Hex } from 'viem';
import type { StateValue } from 'xstate';
import { describe, expect, it } from 'vitest';
import {
  type TransactionStepsContext,
  transactionStepsMachine,
} from '../../../../machines/transactionSteps.machine.ts';
import type { Step } from '../../../transactions/steps.ts';
import {
  type CancellableOrder,
  cancelStageOf,
  cancellableSelection,
  toggleSelection,
  whyNotCancellable,
} from './cancelSelection.ts';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex;
const open: CancellableOrder = { orderHash: hash(1), status: 'open' };
const filled: CancellableOrder = { orderHash: hash(2), status: 'filled' };
const pending: CancellableOrder = { orderHash: hash(3), status: 'open', pendingCancellation: true };
const expired: CancellableOrder = { orderHash: hash(4), status: 'expired' };

const cancelStep: Step = {
  type: 'transaction',
  activity: { type: 'permit' },
  call: () => ({ to: '0x000000000022D473030F116dDEE9F6B43aC78BA3', data: '0x' }),
};
const sent = `0x${'ab'.repeat(32)}` as Hex;

/** The pipeline's snapshot at `value`, walking two cancel transactions. */
function snapshotAt(value: StateValue, context: Partial<TransactionStepsContext> = {}) {
  return transactionStepsMachine.resolveState({
    value,
    context: {
      steps: [cancelStep, cancelStep],
      index: 0,
      signatures: [],
      hashes: [],
      confirming: false,
      accepted: false,
      unbatched: false,
      ...context,
    },
  });
}

describe('choosing orders to cancel', () => {
  it('should say why an order cannot be cancelled when it settled or its cancellation is pending', () => {
    expect([open, filled, pending, expired].map(whyNotCancellable)).toEqual([
      undefined,
      'filled',
      'pending',
      'expired',
    ]);
  });

  it('should add an open order and take it out again when toggled twice', () => {
    const once = toggleSelection([], open);
    expect(once).toEqual([open.orderHash]);
    expect(toggleSelection(once, open)).toEqual([]);
  });

  it('should not add an order when it is filled or pending cancellation', () => {
    expect(toggleSelection([], filled)).toEqual([]);
    expect(toggleSelection([], pending)).toEqual([]);
  });

  it('should drop a selected order from the selection when it settled meanwhile', () => {
    const listed = [open, { ...filled, orderHash: hash(5) }];
    expect(cancellableSelection(listed, [hash(1), hash(5)])).toEqual([open]);
  });
});

describe('the cancel states a person sees (spec §4)', () => {
  it('should be not started when no review is open', () => {
    expect(cancelStageOf(undefined, undefined)).toBe('notStarted');
  });

  it('should be reviewing cancellation while the review plans, shows, or was declined or failed', () => {
    expect(cancelStageOf(snapshotAt('planning'), undefined)).toBe('reviewing');
    expect(cancelStageOf(snapshotAt('ready'), undefined)).toBe('reviewing');
    // spec §4: back to reviewing when no transaction returned
    expect(cancelStageOf(snapshotAt('ready', { failure: { reason: 'transactionRejected' } }), undefined)).toBe(
      'reviewing',
    );
    expect(cancelStageOf(snapshotAt('failed', { failure: { reason: 'somethingWentWrong' } }), undefined)).toBe(
      'reviewing',
    );
  });

  it('should be pending signature from Confirm until a transaction is sent', () => {
    expect(cancelStageOf(snapshotAt('planning', { confirming: true }), undefined)).toBe('pendingSignature');
    expect(cancelStageOf(snapshotAt({ walking: 'sending' }, { confirming: true }), undefined)).toBe('pendingSignature');
  });

  it('should be pending confirmation once a transaction is sent, even while the wallet is asked for the next', () => {
    const confirming = snapshotAt({ walking: 'confirming' }, { confirming: true, hashes: [sent] });
    expect(cancelStageOf(confirming, undefined)).toBe('pendingConfirmation');
    const secondPrompt = snapshotAt({ walking: 'sending' }, { confirming: true, index: 1, hashes: [sent] });
    expect(cancelStageOf(secondPrompt, undefined)).toBe('pendingConfirmation');
  });

  it('should be cancelled only when the order service said which orders were filled first', () => {
    const done = snapshotAt('succeeded', { confirming: true, index: 2, hashes: [sent, sent] });
    expect(cancelStageOf(done, undefined)).toBe('pendingConfirmation');
    expect(cancelStageOf(done, [])).toBe('cancelled');
    expect(cancelStageOf(done, [hash(1)])).toBe('cancelled');
  });
});
