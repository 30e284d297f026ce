import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodePositionInfo, positionStatus } from './positionInfo';

/** PositionInfoLibrary.initialize: poolId's first 25 bytes, then tickUpper, tickLower, subscriber flag. */
function encode(poolIdHigh: bigint, tickLower: number, tickUpper: number, subscriber: boolean): bigint {
  const int24 = (t: number) => BigInt(t < 0 ? t + 0x1000000 : t);
  return (poolIdHigh << 56n) | (int24(tickUpper) << 32n) | (int24(tickLower) << 8n) | (subscriber ? 1n : 0n);
}

describe('decodePositionInfo', () => {
  it('should read back any ticks and subscriber flag packed the way v4 packs them', () => {
    const tick = fc.integer({ min: -887272, max: 887272 });
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 200n - 1n }), tick, tick, fc.boolean(), (pool, lower, upper, sub) => {
        expect(decodePositionInfo(encode(pool, lower, upper, sub))).toEqual({
          tickLower: lower,
          tickUpper: upper,
          hasSubscriber: sub,
        });
      }),
    );
  });
});

describe('positionStatus', () => {
  it('should be closed without liquidity, in range inside [lower, upper) and out of range otherwise', () => {
    expect(positionStatus(0n, -60, 60, 0)).toBe('CLOSED');
    expect(positionStatus(1n, -60, 60, -60)).toBe('IN_RANGE');
    expect(positionStatus(1n, -60, 60, 60)).toBe('OUT_OF_RANGE');
  });
});
