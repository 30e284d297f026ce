import { describe, expect, it } from 'vitest';
import { isContractCode } from './isSmartContract';

describe('isContractCode', () => {
  it('should count runtime code, but not an empty account or an EIP-7702 delegation', () => {
    expect(isContractCode(undefined)).toBe(false);
    expect(isContractCode('0x')).toBe(false);
    expect(isContractCode(`0xef0100${'ab'.repeat(20)}`)).toBe(false);
    expect(isContractCode(`0xEF0100${'AB'.repeat(20)}`)).toBe(false);
    expect(isContractCode('0x6080604052')).toBe(true);
  });
});
