import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AMOUNT_FONT_PX, amountFontSize } from './amountFontSize';

describe('amountFontSize', () => {
  it('should use the largest size when a short amount fits', () => {
    expect(amountFontSize(1, 300)).toBe(AMOUNT_FONT_PX.max);
  });

  it('should stay within spec §9 range and never grow as the amount gets longer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 80 }), fc.integer({ min: 0, max: 2000 }), (characters, width) => {
        const size = amountFontSize(characters, width);
        expect(size).toBeGreaterThanOrEqual(AMOUNT_FONT_PX.min);
        expect(size).toBeLessThanOrEqual(AMOUNT_FONT_PX.max);
        expect(amountFontSize(characters + 1, width)).toBeLessThanOrEqual(size);
      }),
    );
  });

  it('should fit the amount in its field whenever the minimum size allows', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 100, max: 1200 }), (characters, width) => {
        const size = amountFontSize(characters, width);
        if (size > AMOUNT_FONT_PX.min) expect(characters * size * 0.6).toBeLessThanOrEqual(width + characters * 0.6);
      }),
    );
  });
});
