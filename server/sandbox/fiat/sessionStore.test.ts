import type { Address } from 'viem';
import { describe, expect, it } from 'vitest';
import { newWidgetToken, SessionStore, type StoredSession } from './sessionStore.ts';

const ALICE: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

function store(maxSessions = 3, ttlMs = 1_000) {
  let now = 0;
  const sessions = new SessionStore<StoredSession>({ maxSessions, ttlMs }, () => now);
  const open = (id: string, walletAddress = ALICE) =>
    sessions.add(id, { walletAddress, widgetToken: newWidgetToken(), createdAt: now });
  return { sessions, open, advance: (ms: number) => (now += ms) };
}

describe('SessionStore', () => {
  it('should find a session only with its own wallet, in any letter case', () => {
    const { sessions, open } = store();
    open('s1');
    expect(sessions.get('s1', ALICE.toLowerCase())).toBeDefined();
    expect(sessions.get('s1', BOB)).toBeUndefined();
  });

  it('should refuse a new session when full of live ones, and take it once the oldest expired', () => {
    const { sessions, open, advance } = store(2, 1_000);
    expect([open('a'), advance(500), open('b'), open('c')]).toEqual(['added', 500, 'added', 'full']);
    advance(600);
    expect(open('c')).toBe('added');
    expect([sessions.size, sessions.get('a', ALICE), sessions.get('b', ALICE)?.walletAddress]).toEqual([
      2,
      undefined,
      ALICE,
    ]);
  });

  it('should refuse an id already taken', () => {
    const { open } = store();
    expect([open('a'), open('a', BOB)]).toEqual(['added', 'exists']);
  });

  it('should find a session by its widget token until it expires', () => {
    const { sessions, advance } = store();
    const widgetToken = newWidgetToken();
    sessions.add('a', { walletAddress: ALICE, widgetToken, createdAt: 0 });
    expect(sessions.byWidgetToken(widgetToken)?.id).toBe('a');
    advance(1_000);
    expect([sessions.byWidgetToken(widgetToken), sessions.size]).toEqual([undefined, 0]);
  });
});
