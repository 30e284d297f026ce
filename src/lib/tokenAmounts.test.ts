import { describe, expect, it } from 'vitest';
import { editableAmount, parseAmount } from './tokenAmounts';

describe('parseAmount', () => {
  it('should parse a decimal amount in token units when it fits the decimals', () => {
    expect(parseAmount('1.5', 6)).toBe(1_500_000n);
  });
  it('should refuse an amount when it has more fraction digits than the token', () => {
    expect(parseAmount('0.0000001', 6)).toBeUndefined();
  });
  it('should refuse an amount when it is zero or not a number', () => {
    expect([parseAmount('0', 18), parseAmount('1e3', 18), parseAmount('.', 18)]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('editableAmount', () => {
  it('should keep eight significant digits when the amount is below one', () => {
    expect(editableAmount(123_456_789_123n, 18)).toBe('0.00000012345678');
  });
  it('should drop trailing zeros when the fraction ends in them', () => {
    expect(editableAmount(1_500_000n, 6)).toBe('1.5');
  });
});
