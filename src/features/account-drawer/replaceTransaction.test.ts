import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REPLACEMENT_FEE_BUMP_PERCENT, replacementFees } from './replaceTransaction';

const fees = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 12n }), fc.bigInt({ min: 0n, max: 10n ** 12n }))
  .map(([a, b]) => ({ maxFeePerGas: a > b ? a : b, maxPriorityFeePerGas: a > b ? b : a }));

describe('replacementFees', () => {
  it('should raise a pending transaction’s fees by the bump, rounded up', () => {
    expect(
      replacementFees(
        { maxFeePerGas: 100n, maxPriorityFeePerGas: 10n },
        { maxFeePerGas: 1n, maxPriorityFeePerGas: 1n },
      ),
    ).toEqual({ maxFeePerGas: 120n, maxPriorityFeePerGas: 12n });
    expect(
      replacementFees({ maxFeePerGas: 101n, maxPriorityFeePerGas: 1n }, { maxFeePerGas: 0n, maxPriorityFeePerGas: 0n }),
    ).toEqual({ maxFeePerGas: 122n, maxPriorityFeePerGas: 2n });
  });

  it('should pay the chain’s current fees when they are higher', () => {
    expect(
      replacementFees(
        { maxFeePerGas: 100n, maxPriorityFeePerGas: 10n },
        { maxFeePerGas: 500n, maxPriorityFeePerGas: 50n },
      ),
    ).toEqual({ maxFeePerGas: 500n, maxPriorityFeePerGas: 50n });
  });

  it('should always clear a node’s 10 % replacement rule, keep the tip under the cap, and never pay below now', () => {
    fc.assert(
      fc.property(fees, fees, (pending, now) => {
        const next = replacementFees(pending, now);
        // nodes (geth, anvil) accept a replacement whose fee and tip each rise by at least 10 %
        expect(next.maxFeePerGas * 100n).toBeGreaterThanOrEqual(pending.maxFeePerGas * 110n);
        expect(next.maxPriorityFeePerGas * 100n).toBeGreaterThanOrEqual(pending.maxPriorityFeePerGas * 110n);
        expect(next.maxFeePerGas).toBeGreaterThanOrEqual(now.maxFeePerGas);
        expect(next.maxPriorityFeePerGas).toBeGreaterThanOrEqual(now.maxPriorityFeePerGas);
        expect(next.maxPriorityFeePerGas).toBeLessThanOrEqual(next.maxFeePerGas);
        expect(REPLACEMENT_FEE_BUMP_PERCENT).toBeGreaterThanOrEqual(10n);
      }),
    );
  });
});
