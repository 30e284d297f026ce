import { createActor, type EventObject, fromCallback, fromPromise, waitFor } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { ImportSession, RefreshImportCodeResponse } from '../contract/importRelay.ts';
import { type AlarmInput, type ImportReceiveEvent, importCodeReceiveMachine } from './importCodeReceive.machine.ts';
import { walkEveryPath } from './testing/walkEveryPath.ts';

const PHRASE = 'test test test test test test test test test test test junk';
const STRONG = 'correct horse battery staple';
const session = (code: string): ImportSession => ({
  sessionId: `session-for-${code}-0123456789`,
  channelId: 'channel-0123456789abcdef',
  code,
  codeExpiresAt: 0,
  codeExpiresInMs: 120_000,
});
const relayError = (code: string) => Object.assign(new Error(code), { code });

const events = [
  { type: 'xstate.done.actor.openSession', output: session('AAAAAA') },
  { type: 'xstate.error.actor.openSession', error: new Error('offline') },
  { type: 'CODE_EXPIRED' },
  { type: 'xstate.done.actor.refreshCode', output: { code: 'BBBBBB', codeExpiresAt: 0, codeExpiresInMs: 120_000 } },
  { type: 'xstate.error.actor.refreshCode', error: relayError('unknown_session') },
  { type: 'xstate.error.actor.refreshCode', error: relayError('locked_out') },
  { type: 'xstate.error.actor.refreshCode', error: new Error('offline') },
  { type: 'CLAIMED' },
  { type: 'RECEIVED', phrase: PHRASE },
  { type: 'DECRYPT_FAILED' },
  { type: 'SESSION_GONE' },
  { type: 'TIMED_OUT' },
  { type: 'SUBMIT_PASSWORD', password: 'short', confirmation: 'short' },
  { type: 'SUBMIT_PASSWORD', password: STRONG, confirmation: `${STRONG}!` },
  { type: 'SUBMIT_PASSWORD', password: STRONG, confirmation: STRONG },
  { type: 'xstate.done.actor.sealVault' },
  { type: 'xstate.error.actor.sealVault', error: new Error('quota') },
  { type: 'RETRY' },
];

describe('import with a code: the new device', () => {
  it('should keep its invariants on every path', () => {
    const paths = walkEveryPath(importCodeReceiveMachine, {
      input: undefined,
      events,
      paths: 'shortest',
      // every code shown (new sessions and replacements) grows the count: bound the walk
      stopWhen: (snapshot) => snapshot.context.codesShown > 2,
      invariant: (snapshot) => {
        const { context } = snapshot;
        // a code is on screen only with the session it belongs to
        if (snapshot.matches('session')) expect(context.session?.code).toMatch(/^[A-Z]{6}$/);
        // the phrase exists only between its arrival and the sealed vault
        if (snapshot.matches('choosePassword') || snapshot.matches('sealing')) expect(context.phrase).toBe(PHRASE);
        else expect(context.phrase).toBeUndefined();
        // nothing is sealed under a password the policy refuses
        if (snapshot.matches('sealing')) expect(context.password).toBe(STRONG);
        if (snapshot.matches('failed')) {
          expect(context.failure).toBeDefined();
          expect(context.session).toBeUndefined();
        }
        if (snapshot.matches('done')) expect(context.password).toBeUndefined();
      },
    });
    expect(paths.length).toBeGreaterThan(10);
  });

  it('should replace an expired code, then open a new session once the old one has lived its time', async () => {
    const opened: string[] = [];
    const refreshed: string[] = [];
    let refreshes = 0;
    const actor = createActor(
      importCodeReceiveMachine.provide({
        actors: {
          openSession: fromPromise(async () => {
            const next = session(opened.length === 0 ? 'AAAAAA' : 'CCCCCC');
            opened.push(next.code);
            return next;
          }),
          refreshCode: fromPromise<RefreshImportCodeResponse, { session: ImportSession }>(async ({ input }) => {
            refreshed.push(input.session.code);
            if (refreshes++ > 0) throw relayError('unknown_session');
            return { code: 'BBBBBB', codeExpiresAt: 0, codeExpiresInMs: 120_000 };
          }),
          watchHandoff: fromCallback(() => () => {}),
          alarm: fromCallback(() => () => {}),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ session: 'showingCode' }));
    actor.send({ type: 'CODE_EXPIRED' });
    const replaced = await waitFor(actor, (s) => s.matches({ session: 'showingCode' }) && s.context.codesShown === 2);
    expect(replaced.context.session?.code).toBe('BBBBBB');
    actor.send({ type: 'CODE_EXPIRED' });
    const renewed = await waitFor(actor, (s) => s.matches({ session: 'showingCode' }) && s.context.codesShown === 3);
    expect(renewed.context.session?.code).toBe('CCCCCC');
    expect({ opened, refreshed }).toEqual({ opened: ['AAAAAA', 'CCCCCC'], refreshed: ['AAAAAA', 'BBBBBB'] });
  });

  it('should say timed out when a claimed code brings no wallet, and start again on retry', async () => {
    let opens = 0;
    let timeout: (() => void) | undefined;
    const actor = createActor(
      importCodeReceiveMachine.provide({
        actors: {
          openSession: fromPromise(async () => session(opens++ === 0 ? 'AAAAAA' : 'DDDDDD')),
          watchHandoff: fromCallback<ImportReceiveEvent, { session: ImportSession }>(({ sendBack }) => {
            sendBack({ type: 'CLAIMED' });
          }),
          alarm: fromCallback<EventObject, AlarmInput>(({ input, sendBack }) => {
            if (input.event === 'TIMED_OUT') timeout = () => sendBack({ type: 'TIMED_OUT' });
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches({ session: 'claimed' }));
    timeout!();
    expect(actor.getSnapshot().context.failure).toBe('timedOut');
    actor.send({ type: 'RETRY' });
    const again = await waitFor(actor, (s) => s.matches({ session: 'claimed' }) && s.context.codesShown === 2);
    expect(again.context.session?.code).toBe('DDDDDD');
  });

  it('should keep the received phrase under a new password that the policy accepts', async () => {
    const sealed: { password: string; phrase: string }[] = [];
    const actor = createActor(
      importCodeReceiveMachine.provide({
        actors: {
          openSession: fromPromise(async () => session('AAAAAA')),
          watchHandoff: fromCallback<ImportReceiveEvent, { session: ImportSession }>(({ sendBack }) => {
            sendBack({ type: 'CLAIMED' });
            sendBack({ type: 'RECEIVED', phrase: PHRASE });
          }),
          alarm: fromCallback(() => () => {}),
          sealVault: fromPromise<void, { password: string; phrase: string }>(async ({ input }) => {
            sealed.push(input);
          }),
        },
      }),
    ).start();
    await waitFor(actor, (s) => s.matches('choosePassword'));
    actor.send({ type: 'SUBMIT_PASSWORD', password: 'password', confirmation: 'password' });
    expect(actor.getSnapshot().context.problem).toBe('tooWeak');
    actor.send({ type: 'SUBMIT_PASSWORD', password: STRONG, confirmation: STRONG });
    await waitFor(actor, (s) => s.status === 'done');
    expect(sealed).toEqual([{ password: STRONG, phrase: PHRASE }]);
  });
});
