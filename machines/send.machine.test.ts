import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type RecipientCheck, type SendRequest, sendMachine } from './send.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const hash = `0x${'ab'.repeat(32)}` as const;
const recipient = { address: '0x00000000000000000000000000000000000000cc' as const };
const request: SendRequest = {
  chainId: 31337,
  token: '0x0000000000000000000000000000000000000000',
  symbol: 'ETH',
  decimals: 18,
  amount: 10n ** 18n,
  recipient,
};
const check = (isSmartContract: boolean, isNewAddress: boolean): RecipientCheck => ({ isSmartContract, isNewAddress });

const events = [
  { type: 'EDIT', patch: { amountText: '1', recipientText: recipient.address, validated: recipient } },
  { type: 'SELECT_TOKEN', token: request.token, native: true },
  { type: 'TOGGLE_FIAT', amountText: '3000' },
  { type: 'SEND', request },
  { type: 'CONTINUE' },
  { type: 'CANCEL' },
  { type: 'BACK' },
  { type: 'SENT', hash },
  { type: 'xstate.done.actor.checkRecipient', output: check(true, true) },
  { type: 'xstate.done.actor.checkRecipient', output: check(false, true) },
  { type: 'xstate.done.actor.checkRecipient', output: check(false, false) },
  { type: 'xstate.error.actor.checkRecipient', error: new Error('rpc down') },
];

/** A send machine whose recipient check answers as given, in order of calls. */
function sendActor(checks: RecipientCheck[]) {
  const calls: string[] = [];
  const actor = createActor(
    sendMachine.provide({
      actors: {
        checkRecipient: fromPromise(async () => {
          calls.push('check');
          return checks.shift() ?? check(false, false);
        }),
      },
    }),
    { input: { fiatAvailable: true } },
  ).start();
  return { actor, calls };
}

describe('send machine', () => {
  it('should keep its invariants on every path', () => {
    walkEveryPath(sendMachine, {
      input: { fiatAvailable: true },
      events,
      paths: 'shortest',
      invariant: (snapshot) => {
        const { context } = snapshot;
        if (snapshot.matches('smartContractWarning')) {
          expect(context.check?.isSmartContract).toBe(true);
          expect(context.acknowledged.smartContract).toBe(false);
        }
        if (snapshot.matches('newAddressWarning')) {
          // the smart-contract bump always comes first
          expect(!context.check?.isSmartContract || context.acknowledged.smartContract).toBe(true);
          expect(context.acknowledged.newAddress).toBe(false);
        }
        if (snapshot.matches('review')) {
          expect(context.request).toBeDefined();
          expect(!context.check?.isSmartContract || context.acknowledged.smartContract).toBe(true);
          expect(!context.check?.isNewAddress || context.acknowledged.newAddress).toBe(true);
        }
        if (snapshot.matches('form')) expect(context.request).toBeUndefined();
        if (context.sent) expect(context.draft).toMatchObject({ amountText: '', recipientText: '', inFiat: true });
      },
    });
  });

  it('should refuse to pretend: without the app’s check a send goes nowhere', async () => {
    const actor = createActor(sendMachine, { input: { fiatAvailable: true } }).start();
    actor.send({ type: 'SEND', request });
    const back = await waitFor(actor, (s) => s.matches('form') && s.context.failure !== undefined);
    expect(back.context.failure).toBe('checkFailed');
  });

  it('should show the smart-contract bump, then the new-address bump, checking again after each', async () => {
    const { actor, calls } = sendActor([check(true, true), check(true, true), check(true, true)]);
    actor.send({ type: 'SEND', request });
    await waitFor(actor, (s) => s.matches('smartContractWarning'));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (s) => s.matches('newAddressWarning'));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (s) => s.matches('review'));
    expect(calls).toEqual(['check', 'check', 'check']);
  });

  it('should skip a bump the fresh check no longer needs', async () => {
    const { actor } = sendActor([check(true, true), check(false, false)]);
    actor.send({ type: 'SEND', request });
    await waitFor(actor, (s) => s.matches('smartContractWarning'));
    actor.send({ type: 'CONTINUE' });
    await waitFor(actor, (s) => s.matches('review'));
  });

  it('should dismiss a bump on cancel and keep what was typed', async () => {
    const { actor } = sendActor([check(false, true)]);
    actor.send({ type: 'EDIT', patch: { amountText: '2', recipientText: recipient.address, validated: recipient } });
    actor.send({ type: 'SEND', request });
    await waitFor(actor, (s) => s.matches('newAddressWarning'));
    actor.send({ type: 'CANCEL' });
    const form = actor.getSnapshot();
    expect(form.matches('form')).toBe(true);
    expect(form.context.draft).toMatchObject({ amountText: '2', recipientText: recipient.address });
  });

  it('should go back from review to the form', async () => {
    const { actor } = sendActor([]);
    actor.send({ type: 'SEND', request });
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'BACK' });
    expect(actor.getSnapshot().matches('form')).toBe(true);
  });

  it('should reset the form to an empty fiat amount and no recipient once the review’s steps sent it', async () => {
    const { actor, calls } = sendActor([]);
    actor.send({ type: 'EDIT', patch: { amountText: '1', recipientText: recipient.address, validated: recipient } });
    actor.send({ type: 'SEND', request });
    await waitFor(actor, (s) => s.matches('review'));
    actor.send({ type: 'SENT', hash });
    const done = actor.getSnapshot();
    expect(done.matches('form')).toBe(true);
    expect(done.context.sent).toMatchObject({ ...request, hash });
    expect(done.context.draft).toEqual({
      token: undefined,
      amountText: '',
      inFiat: true,
      recipientText: '',
      validated: undefined,
    });
    expect(calls).toEqual(['check']);
  });

  it('should switch to token input when the native coin is picked, and keep fiat off in testnet mode', () => {
    const actor = createActor(sendMachine, { input: { fiatAvailable: true } }).start();
    actor.send({ type: 'EDIT', patch: { amountText: '25' } });
    actor.send({ type: 'SELECT_TOKEN', token: request.token, native: true });
    expect(actor.getSnapshot().context.draft).toMatchObject({ inFiat: false, amountText: '' });
    actor.send({ type: 'TOGGLE_FIAT', amountText: '3000' });
    expect(actor.getSnapshot().context.draft).toMatchObject({ inFiat: true, amountText: '3000' });

    const testnet = createActor(sendMachine, { input: { fiatAvailable: false } }).start();
    testnet.send({ type: 'TOGGLE_FIAT', amountText: '3000' });
    expect(testnet.getSnapshot().context.draft.inFiat).toBe(false);
  });

  it('should keep an amount typed in tokens in tokens, though fiat was the default, once the price arrives', () => {
    // the form shows tokens until the price is known: what the person typed then is pinned to tokens with it
    const actor = createActor(sendMachine, { input: { fiatAvailable: true } }).start();
    expect(actor.getSnapshot().context.draft.inFiat).toBe(true);
    actor.send({ type: 'EDIT', patch: { amountText: '0.1', inFiat: false } });
    expect(actor.getSnapshot().context.draft).toMatchObject({ inFiat: false, amountText: '0.1' });
  });
});
