import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { Address } from 'viem';
import { APP_REQUEST_ERRORS, type AppRequestReading } from '../src/lib/walletConnect/appRequests.ts';
import { appRequestMachine } from './appRequest.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' as Address;
const sign: AppRequestReading = {
  ok: true,
  request: { kind: 'personalSign', chainId: 31337, account, message: '0x6869', text: 'hi' },
};
const sendCalls: AppRequestReading = {
  ok: true,
  request: {
    kind: 'sendCalls',
    chainId: 31337,
    account,
    calls: [{ to: account, value: 1n }],
    batchId: 'app-batch-1',
    atomicRequired: true,
  },
};
const switchChain: AppRequestReading = { ok: true, request: { kind: 'switchChain', chainId: 31337, target: 31338 } };
const refused: AppRequestReading = { ok: false, error: APP_REQUEST_ERRORS.unsupportedChain };

const events = [
  { type: 'UNLOCKED' },
  { type: 'SIGNED', result: '0xsignature' },
  { type: 'REJECT' },
  { type: 'REFUSE', error: APP_REQUEST_ERRORS.atomicityNotSupported },
  { type: 'RETRY' },
  { type: 'DISMISS' },
  { type: 'xstate.done.actor.0.appRequest.refusing' },
  { type: 'xstate.done.actor.0.appRequest.answering', output: null },
  { type: 'xstate.error.actor.0.appRequest.answering', error: new Error('relay down') },
  { type: 'xstate.done.actor.0.appRequest.responding' },
  { type: 'xstate.error.actor.0.appRequest.responding', error: new Error('relay down') },
  { type: 'xstate.done.actor.0.appRequest.rejecting' },
] as const;

describe('app request machine', () => {
  it.each([
    ['a reviewed request, unlocked', sign, true],
    ['a reviewed request behind the unlock', sign, false],
    ['a batch of calls', sendCalls, true],
    ['a request answered without review', switchChain, true],
    ['a refused request', refused, true],
  ] as const)('should keep its invariants on every path of %s', (_, reading, unlocked) => {
    walkEveryPath(appRequestMachine, {
      input: { reading, unlocked },
      events,
      invariant: (snapshot) => {
        const { context } = snapshot;
        // nothing is reviewed or answered for a request that could not be read, and nothing signed while locked
        if (!context.reading.ok) expect(snapshot.matches('refusing') || snapshot.matches('refused')).toBe(true);
        if (snapshot.matches('reviewing') || snapshot.matches('responding')) expect(context.unlocked).toBe(true);
        if (snapshot.matches('responding')) expect(context.result).toBeDefined();
        if (snapshot.matches('failed')) expect(context.failure).toBe('networkError');
        // a request the review refused tells the app why, and nothing was signed for it
        if (context.reading.ok && snapshot.matches('refusing')) {
          expect(context.refusal).toBeDefined();
          expect(context.result).toBeUndefined();
        }
      },
      // each input reaches only its own branch of the machine
      unreachable:
        reading === refused
          ? [
              'locked',
              'reviewing',
              'responding',
              'rejecting',
              'rejected',
              'answering',
              'answered',
              'failed',
              'dismissed',
            ]
          : reading === switchChain
            ? ['refusing', 'refused', 'locked', 'reviewing', 'responding', 'rejecting', 'rejected']
            : unlocked
              ? ['answering', 'locked']
              : ['answering'],
    });
  });

  it('should answer the app with what was signed, after the unlock', async () => {
    const answered: unknown[] = [];
    const actor = createActor(
      appRequestMachine.provide({
        actors: {
          respond: fromPromise<void, { result: unknown }>(async ({ input }) => {
            answered.push(input.result);
          }),
        },
      }),
      { input: { reading: sign, unlocked: false } },
    ).start();
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'SIGNED', result: '0xtoo-early' });
    expect(actor.getSnapshot().value).toBe('locked');
    actor.send({ type: 'UNLOCKED' });
    actor.send({ type: 'SIGNED', result: '0xsignature' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().value).toBe('answered');
    expect(answered).toEqual(['0xsignature']);
  });

  it('should tell the app it was rejected, and refuse what it cannot answer without asking the person', async () => {
    const heard: string[] = [];
    const machine = appRequestMachine.provide({
      actors: {
        reject: fromPromise<void, void>(async () => {
          heard.push('rejected');
        }),
        refuse: fromPromise<void, { error: { code: number; message: string } }>(async ({ input }) => {
          heard.push(`refused ${input.error.code}`);
        }),
      },
    });
    const reviewed = createActor(machine, { input: { reading: sign, unlocked: true } }).start();
    reviewed.send({ type: 'REJECT' });
    await waitFor(reviewed, (snapshot) => snapshot.status === 'done');
    const refusal = createActor(machine, { input: { reading: refused, unlocked: true } }).start();
    await waitFor(refusal, (snapshot) => snapshot.status === 'done');
    expect(heard).toEqual(['rejected', 'refused 4902']);
    // a batch the account cannot send as the app requires: its review refuses it, and the app hears 5760
    const batch = createActor(machine, { input: { reading: sendCalls, unlocked: true } }).start();
    batch.send({ type: 'REFUSE', error: APP_REQUEST_ERRORS.atomicityNotSupported });
    await waitFor(batch, (snapshot) => snapshot.status === 'done');
    expect(batch.getSnapshot().value).toBe('refused');
    expect(heard).toEqual(['rejected', 'refused 4902', 'refused 5760']);
  });
});
