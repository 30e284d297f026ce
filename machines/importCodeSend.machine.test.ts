import { createActor, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import { type ClaimImportResponse, IMPORT_LOCKOUT_MS, importQrText } from '../contract/importRelay.ts';
import type { ImportCodeEntry } from '../contract/importCodeFormat.ts';
import { importCodeSendMachine } from './importCodeSend.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const CHANNEL = 'channel-0123456789abcdef';
const claim: ClaimImportResponse = { channelId: CHANNEL, publicKey: 'BPUBLIC', claimToken: 'token-0123456789abcdef' };
const relayError = (code: string, details: Record<string, unknown> = {}) =>
  Object.assign(new Error(code), { code, details });

const events = [
  { type: 'SUBMIT_CODE', text: 'abc 234' },
  { type: 'SUBMIT_CODE', text: 'ABC' },
  { type: 'SCAN' },
  { type: 'READ', text: importQrText({ channelId: CHANNEL, code: 'ABC234' }) },
  { type: 'READ', text: 'wc:not-ours@2' },
  { type: 'CANCEL_SCAN' },
  { type: 'xstate.done.actor.claim', output: claim },
  { type: 'xstate.error.actor.claim', error: relayError('wrong_code', { failedAttempts: 1, attemptsLeft: 4 }) },
  { type: 'xstate.error.actor.claim', error: relayError('wrong_code', { failedAttempts: 5, attemptsLeft: 0 }) },
  { type: 'xstate.error.actor.claim', error: relayError('locked_out', { retryAfterMs: 90_000 }) },
  { type: 'xstate.error.actor.claim', error: new TypeError('Failed to fetch') },
  { type: 'xstate.done.actor.deliver' },
  { type: 'xstate.error.actor.deliver', error: new Error('OperationError') },
  { type: 'RETRY' },
];

describe('import with a code: the device holding the wallet', () => {
  it('should keep its invariants on every path', () => {
    const paths = walkEveryPath(importCodeSendMachine, {
      input: undefined,
      events,
      paths: 'shortest',
      invariant: (snapshot) => {
        const { context } = snapshot;
        // nothing is claimed without a code of the right form
        if (snapshot.matches('claiming')) expect(context.entry?.code).toMatch(/^[A-Z0-9]{6}$/);
        // the wallet goes only to a device whose code the relay accepted
        if (snapshot.matches('sending') || snapshot.matches('sendFailed')) expect(context.claim).toEqual(claim);
        if (snapshot.matches('lockedOut')) expect(context.retryAfterMs).toBeGreaterThan(0);
        if (snapshot.matches('sent')) expect(context.claim).toBeUndefined();
      },
    });
    expect(paths.length).toBeGreaterThan(8);
  });

  it('should count wrong codes, lock out at the limit and claim nothing after it', async () => {
    const tried: ImportCodeEntry[] = [];
    const actor = createActor(
      importCodeSendMachine.provide({
        actors: {
          claim: fromPromise<ClaimImportResponse, ImportCodeEntry>(async ({ input }) => {
            tried.push(input);
            const failedAttempts = tried.length;
            throw relayError('wrong_code', { failedAttempts, attemptsLeft: 5 - failedAttempts });
          }),
        },
      }),
    ).start();
    for (let attempt = 1; attempt <= 4; attempt++) {
      actor.send({ type: 'SUBMIT_CODE', text: 'zzzzzz' });
      const refused = await waitFor(actor, (s) => s.matches('enterCode') && s.context.failedAttempts === attempt);
      expect(refused.context.problem).toBe('wrongCode');
    }
    actor.send({ type: 'SUBMIT_CODE', text: 'zzzzzz' });
    const locked = await waitFor(actor, (s) => s.matches('lockedOut'));
    expect(locked.context.retryAfterMs).toBe(IMPORT_LOCKOUT_MS);
    expect(locked.can({ type: 'SUBMIT_CODE', text: 'ABC234' })).toBe(false);
    expect(tried).toHaveLength(5);
  });

  it('should claim the scanned channel, deliver, and deliver again on retry after a failure', async () => {
    const claimed: ImportCodeEntry[] = [];
    let deliveries = 0;
    const actor = createActor(
      importCodeSendMachine.provide({
        actors: {
          claim: fromPromise<ClaimImportResponse, ImportCodeEntry>(async ({ input }) => {
            claimed.push(input);
            return claim;
          }),
          deliver: fromPromise<void, { claim: ClaimImportResponse }>(async () => {
            if (deliveries++ === 0) throw new Error('OperationError');
          }),
        },
      }),
    ).start();
    actor.send({ type: 'SCAN' });
    actor.send({ type: 'READ', text: importQrText({ channelId: CHANNEL, code: 'ABC234' }) });
    await waitFor(actor, (s) => s.matches('sendFailed'));
    actor.send({ type: 'RETRY' });
    await waitFor(actor, (s) => s.status === 'done');
    expect({ claimed, deliveries }).toEqual({ claimed: [{ channelId: CHANNEL, code: 'ABC234' }], deliveries: 2 });
  });

  it('should refuse a code of the wrong form without asking the relay', () => {
    const actor = createActor(importCodeSendMachine).start();
    actor.send({ type: 'SUBMIT_CODE', text: 'ABC23' });
    expect(actor.getSnapshot().value).toBe('enterCode');
    expect(actor.getSnapshot().context.problem).toBe('invalidCode');
  });
});
