import fc from 'fast-check';
import { zeroAddress } from 'viem';
import { describe, expect, it } from 'vitest';
import { BRIDGE_ARRIVES_AS, BRIDGE_OUTPUT_SYMBOLS, bridgeWireToken, bridgesTo } from './bridgeTokens';

const WETH = '0x00000000000000000000000000000000000000e7';

describe('bridgesTo', () => {
  it('should deliver ETH for ETH and WETH and USDC for USDC, and nothing else', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC'),
        fc.constantFrom(...BRIDGE_OUTPUT_SYMBOLS, 'WETH', 'DAI'),
        (input, output) => {
          expect(bridgesTo(input, output)).toBe(
            (output === 'ETH' && (input === 'ETH' || input === 'WETH')) || (output === 'USDC' && input === 'USDC'),
          );
        },
      ),
    );
  });

  it('should offer every symbol the bridge delivers once', () => {
    expect([...BRIDGE_OUTPUT_SYMBOLS].sort()).toEqual([...new Set(Object.values(BRIDGE_ARRIVES_AS))].sort());
  });
});

describe('bridgeWireToken', () => {
  it('should name the chain WETH for the native coin and a token as itself', () => {
    const chain = { contracts: { WETH9: WETH } } as const;
    expect(bridgeWireToken(zeroAddress, chain)).toBe(WETH);
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 20, maxLength: 20 }), (bytes) => {
        const address = `0x${Buffer.from(bytes).toString('hex')}` as const;
        fc.pre(address !== zeroAddress);
        expect(bridgeWireToken(address, chain)).toBe(address);
      }),
    );
  });
});
