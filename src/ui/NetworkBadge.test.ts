import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { networkInitials } from './NetworkBadge';

describe('networkInitials', () => {
  it('should tell the two devnets apart by their first and last words', () => {
    expect(networkInitials('Devnet')).toBe('D');
    expect(networkInitials('Devnet L2')).toBe('DL');
    expect(networkInitials('Arbitrum One')).toBe('AO');
  });

  it('should give one or two letters or digits for any name, or ? when it has none', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const initials = networkInitials(name);
        expect(initials === '?' || /^[\p{L}\p{N}]{1,2}$/u.test(initials.normalize('NFC'))).toBe(true);
      }),
    );
  });
});
