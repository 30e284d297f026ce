import { describe, expect, it } from 'vitest';
import { isFestiveSeason } from './festiveLogo';

describe('isFestiveSeason', () => {
  it('should be festive from 1 December to 7 January', () => {
    expect(isFestiveSeason(new Date(2026, 11, 1))).toBe(true);
    expect(isFestiveSeason(new Date(2027, 0, 7, 23, 59))).toBe(true);
  });
  it('should not be festive on 30 November or 8 January', () => {
    expect(isFestiveSeason(new Date(2026, 10, 30, 23, 59))).toBe(false);
    expect(isFestiveSeason(new Date(2027, 0, 8))).toBe(false);
  });
});
