import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sortRows } from './sortRows';

describe('sortRows', () => {
  it('should order rows by the key descending when the direction is desc', () => {
    fc.assert(
      fc.property(fc.array(fc.double({ noNaN: true, min: -1e12, max: 1e12 })), (values) => {
        const sorted = sortRows(values, (v) => v, 'desc');
        for (let i = 1; i < sorted.length; i++) expect(sorted[i - 1]!).toBeGreaterThanOrEqual(sorted[i]!);
        expect(sorted).toHaveLength(values.length);
      }),
    );
  });
  it('should order rows ascending when the direction is asc', () => {
    expect(sortRows([3, 1, 2], (v) => v, 'asc')).toEqual([1, 2, 3]);
  });
});
