import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extensionButtons } from './extensionButtons';

const screens = (holdings: Parameters<typeof extensionButtons>[0]) => extensionButtons(holdings).map((b) => b.screen);

describe('extensionButtons', () => {
  it('should offer Open sidebar and Activity only when the account holds no position and no open order', () => {
    expect(screens({ hasPositions: false, hasOpenOrders: false })).toEqual(['swap', 'activity']);
  });

  it('should offer only the buttons every account has while the holdings are unknown', () => {
    expect(screens(undefined)).toEqual(['swap', 'activity']);
  });

  it('should show Pools exactly when the account has positions and Limits exactly when it has open orders', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (hasPositions, hasOpenOrders) => {
        const shown = screens({ hasPositions, hasOpenOrders });
        expect(shown.slice(0, 2)).toEqual(['swap', 'activity']);
        expect(shown.includes('pools')).toBe(hasPositions);
        expect(shown.includes('limits')).toBe(hasOpenOrders);
        expect(new Set(shown).size).toBe(shown.length);
      }),
    );
  });
});
