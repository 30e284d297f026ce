import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RoutingPool } from '../../contract/dataApiWire';
import { routingPoolsUrl, toRoutablePool } from './routingPools';

const address = (n: number) => `0x${n.toString(16).padStart(40, '0')}`;
const v3: RoutingPool = {
  version: 'v3',
  address: address(1),
  token0: address(2),
  token1: address(3),
  fee: 3000,
  tickSpacing: 60,
  hooks: address(0),
  tvlUSD: 10,
  tickWords: [-3, 0, 2],
};

describe('routing pools from the indexer', () => {
  it('should keep a v3 row with its tick words', () => {
    expect(toRoutablePool(v3)).toMatchObject({
      version: 'v3',
      address: address(1),
      tickSpacing: 60,
      tickWords: [-3, 0, 2],
    });
  });

  it('should name a v4 pool by its id and keep its hooks', () => {
    const poolId = `0x${'ab'.repeat(32)}`;
    expect(toRoutablePool({ ...v3, version: 'v4', address: poolId, hooks: address(9) })).toMatchObject({
      version: 'v4',
      poolId,
      hooks: address(9),
    });
  });

  it('should drop rows the pool math cannot use when the indexer answers something odd', () => {
    fc.assert(
      fc.property(
        fc.record({
          version: fc.constantFrom('v2', 'v3', 'v4', 'v5'),
          address: fc.oneof(fc.constant(address(1)), fc.string()),
          fee: fc.oneof(fc.integer(), fc.double()),
          tickSpacing: fc.oneof(fc.integer(), fc.double()),
          tickWords: fc.array(fc.oneof(fc.integer(), fc.double())),
        }),
        (row) => {
          const pool = toRoutablePool({ ...v3, ...row } as RoutingPool);
          if (pool === undefined) return;
          expect(Number.isInteger(pool.fee) && pool.fee >= 0 && pool.fee <= 1_000_000).toBe(true);
          expect(pool.tickWords.every(Number.isInteger)).toBe(true);
          if (pool.version !== 'v2') expect(pool.tickSpacing).toBeGreaterThanOrEqual(1);
        },
      ),
    );
  });

  it('should ask for the pools between the tokens, lowercased', () => {
    expect(routingPoolsUrl('/api/data', 31337, ['0xABC', '0xdef'])).toBe(
      '/api/data/routing/pools?chainId=31337&tokens=0xabc%2C0xdef',
    );
  });
});
