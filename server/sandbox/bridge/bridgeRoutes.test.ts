import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRIDGE_TOKENS, CAPITAL_FEE_BPS, relayerFee } from './bridgeRoutes.ts';

describe('relayerFee', () => {
  it('should charge the gas fee plus the capital fee rounded up, never less than the basis points of the amount', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BRIDGE_TOKENS), fc.bigInt({ min: 0n, max: 2n ** 200n }), (token, amount) => {
        const fee = relayerFee(amount, token);
        expect(fee.gas).toBe(token.gasFee);
        expect(fee.total).toBe(fee.capital + fee.gas);
        expect(fee.capital * 10_000n).toBeGreaterThanOrEqual(amount * CAPITAL_FEE_BPS);
        expect((fee.capital - 1n) * 10_000n).toBeLessThan(amount * CAPITAL_FEE_BPS);
      }),
    );
  });

  it('should never charge less for more', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BRIDGE_TOKENS),
        fc.bigInt({ min: 0n, max: 2n ** 200n }),
        fc.bigInt({ min: 0n, max: 2n ** 64n }),
        (token, amount, more) => {
          expect(relayerFee(amount + more, token).total).toBeGreaterThanOrEqual(relayerFee(amount, token).total);
        },
      ),
    );
  });
});
