import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getV2AmountIn, getV2AmountOut } from './v2Math.ts';

const reserve = fc.bigInt({ min: 10n ** 6n, max: 10n ** 30n });

describe('v2 math', () => {
  it('should buy at least the asked output when paying getAmountIn', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 28n }), (reserveIn, reserveOut, wanted) => {
        fc.pre(wanted < reserveOut);
        return getV2AmountOut(getV2AmountIn(wanted, reserveIn, reserveOut), reserveIn, reserveOut) >= wanted;
      }),
    );
  });

  it('should keep the constant product from falling when a swap pays the fee', () => {
    fc.assert(
      fc.property(reserve, reserve, fc.bigInt({ min: 1n, max: 10n ** 28n }), (reserveIn, reserveOut, amountIn) => {
        const out = getV2AmountOut(amountIn, reserveIn, reserveOut);
        return (reserveIn + amountIn) * (reserveOut - out) >= reserveIn * reserveOut;
      }),
    );
  });

  it('should take the 0.3% fee', () => {
    expect(getV2AmountOut(1000n, 10n ** 18n, 10n ** 18n)).toBe(996n);
  });
});
