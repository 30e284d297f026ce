import { describe, expect, it } from 'vitest';
import { isDelegated, mismatchPopupDue, smartWalletStatusOf } from './smartWalletStatus';

const OURS = '0x0000000000000000000000000000000000000d31' as const;
const OTHER = '0x000000000000000000000000000000000000dEaD' as const;
const details = (current: `0x${string}` | null) => ({
  currentDelegationAddress: current,
  isWalletDelegatedToUniswap: current === OURS,
  latestDelegationAddress: OURS,
});

describe('smartWalletStatusOf', () => {
  it.each([
    ['delegated to the chain’s delegate', details(OURS), 'supported', 'active'],
    ['supported by the wallet though the lookup failed', undefined, 'supported', 'active'],
    ['not delegated on a chain with a delegate', details(null), 'ready', 'inactive'],
    ['not delegated, the lookup failed (not delegated)', undefined, 'ready', 'inactive'],
    ['delegated to another contract (mismatch)', details(OTHER), 'unsupported', 'actionRequired'],
    ['not delegated where the wallet does not batch', details(null), 'unsupported', 'unavailable'],
    [
      'not delegated by the check though the wallet still says supported (a removal)',
      details(null),
      'supported',
      'inactive',
    ],
    ['delegated elsewhere where the wallet batches all the same', details(OTHER), 'supported', 'active'],
    ['with both lookups failed (not delegated, unsupported)', undefined, undefined, 'unavailable'],
  ] as const)('should say %s', (_, lookup, atomic, status) => {
    expect(smartWalletStatusOf({ details: lookup, atomic })).toBe(status);
  });

  it('should let only a delegated account be disabled', () => {
    expect(['active', 'inactive', 'actionRequired', 'unavailable'].map((s) => isDelegated(s as never))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});

describe('mismatchPopupDue', () => {
  it('should raise the popup once, with the flag on, when a chain is delegated elsewhere', () => {
    expect(mismatchPopupDue({ flag: true, seen: false, statuses: ['active', 'actionRequired'] })).toBe(true);
    expect(mismatchPopupDue({ flag: true, seen: true, statuses: ['actionRequired'] })).toBe(false);
    expect(mismatchPopupDue({ flag: false, seen: false, statuses: ['actionRequired'] })).toBe(false);
    expect(mismatchPopupDue({ flag: true, seen: false, statuses: ['active', 'inactive', 'unavailable'] })).toBe(false);
  });
});
