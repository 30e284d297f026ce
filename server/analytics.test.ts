import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { KeptEvents, nestsDeeperThan } from './analytics.ts';

const depthOf = (value: unknown): number =>
  value !== null && typeof value === 'object'
    ? 1 + Math.max(0, ...Object.values(value as Record<string, unknown>).map(depthOf))
    : 0;

describe('analytics bounds', () => {
  it('should tell JSON nested deeper than a limit from its text as a parse would, strings and escapes skipped', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), fc.integer({ min: 0, max: 8 }), (value, limit) => {
        expect(nestsDeeperThan(JSON.stringify(value), limit)).toBe(depthOf(value) > limit);
      }),
    );
    expect(nestsDeeperThan('{"a":"[[[[\\"[[[["}', 1)).toBe(false);
  });

  it('should keep the latest batches within the event count and the byte budget, reading any kept event back', () => {
    const kept = new KeptEvents(3, 100);
    const batch = (events: unknown[]) => {
      const raw = JSON.stringify({ events });
      return { application: 'a', build: null, raw, count: events.length, receivedAt: 0 };
    };
    kept.push(batch([1, 2]));
    kept.push(batch([3, 4]));
    expect(kept.at(-1)?.event).toBe(4);
    expect(kept.at(-2)?.event).toBe(3);
    // four events are over the count: the oldest batch goes
    expect(kept.at(-3)).toBeUndefined();
    kept.push(batch(['x'.repeat(80)]));
    expect(kept.keptBytes).toBeLessThanOrEqual(100);
    expect(kept.at(-1)?.event).toBe('x'.repeat(80));
  });
});
