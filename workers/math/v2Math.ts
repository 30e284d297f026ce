// UniswapV2Library.getAmountOut / getAmountIn: the 0.3% fee as 997/1000.

export function getV2AmountOut(amountIn: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountIn <= 0n) throw new RangeError('insufficient input amount');
  if (reserveIn <= 0n || reserveOut <= 0n) throw new RangeError('insufficient liquidity');
  const amountInWithFee = amountIn * 997n;
  return (amountInWithFee * reserveOut) / (reserveIn * 1000n + amountInWithFee);
}

export function getV2AmountIn(amountOut: bigint, reserveIn: bigint, reserveOut: bigint): bigint {
  if (amountOut <= 0n) throw new RangeError('insufficient output amount');
  if (reserveIn <= 0n || reserveOut <= amountOut) throw new RangeError('insufficient liquidity');
  return (reserveIn * amountOut * 1000n) / ((reserveOut - amountOut) * 997n) + 1n;
}
