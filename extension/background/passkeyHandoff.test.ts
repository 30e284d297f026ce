import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBase64url, toBase64url } from '../../contract/base64url.ts';
import {
  HANDOFF_TTL_MS,
  type PasskeyHandoffMessage,
  type PendingHandoff,
  checkHandoff,
  createHandoffBook,
  newHandoff,
} from './passkeyHandoff.ts';

const SERVICES = 'http://localhost:8787';
const NOW = 1_800_000_000_000;
const PRF = new Uint8Array(32).map((_, i) => i + 1);

function opened(mode: PendingHandoff['mode'] = 'unlock'): PendingHandoff {
  return newHandoff({ mode, origin: SERVICES, tabId: 7, windowId: 3, now: NOW });
}
const answer = (pending: PendingHandoff, overrides: Partial<PasskeyHandoffMessage> = {}): PasskeyHandoffMessage => ({
  kind: 'passkeyPrf',
  nonce: pending.nonce,
  credentialId: 'cred-ABC_123',
  prf: toBase64url(PRF),
  ...overrides,
});
const fromPopup = { url: `${SERVICES}/auth/passkey/extension?nonce=x&mode=unlock`, tabId: 7, windowId: 3, frameId: 0 };

function memoryBook() {
  let stored: PendingHandoff | undefined;
  return createHandoffBook({
    read: async () => stored,
    write: async (pending) => void (stored = pending),
    clear: async () => void (stored = undefined),
  });
}

describe('checkHandoff', () => {
  it('should take the PRF output from the tab it opened on the services origin, with its nonce, in time', () => {
    const pending = opened('register');
    const check = checkHandoff(pending, answer(pending), fromPopup, NOW + HANDOFF_TTL_MS - 1);
    expect(check).toEqual({ ok: true, mode: 'register', credentialId: 'cred-ABC_123', prf: PRF });
  });

  it('should refuse a message from another origin', () => {
    const pending = opened();
    for (const sender of [
      { ...fromPopup, url: 'http://127.0.0.1:8787/auth/passkey/extension' },
      { ...fromPopup, url: 'https://localhost:8787/auth/passkey/extension' },
      { ...fromPopup, url: 'http://localhost:8788/auth/passkey/extension' },
      { ...fromPopup, url: 'http://evil.example/auth/passkey/extension' },
      { ...fromPopup, origin: 'http://evil.example' },
      { tabId: 7, windowId: 3 },
    ])
      expect(checkHandoff(pending, answer(pending), sender, NOW), JSON.stringify(sender)).toEqual({
        ok: false,
        refusal: 'wrong-origin',
      });
  });

  it('should refuse a message from another tab or window, even on the services origin', () => {
    const pending = opened();
    for (const sender of [
      { ...fromPopup, tabId: 8 },
      { ...fromPopup, tabId: undefined },
      { ...fromPopup, windowId: 4 },
      { ...fromPopup, frameId: 2 },
    ])
      expect(checkHandoff(pending, answer(pending), sender, NOW)).toEqual({ ok: false, refusal: 'wrong-tab' });
  });

  it('should refuse a wrong nonce', () => {
    const pending = opened();
    fc.assert(
      fc.property(fc.string(), (nonce) => {
        fc.pre(nonce !== pending.nonce);
        expect(checkHandoff(pending, answer(pending, { nonce }), fromPopup, NOW)).toEqual({
          ok: false,
          refusal: 'wrong-nonce',
        });
      }),
    );
  });

  it('should refuse an expired hand-off', () => {
    const pending = opened();
    expect(checkHandoff(pending, answer(pending), fromPopup, NOW + HANDOFF_TTL_MS)).toEqual({
      ok: false,
      refusal: 'expired',
    });
  });

  it('should refuse an answer when nothing is waiting', () => {
    const pending = opened();
    expect(checkHandoff(undefined, answer(pending), fromPopup, NOW)).toEqual({ ok: false, refusal: 'none-waiting' });
  });

  it('should refuse a PRF output that is not 32 bytes, and a credential id that is not base64url', () => {
    const pending = opened();
    for (const overrides of [
      { prf: toBase64url(new Uint8Array(16)) },
      { prf: toBase64url(new Uint8Array(33)) },
      { prf: 'not base64!' },
      // 43 characters decode to 32 bytes; 41 is no length base64url has
      { prf: 'A'.repeat(41) },
      { credentialId: '' },
      { credentialId: 'a/b' },
      { credentialId: 'a'.repeat(2000) },
      { prf: 42 as unknown as string },
    ])
      expect(checkHandoff(pending, answer(pending, overrides), fromPopup, NOW)).toEqual({
        ok: false,
        refusal: 'malformed',
      });
  });

  it('should draw a different nonce for every hand-off', () => {
    const nonces = new Set(Array.from({ length: 50 }, () => opened().nonce));
    expect(nonces.size).toBe(50);
    expect(fromBase64url([...nonces][0]!).byteLength).toBe(32);
  });
});

describe('createHandoffBook', () => {
  it('should refuse a replayed nonce once the first answer was taken', async () => {
    const book = memoryBook();
    const pending = opened();
    await book.open(pending);
    expect((await book.take(answer(pending), fromPopup, NOW)).ok).toBe(true);
    expect(await book.take(answer(pending), fromPopup, NOW)).toEqual({ ok: false, refusal: 'none-waiting' });
  });

  it('should refuse the nonce of a hand-off a newer one replaced', async () => {
    const book = memoryBook();
    const first = opened();
    await book.open(first);
    const second = opened();
    await book.open(second);
    expect(await book.take(answer(first), fromPopup, NOW)).toEqual({ ok: false, refusal: 'wrong-nonce' });
    expect((await book.take(answer(second), fromPopup, NOW)).ok).toBe(true);
  });

  it('should keep waiting after a hostile answer, and forget an expired hand-off', async () => {
    const book = memoryBook();
    const pending = opened();
    await book.open(pending);
    await book.take(answer(pending), { ...fromPopup, url: 'http://evil.example/' }, NOW);
    expect((await book.take(answer(pending), fromPopup, NOW)).ok).toBe(true);

    await book.open(pending);
    await book.take(answer(pending), fromPopup, NOW + HANDOFF_TTL_MS);
    expect(await book.waiting()).toBeUndefined();
  });
});
