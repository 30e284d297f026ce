import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkDeadlineInput, checkSlippageInput, deadlineFrom, slippageLimit } from './swapSettings';

describe('swap settings', () => {
  it('should accept slippage above 0 and warn above 20%', () => {
    expect(checkSlippageInput('0.5')).toEqual({ ok: true, bips: 50 });
    expect(checkSlippageInput('1,25')).toEqual({ ok: true, bips: 125 });
    expect(checkSlippageInput('25')).toEqual({ ok: true, bips: 2500, warning: 'veryHigh' });
    expect(checkSlippageInput('0.01')).toEqual({ ok: true, bips: 1, warning: 'low' });
    expect(checkSlippageInput('0')).toEqual({ ok: false, problem: 'notPositive' });
    expect(checkSlippageInput('51')).toEqual({ ok: false, problem: 'tooHigh' });
    expect(checkSlippageInput('abc')).toEqual({ ok: false, problem: 'invalid' });
  });

  it('should never throw on any typed slippage', () => {
    fc.assert(fc.property(fc.string(), (s) => typeof checkSlippageInput(s).ok === 'boolean'));
  });

  it('should cap the deadline at 3 days and flag one past a day', () => {
    expect(checkDeadlineInput('30')).toEqual({ ok: true, minutes: 30 });
    expect(checkDeadlineInput('2000')).toEqual({ ok: true, minutes: 2000, warning: 'high' });
    expect(checkDeadlineInput('4321')).toEqual({ ok: false, problem: 'tooLong' });
    expect(checkDeadlineInput('0')).toEqual({ ok: false, problem: 'notPositive' });
    expect(deadlineFrom(1_000n, 30)).toBe(2_800n);
  });

  it('should bound exact input down and exact output up, within one wei of the exact fraction', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.integer({ min: 1, max: 5000 }), (quoted, bips) => {
        const min = slippageLimit(quoted, 'exactIn', bips);
        const max = slippageLimit(quoted, 'exactOut', bips);
        return (
          min <= quoted &&
          max >= quoted &&
          min * 10_000n <= quoted * BigInt(10_000 - bips) &&
          max * 10_000n >= quoted * BigInt(10_000 + bips)
        );
      }),
    );
  });
});
