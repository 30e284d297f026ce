import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pagesForRows } from './useExploreTokenPages';

describe('pagesForRows', () => {
  it('should give the consecutive pages that hold every row from first to last, and no other', () => {
    fc.assert(
      fc.property(fc.nat(20_000), fc.nat(500), fc.integer({ min: 1, max: 200 }), (first, span, size) => {
        const last = first + span;
        const pages = pagesForRows(first, last, size);
        expect(pages).toEqual(pages.map((_, i) => pages[0]! + i));
        expect((pages[0]! - 1) * size).toBeLessThanOrEqual(first);
        expect(pages.at(-1)! * size).toBeGreaterThan(last);
        // no page wholly outside the rows
        expect(pages[0]! * size).toBeGreaterThan(first);
        expect((pages.at(-1)! - 1) * size).toBeLessThanOrEqual(last);
      }),
    );
  });

  it('should clamp rows before the first to page 1', () => {
    expect(pagesForRows(-20, 30, 100)).toEqual([1]);
  });
});
