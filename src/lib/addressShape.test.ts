import { describe, expect, it } from 'vitest';
import { hasAddressShape } from './addressShape';

describe('hasAddressShape', () => {
  it('should accept 0x and 40 hex digits in any case', () => {
    expect(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', '0x' + 'ab'.repeat(20)].map(hasAddressShape)).toEqual([
      true,
      true,
    ]);
  });

  it('should refuse a short, long or non-hex value', () => {
    expect(['0x123', '0x' + 'a'.repeat(41), '0x' + 'g'.repeat(40), 'f'.repeat(42)].map(hasAddressShape)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
