// v4 PositionManager packs a position's pool and range in one word (v4-periphery PositionInfoLibrary):
// bits 0-7 hasSubscriber, 8-31 tickLower, 32-55 tickUpper, 56-255 the pool id's first 25 bytes.

export type DecodedPositionInfo = { tickLower: number; tickUpper: number; hasSubscriber: boolean };

const int24 = (raw: bigint) => {
  const value = Number(raw & 0xffffffn);
  return value >= 0x800000 ? value - 0x1000000 : value;
};

export function decodePositionInfo(info: bigint): DecodedPositionInfo {
  return {
    hasSubscriber: (info & 0xffn) !== 0n,
    tickLower: int24(info >> 8n),
    tickUpper: int24(info >> 32n),
  };
}

/** spec §3 Position status: closed without liquidity, in range when the pool's tick is inside [lower, upper). */
export type PositionStatus = 'IN_RANGE' | 'OUT_OF_RANGE' | 'CLOSED';

export function positionStatus(liquidity: bigint, tickLower: number, tickUpper: number, tick?: number): PositionStatus {
  if (liquidity === 0n) return 'CLOSED';
  if (tick === undefined) return 'IN_RANGE';
  return tick >= tickLower && tick < tickUpper ? 'IN_RANGE' : 'OUT_OF_RANGE';
}
