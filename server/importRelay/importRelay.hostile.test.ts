// The import relay: the happy handoff, then someone guessing codes, using an expired or replaced code, replaying a
// claim, a delivery or a receipt, and malformed or oversized bodies.
import { webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  type ClaimImportResponse,
  IMPORT_CODE_ALPHABET,
  IMPORT_CODE_TTL_MS,
  IMPORT_LOCKOUT_MS,
  IMPORT_MAX_FAILED_ATTEMPTS,
  type ImportSession,
  importQrText,
  parseImportQrText,
} from '../../contract/importRelay.ts';
import { MAX_BODY_BYTES } from '../security.ts';
import { createServicesApp } from '../app.ts';
import { TEST_MANIFEST } from '../testManifest.ts';
import { createImportRelay } from './importRelay.ts';

const publicKey = async () => {
  const pair = (await webcrypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
    'deriveBits',
  ])) as webcrypto.CryptoKeyPair;
  return Buffer.from(await webcrypto.subtle.exportKey('raw', pair.publicKey)).toString('base64url');
};
const payload = async () => ({
  publicKey: await publicKey(),
  iv: Buffer.alloc(12, 1).toString('base64url'),
  ciphertext: Buffer.alloc(120, 2).toString('base64url'),
});

/** A relay on its own clock, its requests from one client. */
function relay() {
  const clock = { now: Date.now() };
  const { app, sessionCount } = createImportRelay({ now: () => clock.now });
  const post = (path: string, body: unknown) =>
    app.request(`http://127.0.0.1:8787${path}`, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    });
  const open = async () => (await (await post('/sessions', { publicKey: await publicKey() })).json()) as ImportSession;
  return { clock, post, open, sessionCount };
}
const json = async (response: Response) => [response.status, await response.json()];
/** A code that is not `code`. */
const otherThan = (code: string) => (code[0] === 'A' ? 'B' : 'A') + code.slice(1);

describe('the import relay', () => {
  it('should hand the ciphertext to the new device once and then forget the session', async () => {
    const { post, open, sessionCount } = relay();
    const session = await open();
    expect(session.code).toMatch(new RegExp(`^[${IMPORT_CODE_ALPHABET}]{6}$`));
    expect(parseImportQrText(importQrText(session))).toEqual({ channelId: session.channelId, code: session.code });
    expect(await json(await post('/receive', { sessionId: session.sessionId }))).toEqual([202, { claimed: false }]);
    const claim = (await (await post('/claim', { code: session.code.toLowerCase() })).json()) as ClaimImportResponse;
    expect(claim.channelId).toBe(session.channelId);
    const sealed = await payload();
    expect(
      (await post('/deliver', { channelId: claim.channelId, claimToken: claim.claimToken, payload: sealed })).status,
    ).toBe(204);
    expect(await json(await post('/receive', { sessionId: session.sessionId }))).toEqual([200, { payload: sealed }]);
    // received once: nothing is left of it
    expect(sessionCount()).toBe(0);
    expect((await post('/receive', { sessionId: session.sessionId })).status).toBe(404);
  });

  it('should count wrong codes per client with the attempts left, then lock the client out', async () => {
    const { clock, post, open } = relay();
    const session = await open();
    for (let attempt = 1; attempt < IMPORT_MAX_FAILED_ATTEMPTS; attempt++)
      expect(await json(await post('/claim', { code: otherThan(session.code) }))).toEqual([
        403,
        { error: 'wrong_code', failedAttempts: attempt, attemptsLeft: IMPORT_MAX_FAILED_ATTEMPTS - attempt },
      ]);
    expect(await json(await post('/claim', { code: otherThan(session.code) }))).toEqual([
      403,
      { error: 'wrong_code', failedAttempts: IMPORT_MAX_FAILED_ATTEMPTS, attemptsLeft: 0 },
    ]);
    // locked out: even the right code is refused until the lockout passes
    expect(await json(await post('/claim', { code: session.code }))).toEqual([
      429,
      { error: 'locked_out', retryAfterMs: IMPORT_LOCKOUT_MS },
    ]);
    clock.now += IMPORT_LOCKOUT_MS;
    const { code } = (await (
      await post('/sessions/refresh', { sessionId: session.sessionId })
    ).json()) as ImportSession;
    expect((await post('/claim', { code })).status).toBe(200);
  });

  it('should lock a scanned session after five wrong codes against its channel, its code dead', async () => {
    const { post, open } = relay();
    const session = await open();
    for (let attempt = 0; attempt < IMPORT_MAX_FAILED_ATTEMPTS; attempt++)
      await post('/claim', { code: otherThan(session.code), channelId: session.channelId });
    expect((await post('/claim', { code: session.code, channelId: session.channelId })).status).toBe(429);
    expect((await post('/sessions/refresh', { sessionId: session.sessionId })).status).toBe(429);
  });

  it('should refuse an expired code and a replaced one, and accept the replacement', async () => {
    const { clock, post, open } = relay();
    const session = await open();
    clock.now += IMPORT_CODE_TTL_MS;
    expect((await post('/claim', { code: session.code })).status).toBe(403);
    const replaced = (await (
      await post('/sessions/refresh', { sessionId: session.sessionId })
    ).json()) as ImportSession;
    expect(replaced.code).not.toBe(session.code);
    expect(replaced.codeExpiresAt).toBe(clock.now + IMPORT_CODE_TTL_MS);
    // the time left too, for a new device whose clock is not the server's
    expect(replaced.codeExpiresInMs).toBe(IMPORT_CODE_TTL_MS);
    const second = (await (await post('/sessions/refresh', { sessionId: session.sessionId })).json()) as ImportSession;
    expect((await post('/claim', { code: replaced.code })).status).toBe(403);
    expect((await post('/claim', { code: second.code })).status).toBe(200);
  });

  it('should refuse a replayed claim, a second delivery, a delivery without the claim token', async () => {
    const { post, open } = relay();
    const session = await open();
    const claim = (await (await post('/claim', { code: session.code })).json()) as ClaimImportResponse;
    expect((await post('/claim', { code: session.code })).status).toBe(403);
    expect((await post('/sessions/refresh', { sessionId: session.sessionId })).status).toBe(409);
    const forged = { channelId: claim.channelId, claimToken: 'x'.repeat(43), payload: await payload() };
    expect((await post('/deliver', forged)).status).toBe(404);
    const sealed = { channelId: claim.channelId, claimToken: claim.claimToken, payload: await payload() };
    expect((await post('/deliver', sealed)).status).toBe(204);
    expect((await post('/deliver', { ...sealed, payload: await payload() })).status).toBe(409);
  });

  it('should refuse malformed keys and payloads with a 400 and an oversized body with a 413', async () => {
    const { post, open } = relay();
    for (const key of [
      '',
      'AAAA',
      Buffer.alloc(65, 3).toString('base64url'),
      Buffer.alloc(66, 4).toString('base64url'),
    ])
      expect((await post('/sessions', { publicKey: key })).status).toBe(400);
    const session = await open();
    const claim = (await (await post('/claim', { code: session.code })).json()) as ClaimImportResponse;
    const base = { channelId: claim.channelId, claimToken: claim.claimToken };
    for (const bad of [
      { ...(await payload()), iv: 'AAAA' },
      { ...(await payload()), ciphertext: Buffer.alloc(17 * 1024).toString('base64url') },
      { ...(await payload()), phrase: 'in the clear' },
    ])
      expect((await post('/deliver', { ...base, payload: bad })).status).toBe(400);
    for (const body of ['null', '{}', '{"code":"ABC"}', '{"code":"ABCDEFG"}'])
      expect((await post('/claim', body)).status).toBe(400);
    const { app } = createServicesApp({ manifest: () => TEST_MANIFEST });
    const huge = await app.request('http://127.0.0.1:8787/api/import-relay/deliver', {
      method: 'POST',
      body: JSON.stringify({ ...base, payload: { ciphertext: 'A'.repeat(MAX_BODY_BYTES) } }),
      headers: { 'content-type': 'application/json' },
    });
    expect(huge.status).toBe(413);
  });
});
