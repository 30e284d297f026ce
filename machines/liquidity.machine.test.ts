import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type LiquidityNeeds, liquidityMachine } from './liquidity.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const hash = `0x${'cd'.repeat(32)}` as const;
const signature = `0x${'ab'.repeat(65)}` as const;
const tokenA = '0x000000000000000000000000000000000000000A';
const tokenB = '0x000000000000000000000000000000000000000B';

const events = [
  { type: 'SUBMIT' },
  { type: 'RETRY' },
  { type: 'RESET' },
  { type: 'xstate.done.actor.checkNeeds', output: { approvals: [tokenA, tokenB], permit: true } },
  { type: 'xstate.done.actor.checkNeeds', output: { approvals: [tokenB], permit: true } },
  { type: 'xstate.done.actor.checkNeeds', output: { approvals: [], permit: true } },
  { type: 'xstate.done.actor.checkNeeds', output: { approvals: [], permit: false } },
  { type: 'xstate.error.actor.checkNeeds', error: new Error('rpc down') },
  { type: 'xstate.done.actor.approve' },
  { type: 'xstate.error.actor.approve', error: { failure: 'rejected' } },
  { type: 'xstate.error.actor.approve', error: new Error('reverted') },
  { type: 'xstate.done.actor.signPermit', output: signature },
  { type: 'xstate.error.actor.signPermit', error: { failure: 'rejected' } },
  { type: 'xstate.done.actor.submit', output: hash },
  { type: 'xstate.error.actor.submit', error: { failure: 'rejected' } },
  { type: 'xstate.error.actor.submit', error: new Error('reverted') },
  { type: 'xstate.done.actor.waitForReceipt' },
  { type: 'xstate.error.actor.waitForReceipt', error: { failure: 'confirmationTimedOut' } },
];

/** The app's actors as a wallet that approves, signs and mines, counting what it was asked. */
function wallet(start: LiquidityNeeds, options: { declineApproval?: boolean; declinePermit?: boolean } = {}) {
  const needs = { approvals: [...start.approvals], permit: start.permit };
  const calls: string[] = [];
  const machine = liquidityMachine.provide({
    actors: {
      checkNeeds: fromPromise<LiquidityNeeds>(async () => ({ approvals: [...needs.approvals], permit: needs.permit })),
      approve: fromPromise<void, { token: `0x${string}` }>(async ({ input }) => {
        calls.push(`approve ${input.token}`);
        if (options.declineApproval) throw { failure: 'rejected' };
        needs.approvals = needs.approvals.filter((t) => t !== input.token);
      }),
      signPermit: fromPromise(async () => {
        calls.push('permit');
        if (options.declinePermit) throw { failure: 'rejected' };
        return signature;
      }),
      submit: fromPromise<`0x${string}`, { signature?: `0x${string}` }>(async ({ input }) => {
        calls.push(`submit ${input.signature ? 'signed' : 'unsigned'}`);
        return hash;
      }),
      waitForReceipt: fromPromise<void, { hash: `0x${string}` }>(async () => {}),
    },
  });
  return { machine, calls };
}

describe('liquidity machine', () => {
  it('should keep its invariants on every path', () => {
    walkEveryPath(liquidityMachine, {
      input: undefined,
      events,
      paths: 'shortest',
      invariant: (snapshot) => {
        const { context } = snapshot;
        if (snapshot.matches('pending') || snapshot.matches('done')) expect(context.hash).toBe(hash);
        if (snapshot.matches('failed')) expect(context.failure).toBeDefined();
        if (snapshot.matches('approving')) expect(context.approving).toBe(context.needs!.approvals[0]);
        if (snapshot.matches('permitting')) expect(context.needs!.approvals).toEqual([]);
        if (snapshot.matches('review') || snapshot.matches('checking')) {
          expect(context.failure).toBeUndefined();
          expect(context.hash).toBeUndefined();
        }
      },
    });
  });

  it('should approve each token in order, sign the permit once, then send with the signature', async () => {
    const { machine, calls } = wallet({ approvals: [tokenA, tokenB], permit: true });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual([`approve ${tokenA}`, `approve ${tokenB}`, 'permit', 'submit signed']);
  });

  it('should go straight to the wallet when nothing is short', async () => {
    const { machine, calls } = wallet({ approvals: [], permit: false });
    const actor = createActor(machine).start();
    actor.send({ type: 'SUBMIT' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(calls).toEqual(['submit unsigned']);
  });

  it('should name a declined approval and a declined permit, and try again from the check', async () => {
    const declined = wallet({ approvals: [tokenA], permit: false }, { declineApproval: true });
    const a = createActor(declined.machine).start();
    a.send({ type: 'SUBMIT' });
    expect((await waitFor(a, (s) => s.matches('failed'))).context.failure).toBe('rejected');

    const permit = wallet({ approvals: [], permit: true }, { declinePermit: true });
    const b = createActor(permit.machine).start();
    b.send({ type: 'SUBMIT' });
    expect((await waitFor(b, (s) => s.matches('failed'))).context.failure).toBe('rejected');
    b.send({ type: 'RETRY' });
    await waitFor(b, (s) => s.matches('failed'));
    expect(permit.calls).toEqual(['permit', 'permit']);
  });

  it('should refuse to pretend: without the app’s actors nothing is sent', async () => {
    const actor = createActor(liquidityMachine).start();
    actor.send({ type: 'SUBMIT' });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure).toBe('failed');
  });

  it('should call an approval that fails on chain "approval failed"', async () => {
    const actor = createActor(
      liquidityMachine.provide({
        actors: {
          checkNeeds: fromPromise<LiquidityNeeds>(async () => ({ approvals: [tokenA], permit: false })),
          approve: fromPromise<void, { token: `0x${string}` }>(async () => {
            throw new Error('reverted');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SUBMIT' });
    expect((await waitFor(actor, (s) => s.matches('failed'))).context.failure).toBe('approvalFailed');
  });
});
