import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { getSqrtRatioAtTick } from '../../../workers/math/tickMath';
import {
  hookAddressProblem,
  initialPriceFarFromMarket,
  parseTokenAmount,
  presetRange,
  rangeFromPrices,
} from './createPosition';
import { validateCreateSearch } from './createParams';

const decimalText = fc
  .tuple(fc.integer({ min: 0, max: 99_999 }), fc.integer({ min: 0, max: 999_999 }))
  .map(([whole, fraction]) => `${whole}.${String(fraction).padStart(6, '0')}`);

describe('the new-position form rules', () => {
  it('should turn any typed range into ordered ticks on the grid or one of the spec messages, never throwing', () => {
    fc.assert(
      fc.property(
        fc.oneof(decimalText, fc.string()),
        fc.oneof(decimalText, fc.string()),
        fc.constantFrom(6, 8, 18),
        fc.constantFrom(6, 18),
        fc.boolean(),
        fc.constantFrom(1, 10, 60, 200),
        (minText, maxText, decimals0, decimals1, baseIsToken0, tickSpacing) => {
          const result = rangeFromPrices({ minText, maxText, decimals0, decimals1, baseIsToken0, tickSpacing });
          if ('problem' in result) {
            expect(['invalidPrice', 'minNotLower']).toContain(result.problem);
            return;
          }
          expect(result.tickLower).toBeLessThan(result.tickUpper);
          expect(Math.abs(result.tickLower % tickSpacing)).toBe(0);
          expect(Math.abs(result.tickUpper % tickSpacing)).toBe(0);
        },
      ),
    );
  });

  it('should say min must be lower than max, and invalid price for what is not a price', () => {
    const base = { decimals0: 18, decimals1: 6, baseIsToken0: true, tickSpacing: 60 };
    expect(rangeFromPrices({ ...base, minText: '3000', maxText: '2000' })).toEqual({ problem: 'minNotLower' });
    expect(rangeFromPrices({ ...base, minText: '3000', maxText: '3000' })).toEqual({ problem: 'minNotLower' });
    expect(rangeFromPrices({ ...base, minText: 'abc', maxText: '2000' })).toEqual({ problem: 'invalidPrice' });
    expect(rangeFromPrices({ ...base, minText: '0', maxText: '2000' })).toEqual({ problem: 'invalidPrice' });
  });

  it('should give the same ticks for a range typed in either token', () => {
    // 2000–4000 USDC per WETH (WETH token0) is 0.00025–0.0005 WETH per USDC
    const a = rangeFromPrices({
      minText: '2000',
      maxText: '4000',
      decimals0: 18,
      decimals1: 6,
      baseIsToken0: true,
      tickSpacing: 60,
    });
    const b = rangeFromPrices({
      minText: '0.00025',
      maxText: '0.0005',
      decimals0: 18,
      decimals1: 6,
      baseIsToken0: false,
      tickSpacing: 60,
    });
    expect('tickLower' in a && 'tickLower' in b).toBe(true);
    if ('tickLower' in a && 'tickLower' in b) {
      expect(Math.abs(a.tickLower - b.tickLower)).toBeLessThanOrEqual(60);
      expect(Math.abs(a.tickUpper - b.tickUpper)).toBeLessThanOrEqual(60);
    }
  });

  it('should place presets around the current tick, on the grid', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -800_000, max: 800_000 }),
        fc.constantFrom(1, 10, 60, 200),
        fc.constantFrom('full', 'wide', 'common', 'narrow' as const),
        (tick, spacing, preset) => {
          const range = presetRange(preset, tick, spacing);
          expect(range.tickLower).toBeLessThan(range.tickUpper);
          expect(getSqrtRatioAtTick(range.tickLower)).toBeGreaterThan(0n);
          if (preset !== 'full' && Math.abs(tick) < 700_000) {
            expect(range.tickLower).toBeLessThanOrEqual(tick);
            expect(range.tickUpper).toBeGreaterThanOrEqual(tick - spacing);
          }
        },
      ),
    );
  });

  it('should accept hook addresses by their permission bits', () => {
    expect(hookAddressProblem('')).toBeUndefined();
    expect(hookAddressProblem('0x0000000000000000000000000000000000000000')).toBeUndefined();
    expect(hookAddressProblem('0x1234')).toBe('invalid');
    // no permission bits at all
    expect(hookAddressProblem('0x1000000000000000000000000000000000004000')).toBe('invalid');
    // beforeSwap | afterSwap
    expect(hookAddressProblem('0x00000000000000000000000000000000000000c0')).toBeUndefined();
    // afterSwapReturnDelta without afterSwap
    expect(hookAddressProblem('0x0000000000000000000000000000000000000004')).toBe('invalid');
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect([undefined, 'invalid']).toContain(hookAddressProblem(text));
      }),
    );
  });

  it('should ask to confirm an initial price far from the market', () => {
    expect(initialPriceFarFromMarket(3000, 3000)).toBe(false);
    expect(initialPriceFarFromMarket(3200, 3000)).toBe(false);
    expect(initialPriceFarFromMarket(4000, 3000)).toBe(true);
    expect(initialPriceFarFromMarket(2000, 3000)).toBe(true);
    expect(initialPriceFarFromMarket(2000, undefined)).toBe(false);
  });

  it('should read the query parameters and drop bad ones', () => {
    expect(
      validateCreateSearch({
        currencyA: 'eth',
        currencyB: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        feeTier: '500',
        hook: 'x',
      }),
    ).toEqual({
      currencyA: 'ETH',
      currencyB: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      feeTier: 500,
      hook: undefined,
      chain: undefined,
    });
    expect(validateCreateSearch({ feeTier: '-1', currencyA: 'USDC' })).toEqual({
      currencyA: undefined,
      currencyB: undefined,
      feeTier: undefined,
      hook: undefined,
      chain: undefined,
    });
  });

  it('should parse token amounts up to the token decimals only', () => {
    expect(parseTokenAmount('1.5', 6)).toBe(1_500_000n);
    expect(parseTokenAmount('1.1234567', 6)).toBeUndefined();
    expect(parseTokenAmount('', 6)).toBeUndefined();
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 18 }), (text, decimals) => {
        const value = parseTokenAmount(text, decimals);
        if (value !== undefined) expect(value).toBeGreaterThanOrEqual(0n);
      }),
    );
  });
});
