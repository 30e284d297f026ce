import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  formatChange,
  holdingValueUsd,
  priceKey,
  totalValueUsd,
  valueHoldings,
  visibleHoldings,
} from './portfolioValue';
import type { HoldingRow } from '../../data/portfolio';

const row = (symbol: string, balance: bigint, decimals = 18, chainId = 31337): HoldingRow => ({
  chainId,
  chainName: 'Devnet',
  address: `0x${symbol.padStart(40, '0')}`,
  symbol,
  name: symbol,
  decimals,
  balance: balance.toString(),
});

describe('holdingValueUsd', () => {
  it('should value a raw balance as whole tokens times the price when the token has a price', () => {
    expect(holdingValueUsd(2_500_000n, 6, 1)).toBe(2.5);
    expect(holdingValueUsd(10n ** 18n, 18, 3000)).toBe(3000);
  });

  it('should give null when the token has no price', () => {
    expect(holdingValueUsd(10n ** 18n, 18, undefined)).toBeNull();
  });

  it('should scale linearly with the balance whatever the decimals when the price is fixed', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 30n }),
        fc.integer({ min: 0, max: 24 }),
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        (balance, decimals, price) => {
          const value = holdingValueUsd(balance, decimals, price)!;
          const expected = (Number(balance) / 10 ** decimals) * price;
          // exact decimal conversion first: within a few ulps of the float estimate, never off by more
          expect(Math.abs(value - expected)).toBeLessThanOrEqual(1e-12 * Math.max(1, expected));
          expect(value).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('visibleHoldings', () => {
  const prices = { [priceKey(31337, row('USDC', 0n).address)]: 1, [priceKey(31337, row('DAI', 0n).address)]: 1 };
  const valued = valueHoldings(
    [row('USDC', 5n * 10n ** 17n), row('DAI', 3n * 10n ** 18n), row('MYST', 10n ** 18n), row('ZERO', 0n)],
    { ...prices, [priceKey(31337, row('ZERO', 0n).address)]: 5 },
  );
  const symbols = (settings: Parameters<typeof visibleHoldings>[1]) =>
    visibleHoldings(valued, settings).map((r) => r.symbol);

  it('should hide balances under 1 USD and unpriced tokens when both are hidden', () => {
    expect(symbols({ hideSmallBalances: true, hideUnknownTokens: true, testnetMode: false })).toEqual(['DAI']);
  });

  it('should show small balances in testnet mode even when hiding them is on', () => {
    expect(symbols({ hideSmallBalances: true, hideUnknownTokens: true, testnetMode: true })).toEqual(['DAI', 'USDC']);
  });

  it('should show unknown tokens when they are not hidden, and never zero balances', () => {
    expect(symbols({ hideSmallBalances: false, hideUnknownTokens: false, testnetMode: false })).toEqual([
      'DAI',
      'USDC',
      'MYST',
    ]);
  });

  it('should hide no held token as unknown while the prices have not arrived', () => {
    const unpriced = valueHoldings([row('USDC', 5n * 10n ** 17n), row('DAI', 3n * 10n ** 18n), row('ZERO', 0n)], {});
    const settings = { hideSmallBalances: true, hideUnknownTokens: true, testnetMode: false };
    expect(visibleHoldings(unpriced, settings, false).map((r) => r.symbol)).toEqual(['DAI', 'USDC']);
    expect(visibleHoldings(unpriced, settings, true)).toEqual([]);
  });

  it('should count every priced holding in the total when some rows are hidden', () => {
    expect(totalValueUsd(valued)).toBeCloseTo(3.5, 10);
  });
});

describe('formatChange', () => {
  it('should sign the percent and show the absolute change in the display currency when the balance rose', () => {
    expect(formatChange({ percent: 2.5, absoluteUsd: 10 }, (usd) => usd * 0.92, 'EUR', 'en-US')).toEqual({
      percent: '+2.5',
      amount: '€9.20',
      direction: 'up',
    });
  });

  it('should point down with a positive amount when the balance fell', () => {
    expect(formatChange({ percent: -1.234, absoluteUsd: -3 }, (usd) => usd, 'USD', 'en-US')).toEqual({
      percent: '-1.23',
      amount: '$3.00',
      direction: 'down',
    });
  });
});
