import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { swapKindOf } from './swapKind';

const WETH = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2';
const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

describe('swapKindOf', () => {
  it('should be a wrap when ETH is sold for WETH, whatever the address case', () => {
    expect(swapKindOf(zeroAddress, WETH.toLowerCase(), WETH)).toBe('wrap');
  });

  it('should be an unwrap when WETH is sold for ETH', () => {
    expect(swapKindOf(WETH, zeroAddress, WETH)).toBe('unwrap');
  });

  it('should be a swap when either side is another token, or a side is not chosen yet', () => {
    expect([
      swapKindOf(zeroAddress, USDC, WETH),
      swapKindOf(WETH, USDC, WETH),
      swapKindOf(zeroAddress, undefined, WETH),
    ]).toEqual(['swap', 'swap', 'swap']);
  });
});
