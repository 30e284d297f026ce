// Single-use, expiring challenges (issue 32): a passkey ceremony's, a wallet proof's. Kept in memory (a restart only
// makes a person ask again), bounded: expired entries go first and, past the cap, the oldest.
import { randomBytes } from 'node:crypto';

export type ChallengeEntry<T> = T & { id: string; issuedAt: number; expiresAt: number };

export type TakeResult<T> =
  | { ok: true; entry: ChallengeEntry<T> }
  | { ok: false; reason: 'unknown' | 'expired' | 'mismatch' };

export type ChallengeBookOptions = { ttlMs: number; maxEntries?: number; now?: () => number };

export class ChallengeBook<T extends object> {
  private readonly entries = new Map<string, ChallengeEntry<T>>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(options: ChallengeBookOptions) {
    this.ttlMs = options.ttlMs;
    this.maxEntries = options.maxEntries ?? 10_000;
    this.now = options.now ?? Date.now;
  }

  /** Records a challenge under a fresh random id (32 bytes, base64url: also usable as a WebAuthn challenge). */
  issue(data: T): ChallengeEntry<T> {
    const issuedAt = this.now();
    this.sweep(issuedAt);
    const entry = { ...data, id: randomBytes(32).toString('base64url'), issuedAt, expiresAt: issuedAt + this.ttlMs };
    this.entries.set(entry.id, entry);
    return entry;
  }

  /**
   * Takes a challenge out for good, whatever the outcome (a guess or a mismatch burns it too), and checks it has not
   * expired and that `matches` accepts it.
   */
  take(id: unknown, matches: (entry: ChallengeEntry<T>) => boolean = () => true): TakeResult<T> {
    if (typeof id !== 'string') return { ok: false, reason: 'unknown' };
    const entry = this.entries.get(id);
    if (!entry) return { ok: false, reason: 'unknown' };
    this.entries.delete(id);
    if (entry.expiresAt <= this.now()) return { ok: false, reason: 'expired' };
    if (!matches(entry)) return { ok: false, reason: 'mismatch' };
    return { ok: true, entry };
  }

  get size(): number {
    return this.entries.size;
  }

  private sweep(now: number) {
    // entries sit in issue order, so the expired ones are at the front
    for (const [id, entry] of this.entries) {
      if (entry.expiresAt > now && this.entries.size < this.maxEntries) break;
      this.entries.delete(id);
    }
  }
}
