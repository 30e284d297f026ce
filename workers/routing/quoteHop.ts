// Quotes one hop of a route, exact in or exact out, with the same math as the contracts.
import { simulateConcentratedSwap } from '../math/concentratedSwap.ts';
import { getV2AmountIn, getV2AmountOut } from '../math/v2Math.ts';
import type { Hop, PoolSnapshot } from './types.ts';

export class InsufficientLiquidityError extends Error {
  override name = 'InsufficientLiquidityError';
}

function concentratedState(pool: PoolSnapshot, zeroForOne: boolean) {
  if (pool.version === 'v3') return pool.state;
  if (pool.version === 'v4') return zeroForOne ? pool.state.zeroForOne : pool.state.oneForZero;
  throw new Error('not a concentrated pool');
}

/** Output of a hop for an exact input; throws InsufficientLiquidityError when the pool cannot fill it. */
export function hopAmountOut(hop: Hop, amountIn: bigint): bigint {
  if (hop.kind !== 'pool') return amountIn;
  const { pool, zeroForOne } = hop;
  if (pool.version === 'v2') {
    const [reserveIn, reserveOut] = zeroForOne ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0];
    if (reserveIn === 0n || reserveOut === 0n) throw new InsufficientLiquidityError(pool.id);
    return getV2AmountOut(amountIn, reserveIn, reserveOut);
  }
  const result = simulateConcentratedSwap(concentratedState(pool, zeroForOne), zeroForOne, amountIn);
  if (!result.complete) throw new InsufficientLiquidityError(pool.id);
  return result.amountOut;
}

/** Input a hop needs for an exact output; throws InsufficientLiquidityError when the pool cannot deliver it. */
export function hopAmountIn(hop: Hop, amountOut: bigint): bigint {
  if (hop.kind !== 'pool') return amountOut;
  const { pool, zeroForOne } = hop;
  if (pool.version === 'v2') {
    const [reserveIn, reserveOut] = zeroForOne ? [pool.reserve0, pool.reserve1] : [pool.reserve1, pool.reserve0];
    if (reserveOut <= amountOut || reserveIn === 0n) throw new InsufficientLiquidityError(pool.id);
    return getV2AmountIn(amountOut, reserveIn, reserveOut);
  }
  const result = simulateConcentratedSwap(concentratedState(pool, zeroForOne), zeroForOne, -amountOut);
  if (!result.complete) throw new InsufficientLiquidityError(pool.id);
  return result.amountIn;
}
