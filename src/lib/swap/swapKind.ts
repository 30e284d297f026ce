// The three trades the swap form makes (spec §4 transaction types swap, wrap, unwrap): ETH to WETH and back go straight
// through the WETH contract, one to one; anything else is routed through the UniversalRouter.

export type SwapKind = 'swap' | 'wrap' | 'unwrap';

const NATIVE = '0x0000000000000000000000000000000000000000';
const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.toLowerCase() === b.toLowerCase();

/**
 * What selling `tokenIn` for `tokenOut` is on a chain whose WETH is `weth` (the zero address is native ETH).
 *
 * @example
 * swapKindOf(zeroAddress, chain.contracts.WETH9, chain.contracts.WETH9); // 'wrap'
 */
export function swapKindOf(
  tokenIn: string | undefined,
  tokenOut: string | undefined,
  weth: string | undefined,
): SwapKind {
  if (same(tokenIn, NATIVE) && same(tokenOut, weth)) return 'wrap';
  if (same(tokenIn, weth) && same(tokenOut, NATIVE)) return 'unwrap';
  return 'swap';
}
