import { DutchOrder } from '@uniswap/uniswapx-sdk';
import fc from 'fast-check';
import { type Address, type TypedDataDomain, getAddress, hashTypedData } from 'viem';
import { describe, expect, it } from 'vitest';
import { PERMIT2_ADDRESS } from './permit2.ts';
import { buildLimitOrder, decodeOrder, encodeOrder, orderHash, orderTypedData } from './uniswapxOrder.ts';

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((b) => getAddress(`0x${Buffer.from(b).toString('hex')}`) as Address);
const uint = (bits: number) => fc.bigInt({ min: 0n, max: (1n << BigInt(bits)) - 1n });
const limitOrder = fc.record({
  reactor: address,
  swapper: address,
  nonce: uint(256),
  deadline: uint(40),
  input: fc.record({ token: address, amount: uint(200) }),
  output: fc.record({ token: address, amount: uint(200), recipient: address }),
});

/** The SDK's ethers BigNumbers as bigints, for viem. */
function toBigInts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(toBigInts);
  if (value && typeof value === 'object') {
    if ('_isBigNumber' in value) return BigInt(String(value));
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toBigInts(v)]));
  }
  return value;
}

// Uniswap's own SDK (ethers) is the reference: our viem encoding must be byte-for-byte what the reactor reads.
describe('UniswapX limit orders', () => {
  it('should encode an order as the UniswapX SDK does when given any amounts, nonce and deadline', () => {
    fc.assert(
      fc.property(limitOrder, (p) => {
        const order = buildLimitOrder(p);
        const encoded = encodeOrder(order);
        expect(DutchOrder.parse(encoded, 31337, PERMIT2_ADDRESS).serialize()).toBe(encoded);
        expect(decodeOrder(encoded)).toEqual(order);
      }),
      { numRuns: 50 },
    );
  });

  it('should hash the order and its Permit2 witness as the UniswapX SDK does', () => {
    fc.assert(
      fc.property(limitOrder, (p) => {
        const order = buildLimitOrder(p);
        const sdk = DutchOrder.parse(encodeOrder(order), 31337, PERMIT2_ADDRESS);
        expect(orderHash(order)).toBe(sdk.hash());
        const permit = sdk.permitData();
        const reference = hashTypedData({
          domain: { ...permit.domain, chainId: Number(permit.domain.chainId) } as TypedDataDomain,
          types: permit.types as Record<string, { name: string; type: string }[]>,
          primaryType: 'PermitWitnessTransferFrom',
          message: toBigInts(permit.values) as Record<string, unknown>,
        });
        expect(hashTypedData(orderTypedData(order, 31337))).toBe(reference);
      }),
      { numRuns: 30 },
    );
  });
});
