// The sandbox's provider sessions (spec §3 "Session request"), in memory and bounded: at most `maxSessions`, each kept
// for `ttlMs`, expired ones dropped as new ones arrive. When full of live sessions it refuses new ones rather than
// evicting a person's session mid-purchase. A session is found by its externalSessionId together with the wallet that
// opened it (anyone else reads "no such session"), or by the unguessable token of its widget URL.
import { randomBytes } from 'node:crypto';
import { type Address, isAddressEqual } from 'viem';

export type StoredSession = { walletAddress: Address; widgetToken: string; createdAt: number };

export type SessionLimits = { maxSessions: number; ttlMs: number };
export const DEFAULT_SESSION_LIMITS: SessionLimits = { maxSessions: 2_000, ttlMs: 2 * 60 * 60_000 };

export const newWidgetToken = () => randomBytes(18).toString('base64url');

export class SessionStore<S extends StoredSession> {
  private readonly byId = new Map<string, S>();
  private readonly idByToken = new Map<string, string>();

  constructor(
    private readonly limits: SessionLimits = DEFAULT_SESSION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  get size(): number {
    return this.byId.size;
  }

  /** Adds a session under its id: 'exists' if the id is taken, 'full' when the store holds its cap of live sessions. */
  add(id: string, session: S): 'added' | 'exists' | 'full' {
    this.dropExpired();
    if (this.byId.has(id)) return 'exists';
    if (this.byId.size >= this.limits.maxSessions) return 'full';
    this.byId.set(id, session);
    this.idByToken.set(session.widgetToken, id);
    return 'added';
  }

  /** The session `id` if `walletAddress` opened it and it has not expired. */
  get(id: string, walletAddress: string): S | undefined {
    const session = this.live(id);
    return session && isAddressEqual(session.walletAddress, walletAddress as Address) ? session : undefined;
  }

  /** The session a widget URL's token names. */
  byWidgetToken(token: string): { id: string; session: S } | undefined {
    const id = this.idByToken.get(token);
    const session = id === undefined ? undefined : this.live(id);
    return id !== undefined && session ? { id, session } : undefined;
  }

  private live(id: string): S | undefined {
    const session = this.byId.get(id);
    if (session && this.now() - session.createdAt >= this.limits.ttlMs) {
      this.remove(id, session);
      return undefined;
    }
    return session;
  }

  private remove(id: string, session: S): void {
    this.byId.delete(id);
    this.idByToken.delete(session.widgetToken);
  }

  /** Maps iterate in insertion order, and sessions are inserted as created: the expired ones are at the front. */
  private dropExpired(): void {
    for (const [id, session] of this.byId) {
      if (this.now() - session.createdAt < this.limits.ttlMs) break;
      this.remove(id, session);
    }
  }
}
