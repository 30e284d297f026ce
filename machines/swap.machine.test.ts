import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type AllowanceNeeds, type SwapRequest, swapMachine } from './swap.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';
import { slippageLimit } from '../src/lib/swap/swapSettings.ts';

const swap: SwapRequest = {
  kind: 'swap',
  nativeInput: false,
  tradeType: 'exactIn',
  limit: 990n,
  quoted: 1000n,
  slippageBips: 100,
};
const hash = `0x${'ab'.repeat(32)}` as const;

const events = [
  { type: 'SUBMIT' },
  { type: 'ACCEPT_NEW_QUOTE' },
  { type: 'CANCEL' },
  { type: 'RETRY' },
  { type: 'RESET' },
  { type: 'xstate.done.actor.requote', output: { quoted: 1001n } },
  { type: 'xstate.done.actor.requote', output: { quoted: 900n } },
  { type: 'xstate.done.actor.requote', output: { quoted: 1100n } },
  { type: 'xstate.error.actor.requote', error: { failure: 'unknown' } },
  { type: 'xstate.done.actor.checkAllowance', output: { approval: true, permit: true } },
  { type: 'xstate.done.actor.checkAllowance', output: { approval: false, permit: true } },
  { type: 'xstate.done.actor.checkAllowance', output: { approval: false, permit: false } },
  { type: 'xstate.error.actor.checkAllowance', error: new Error('rpc down') },
  { type: 'xstate.done.actor.approve' },
  { type: 'xstate.error.actor.approve', error: new Error('reverted') },
  { type: 'xstate.error.actor.approve', error: { failure: 'rejected' } },
  { type: 'xstate.done.actor.signPermit', output: `0x${'11'.repeat(65)}` },
  { type: 'xstate.error.actor.signPermit', error: { failure: 'rejected' } },
  { type: 'xstate.done.actor.submit', output: hash },
  { type: 'xstate.error.actor.submit', error: { failure: 'expectedToFail' } },
  { type: 'xstate.done.actor.waitForReceipt' },
  { type: 'xstate.error.actor.waitForReceipt', error: { failure: 'deadlinePassed' } },
  { type: 'xstate.error.actor.waitForReceipt', error: { failure: 'confirmationTimedOut' } },
];

describe('swap execution machine', () => {
  for (const request of [
    swap,
    { ...swap, nativeInput: true },
    { ...swap, kind: 'wrap' as const, nativeInput: true },
    { ...swap, kind: 'unwrap' as const },
    { ...swap, tradeType: 'exactOut' as const, limit: 1010n },
    { ...swap, tradeType: 'exactOut' as const, limit: 1010n, nativeInput: true },
  ]) {
    it(`should keep its invariants on every path for ${JSON.stringify(request, (_, v) => (typeof v === 'bigint' ? String(v) : v))}`, () => {
      const skipsApprovals = request.kind !== 'swap' || request.nativeInput;
      walkEveryPath(swapMachine, {
        input: { request },
        events,
        paths: 'simple',
        unreachable: skipsApprovals ? ['checkingAllowance', 'approving', 'signingPermit'] : [],
        invariant: (snapshot) => {
          const { context } = snapshot;
          if (snapshot.matches('pending')) expect(context.hash).toBe(hash);
          if (snapshot.matches('failed')) expect(context.failure).toBeDefined();
          if (snapshot.matches('quoteChanged')) {
            const moved = context.requote!.quoted;
            expect(request.tradeType === 'exactIn' ? moved < request.limit : moved > request.limit).toBe(true);
          }
          if (snapshot.matches('submitting') && !skipsApprovals && context.needs?.permit)
            expect(context.signature).toBeDefined();
          // wraps, unwraps and native input never ask for an approval or a permit
          if (skipsApprovals) expect(context.signature).toBeUndefined();
          if (snapshot.matches('approving')) expect(context.needs?.approval).toBe(true);
          if (snapshot.matches('succeeded')) expect(context.hash).toBe(hash);
          // an accepted new quote carries the limit its tolerance gives, so the next attempt can pass
          if (context.request.quoted !== request.quoted)
            expect(context.request.limit).toBe(
              slippageLimit(context.request.quoted, request.tradeType, request.slippageBips),
            );
        },
      });
    }, 60_000);
  }

  it('should approve, then permit, then submit and succeed', async () => {
    const steps: string[] = [];
    let approved = false;
    const actor = createActor(
      swapMachine.provide({
        actors: {
          requote: fromPromise(async ({ input }) => {
            steps.push('requote');
            return { quoted: input.request.quoted };
          }),
          checkAllowance: fromPromise<AllowanceNeeds, { request: SwapRequest }>(async () => {
            steps.push('check');
            return { approval: !approved, permit: true };
          }),
          approve: fromPromise(async () => {
            steps.push('approve');
            approved = true;
          }),
          signPermit: fromPromise(async () => {
            steps.push('permit');
            return `0x${'11'.repeat(65)}` as const;
          }),
          submit: fromPromise(async ({ input }) => {
            steps.push(`submit:${input.signature?.slice(0, 4)}`);
            return hash;
          }),
          waitForReceipt: fromPromise(async ({ input }) => {
            steps.push(`receipt:${input.hash === hash}`);
          }),
        },
      }),
      { input: { request: swap } },
    ).start();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('succeeded'));
    expect(steps).toEqual(['requote', 'check', 'approve', 'check', 'permit', 'submit:0x11', 'receipt:true']);
  });

  it('should fail rather than succeed when the app leaves an actor to its default', async () => {
    // only submit provided: a default that pretended (no approval needed, an empty permit, a receipt) would succeed
    const actor = createActor(swapMachine.provide({ actors: { submit: fromPromise(async () => hash) } }), {
      input: { request: swap },
    }).start();
    actor.send({ type: 'SUBMIT' });
    const settled = await waitFor(actor, (s) => s.matches('failed') || s.matches('succeeded'));
    expect(settled.value).toBe('failed');
  });

  it('should ask again instead of submitting when the quote moved beyond the tolerance', async () => {
    let submitted = false;
    const actor = createActor(
      swapMachine.provide({
        actors: {
          requote: fromPromise(async () => ({ quoted: 900n })),
          submit: fromPromise(async () => {
            submitted = true;
            return hash;
          }),
        },
      }),
      { input: { request: { ...swap, kind: 'wrap' } } },
    ).start();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('quoteChanged'));
    actor.send({ type: 'ACCEPT_NEW_QUOTE' });
    expect(actor.getSnapshot().context.request.quoted).toBe(900n);
    // the new limit comes from the new quote and the same tolerance, so a second attempt can go through
    expect(actor.getSnapshot().context.request.limit).toBe(891n);
    expect(submitted).toBe(false);
  });
});
