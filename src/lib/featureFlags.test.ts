import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FEATURE_FLAG_NAMES, FEATURE_FLAGS, isFlagEnabled } from './featureFlags';

describe('isFlagEnabled', () => {
  it('should declare every gate spec §6 names', () => {
    expect(FEATURE_FLAG_NAMES).toEqual(
      expect.arrayContaining([
        'PoolSearch',
        'EmbeddedWallet',
        'ConversionTracking',
        'ForcePermitTransactions',
        'PermitMismatch',
        'BatchedSwaps',
        'Solana',
      ]),
    );
  });
  it('should let an off override win over an on override, and either win over the default', () => {
    const name = fc.constantFrom(...FEATURE_FLAG_NAMES);
    fc.assert(
      fc.property(name, fc.boolean(), fc.boolean(), (flag, on, off) => {
        const value = isFlagEnabled(flag, { on: on ? [flag] : [], off: off ? [flag] : [] });
        expect(value).toBe(off ? false : on ? true : FEATURE_FLAGS[flag].defaultValue);
      }),
    );
  });
});
