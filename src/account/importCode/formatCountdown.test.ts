import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCountdown } from './formatCountdown';

describe('the code countdown', () => {
  it('should show minutes and two-digit seconds, rounded up, never below 0:00', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000, max: 3_600_000 }), (ms) => {
        const [minutes, seconds] = formatCountdown(ms).split(':').map(Number);
        expect(minutes! * 60 + seconds!).toBe(Math.max(0, Math.ceil(ms / 1000)));
        expect(formatCountdown(ms)).toMatch(/^\d+:[0-5]\d$/);
      }),
    );
  });
});
