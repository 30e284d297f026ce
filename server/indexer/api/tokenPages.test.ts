import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageTokens, sortTokens } from './tokenPages.ts';
import { TOKEN_ORDER_BY, type TokenStats } from '../../../contract/dataApiWire.ts';

const token = (id: number, values: number[]): TokenStats => ({
  id: `31337-${id}`,
  chainId: 31337,
  address: `0x${id.toString(16).padStart(40, '0')}`,
  symbol: `T${id}`,
  name: `Token ${id}`,
  decimals: 18,
  priceUSD: values[0]!,
  pricePercentChange1Day: values[1]!,
  volume1Day: values[2]!,
  marketCap: values[3]!,
  fullyDilutedValue: values[3]!,
  totalValueLocked: 0,
  safetyLevel: 'VERIFIED',
  buyFeeBips: 0,
  sellFeeBips: 0,
  pricePool: '',
  sparkline: [],
});

// few distinct values, so ties are common
const tokens = fc
  .array(fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 4, maxLength: 4 }), { maxLength: 60 })
  .map((rows) => rows.map((values, i) => token(i + 1, values)));

describe('pageTokens', () => {
  it('should cover the whole list in order, each token once, whatever the order and page size', () => {
    fc.assert(
      fc.property(
        tokens,
        fc.constantFrom(...TOKEN_ORDER_BY),
        fc.constantFrom('asc' as const, 'desc' as const),
        fc.integer({ min: 1, max: 25 }),
        (list, orderBy, direction, size) => {
          const pages = Array.from({ length: Math.ceil(list.length / size) + 1 }, (_, i) =>
            pageTokens(list, { orderBy, direction, page: i + 1, size }),
          );
          const seen = pages.flatMap((p) => p.tokens);
          expect(pages.every((p) => p.total === list.length)).toBe(true);
          expect(seen.map((t) => t.id).sort()).toEqual(list.map((t) => t.id).sort());
          const values = seen.map((t) => t[orderBy]);
          expect(values).toEqual([...values].sort((a, b) => (direction === 'desc' ? b - a : a - b)));
          expect(pages.at(-1)!.tokens).toEqual([]);
        },
      ),
    );
  });

  it('should sort a list once per order and reuse it for every page', () => {
    const list = [token(1, [1, 1, 1, 1]), token(2, [2, 2, 2, 2])];
    expect(sortTokens(list, 'priceUSD', 'desc')).toBe(sortTokens(list, 'priceUSD', 'desc'));
    expect(sortTokens(list, 'priceUSD', 'desc').map((t) => t.id)).toEqual(['31337-2', '31337-1']);
  });
});
