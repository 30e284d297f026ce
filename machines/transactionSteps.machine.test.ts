import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import {
  type PlanInput,
  type StepFailure,
  type StepsPlan,
  stepFailureOf,
  transactionStepsMachine,
} from './transactionSteps.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';
import type { Step, TransactionPreview } from '../src/transactions/steps.ts';

const USDC = '0x0000000000000000000000000000000000000001' as const;
const ROUTER = '0x0000000000000000000000000000000000000002' as const;
const token = { token: USDC, symbol: 'USDC', decimals: 6, amount: '1000000' };
const approval: Step = { type: 'approval', token, spender: ROUTER, amount: 1n, call: { to: USDC, data: '0x' } };
const permit: Step = {
  type: 'signature',
  typedData: { domain: {}, types: {}, primaryType: 'Permit', message: {} } as never,
};
const swap: Step = {
  type: 'transaction',
  activity: { type: 'swap', input: token },
  call: () => ({ to: ROUTER, data: '0x' }),
};
const batch: Step = {
  type: 'batch',
  steps: [approval as never, swap as never],
  calls: [
    { to: USDC, data: '0x' },
    { to: ROUTER, data: '0x' },
  ],
  activity: { type: 'swap', input: token },
};
const hash = `0x${'ab'.repeat(32)}` as Hex;
const signature = `0x${'11'.repeat(65)}` as Hex;
const preview: TransactionPreview = { status: 'simulated', changes: [], approvals: [], networkCostWei: 1n };
const fail = (reason: StepFailure['reason']): StepFailure => ({ reason });

/** Every event a person or an actor could send, for plans of one kind of step or of all three. */
function eventsFor(plan: StepsPlan) {
  return [
    { type: 'CONFIRM' },
    { type: 'ACCEPT' },
    { type: 'CANCEL' },
    { type: 'RETRY' },
    { type: 'RETRY_AS_STEPS' },
    { type: 'xstate.done.actor.plan', output: plan },
    { type: 'xstate.done.actor.plan', output: { ...plan, changed: true } },
    { type: 'xstate.error.actor.plan', error: new Error('rpc down') },
    { type: 'xstate.done.actor.simulate', output: preview },
    { type: 'xstate.done.actor.simulate', output: { status: 'unavailable' } },
    { type: 'xstate.error.actor.simulate', error: fail('swapExpectedToFail') },
    { type: 'xstate.done.actor.sign', output: signature },
    { type: 'xstate.error.actor.sign', error: fail('transactionRejected') },
    { type: 'xstate.error.actor.sign', error: fail('signatureExpired') },
    { type: 'xstate.done.actor.send', output: hash },
    { type: 'xstate.error.actor.send', error: fail('transactionRejected') },
    { type: 'xstate.error.actor.send', error: fail('insufficientFundsForGas') },
    { type: 'xstate.done.actor.confirm' },
    { type: 'xstate.error.actor.confirm', error: fail('swapExpectedToFail') },
    { type: 'xstate.error.actor.confirm', error: fail('confirmationTimedOut') },
  ];
}

describe('transaction steps machine', () => {
  const plans: [string, readonly Step[], string[]][] = [
    ['an approval, a permit and a swap', [approval, permit, swap], []],
    ['one transaction', [swap], ['walking.signing']],
    ['a signature only (a limit order)', [permit], ['walking.sending', 'walking.confirming']],
    ['one batch (a 1-click swap)', [batch], ['walking.signing']],
  ];
  for (const [name, steps, unreachable] of plans) {
    it(`should keep its invariants on every path when the plan is ${name}`, () => {
      walkEveryPath(transactionStepsMachine, {
        input: undefined as never,
        events: eventsFor({ steps }),
        paths: 'shortest',
        unreachable,
        invariant: (snapshot) => {
          const { context } = snapshot;
          // no step is walked before the calls were simulated for this walk
          if (snapshot.matches('walking')) {
            expect(context.preview).toBeDefined();
            expect(context.confirming).toBe(true);
            expect(context.index).toBeLessThan(context.steps.length);
          }
          // a signature is asked for only at a signature step, a transaction only at one that sends
          if (snapshot.matches({ walking: 'signing' })) expect(context.steps[context.index]?.type).toBe('signature');
          if (snapshot.matches({ walking: 'sending' }))
            expect(context.steps[context.index]?.type).not.toBe('signature');
          if (snapshot.matches({ walking: 'confirming' })) expect(context.hashes[context.index]).toBe(hash);
          // every signature kept belongs to a signature step already walked
          const signed = context.steps.slice(0, context.index).filter((s) => s.type === 'signature').length;
          expect(context.signatures.length).toBe(signed);
          if (snapshot.matches('succeeded')) {
            expect(context.index).toBe(context.steps.length);
            expect(context.failure).toBeUndefined();
          }
          // a failure is shown wherever the walk stopped on one, and a reviewed request never walks by itself
          if (snapshot.matches('failed') || snapshot.matches('blocked')) expect(context.failure).toBeDefined();
          if (snapshot.matches('ready')) expect(context.confirming).toBe(false);
          // walking as steps is asked for only after a batch failed; a plan never goes back to batching by itself
          if (context.unbatched) expect(context.steps.some((step) => step.type === 'batch')).toBe(true);
        },
      });
    });
  }

  it('should say "Unknown error." when an actor throws something that is not a catalogue failure', () => {
    expect(stepFailureOf(new Error('transactionRejected'))).toEqual({ reason: 'unknownError' });
    expect(stepFailureOf({ reason: 'not a catalogue id' })).toEqual({ reason: 'unknownError' });
    expect(stepFailureOf({ reason: 'slippageTooLow', errorName: 'V3TooLittleReceived' })).toEqual({
      reason: 'slippageTooLow',
      errorName: 'V3TooLittleReceived',
    });
  });

  it('should simulate again at Confirm and walk approval, permit and swap with the permit handed to the swap', async () => {
    const calls: string[] = [];
    let sentWith: readonly Hex[] = [];
    const actor = createActor(
      transactionStepsMachine.provide({
        actors: {
          plan: fromPromise<StepsPlan, PlanInput>(async () => {
            calls.push('plan');
            return { steps: [approval, permit, swap] };
          }),
          simulate: fromPromise<TransactionPreview, { steps: readonly Step[] }>(async () => {
            calls.push('simulate');
            return preview;
          }),
          sign: fromPromise<Hex, { step: Step }>(async () => {
            calls.push('sign');
            return signature;
          }),
          send: fromPromise<Hex, { step: Step; signatures: readonly Hex[] }>(async ({ input }) => {
            calls.push(`send ${input.step.type}`);
            sentWith = input.signatures;
            return hash;
          }),
          confirm: fromPromise<void, { step: Step; hash: Hex }>(async () => {
            calls.push('confirm');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(calls).toEqual(['plan', 'simulate']);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(calls).toEqual([
      'plan',
      'simulate',
      'plan',
      'simulate',
      'send approval',
      'confirm',
      'sign',
      'send transaction',
      'confirm',
    ]);
    expect(sentWith).toEqual([signature]);
  });

  it('should return to the review saying "Transaction rejected" when the wallet declines, and plan again on Confirm', async () => {
    let declines = 1;
    let plans = 0;
    const actor = createActor(
      transactionStepsMachine.provide({
        actors: {
          plan: fromPromise<StepsPlan, PlanInput>(async () => {
            plans += 1;
            return { steps: [swap] };
          }),
          simulate: fromPromise<TransactionPreview, { steps: readonly Step[] }>(async () => preview),
          send: fromPromise<Hex, { step: Step; signatures: readonly Hex[] }>(async () => {
            if (declines-- > 0) throw fail('transactionRejected');
            return hash;
          }),
          confirm: fromPromise<void, { step: Step; hash: Hex }>(async () => undefined),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('ready') && s.context.failure !== undefined);
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'transactionRejected' });
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(plans).toBe(3);
  });

  it('should block before any prompt when the simulation reverts, with the decoded reason', async () => {
    let prompts = 0;
    const actor = createActor(
      transactionStepsMachine.provide({
        actors: {
          plan: fromPromise<StepsPlan, PlanInput>(async () => ({ steps: [swap] })),
          simulate: fromPromise<TransactionPreview, { steps: readonly Step[] }>(async () => {
            throw { reason: 'slippageTooLow', errorName: 'V3TooLittleReceived' };
          }),
          send: fromPromise<Hex, { step: Step; signatures: readonly Hex[] }>(async () => {
            prompts += 1;
            return hash;
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('blocked'));
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'slippageTooLow', errorName: 'V3TooLittleReceived' });
    actor.send({ type: 'CONFIRM' });
    expect(actor.getSnapshot().matches('blocked')).toBe(true);
    expect(prompts).toBe(0);
  });

  it('should walk a failed batch again as steps on RETRY_AS_STEPS, planning with batching off', async () => {
    const planned: PlanInput[] = [];
    const sent: string[] = [];
    const actor = createActor(
      transactionStepsMachine.provide({
        actors: {
          plan: fromPromise<StepsPlan, PlanInput>(async ({ input }) => {
            planned.push(input);
            return { steps: input.unbatched ? [approval, permit, swap] : [batch] };
          }),
          simulate: fromPromise<TransactionPreview, { steps: readonly Step[] }>(async () => preview),
          sign: fromPromise<Hex, { step: Step }>(async () => signature),
          send: fromPromise<Hex, { step: Step; signatures: readonly Hex[] }>(async ({ input }) => {
            sent.push(input.step.type);
            return hash;
          }),
          confirm: fromPromise<void, { step: Step; hash: Hex }>(async ({ input }) => {
            // the batch reverted on chain
            if (input.step.type === 'batch') throw fail('swapExpectedToFail');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().can({ type: 'RETRY_AS_STEPS' })).toBe(false);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(actor.getSnapshot().context.failure).toEqual({ reason: 'swapExpectedToFail' });
    actor.send({ type: 'RETRY_AS_STEPS' });
    await waitFor(actor, (s) => s.matches('ready'));
    expect(actor.getSnapshot().context.steps.map((step) => step.type)).toEqual([
      'approval',
      'signature',
      'transaction',
    ]);
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(sent).toEqual(['batch', 'approval', 'transaction']);
    expect(planned.map((input) => input.unbatched)).toEqual([false, false, true, true]);
  });

  it('should not offer steps after a batch whose confirmation timed out (it may still land)', async () => {
    const actor = createActor(
      transactionStepsMachine.provide({
        actors: {
          plan: fromPromise<StepsPlan, PlanInput>(async () => ({ steps: [batch] })),
          simulate: fromPromise<TransactionPreview, { steps: readonly Step[] }>(async () => preview),
          send: fromPromise<Hex, { step: Step; signatures: readonly Hex[] }>(async () => hash),
          confirm: fromPromise<void, { step: Step; hash: Hex }>(async () => {
            throw fail('confirmationTimedOut');
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('ready'));
    actor.send({ type: 'CONFIRM' });
    await waitFor(actor, (s) => s.matches('failed'));
    actor.send({ type: 'RETRY_AS_STEPS' });
    expect(actor.getSnapshot().matches('failed')).toBe(true);
  });
});
