import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sparklinePath } from './sparklinePath';

describe('sparklinePath', () => {
  it('should draw one point per value inside the box when given at least two values', () => {
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -1e9, max: 1e9, noNaN: true }), { minLength: 2, maxLength: 50 }),
        (values) => {
          const points = sparklinePath(values, 96, 28).match(/[ML][^ML]+/g)!;
          expect(points).toHaveLength(values.length);
          for (const p of points) {
            const [x, y] = p.slice(1).split(' ').map(Number);
            expect(x).toBeGreaterThanOrEqual(0);
            expect(x).toBeLessThanOrEqual(96);
            expect(y).toBeGreaterThanOrEqual(2);
            expect(y).toBeLessThanOrEqual(26);
          }
        },
      ),
    );
  });

  it('should draw nothing when there are fewer than two values', () => {
    expect(sparklinePath([], 96, 28)).toBe('');
    expect(sparklinePath([1], 96, 28)).toBe('');
  });
});
