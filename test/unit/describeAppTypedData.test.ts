// Issue 28: the typed data the app itself asks a wallet to sign (swap permits, liquidity batch permits, UniswapX limit
// orders) reads back in words, value for value. It lives here because src/lib may not import the builders of
// contract/ and src/chain/ (eslint.config.js layers).
import fc from 'fast-check';
import { type Address, getAddress, hashTypedData } from 'viem';
import { describe, expect, it } from 'vitest';
import { PERMIT2_ADDRESS, permitSingleTypedData } from '../../contract/permit2';
import { buildLimitOrder, orderTypedData } from '../../contract/uniswapxOrder';
import { permitBatchTypedData } from '../../src/chain/liquidityApprovals';
import { v3PositionPermitTypedData } from '../../src/chain/migrateV3ToV4';
import {
  CANONICAL_PERMIT2_ADDRESS,
  NEVER_FROM_SECONDS,
  describeTypedData,
} from '../../src/lib/signing/describeTypedData';

const address = fc
  .uint8Array({ minLength: 20, maxLength: 20 })
  .map((bytes): Address => getAddress(`0x${[...bytes].map((b) => b.toString(16).padStart(2, '0')).join('')}`));
const uint = (bits: number) => fc.bigInt({ min: 0n, max: (1n << BigInt(bits)) - 1n });
const details = fc.record({
  token: address,
  amount: uint(160),
  expiration: fc.integer({ min: 1, max: 2 ** 48 - 1 }),
  nonce: fc.integer({ min: 0, max: 2 ** 48 - 1 }),
});
const chainId = fc.integer({ min: 1, max: 2 ** 32 });
const time = (seconds: bigint | number) => (seconds >= NEVER_FROM_SECONDS ? 'never' : Number(seconds));

describe('describeTypedData on the app’s own typed data', () => {
  it('should know Permit2 at the address contract/permit2.ts places it', () => {
    expect(CANONICAL_PERMIT2_ADDRESS).toBe(PERMIT2_ADDRESS);
  });

  it('should read back a swap’s PermitSingle when permitSingleTypedData builds it', () => {
    fc.assert(
      fc.property(chainId, details, address, uint(256), (id, d, spender, sigDeadline) => {
        const typedData = permitSingleTypedData(id, { details: d, spender, sigDeadline });

        expect(describeTypedData(typedData)).toMatchObject({
          kind: 'permit2-allowance',
          chainId: id,
          spender,
          tokens: [{ token: d.token, amount: d.amount, expiresAt: time(d.expiration) }],
          signatureDeadline: time(sigDeadline),
        });
      }),
    );
  });

  it('should read back every token of a liquidity PermitBatch when permitBatchTypedData builds it', () => {
    fc.assert(
      fc.property(
        chainId,
        fc.array(details, { minLength: 1, maxLength: 4 }),
        address,
        uint(256),
        (id, list, spender, deadline) => {
          const description = describeTypedData(
            permitBatchTypedData(id, { details: list, spender, sigDeadline: deadline }),
          );

          expect(description.kind).toBe('permit2-allowance');
          if (description.kind !== 'permit2-allowance') return;
          expect(description.tokens.map((t) => [t.token, t.amount, t.expiresAt])).toEqual(
            list.map((d) => [d.token, d.amount, time(d.expiration)]),
          );
        },
      ),
    );
  });

  it('should read a limit order as a one-time Permit2 transfer to the reactor with its order as the witness', () => {
    fc.assert(
      fc.property(
        fc.record({ reactor: address, swapper: address, input: address, output: address }),
        uint(128),
        uint(128),
        fc.bigInt({ min: 1n, max: 2n ** 40n }),
        (a, amountIn, amountOut, deadline) => {
          const order = buildLimitOrder({
            reactor: a.reactor,
            swapper: a.swapper,
            nonce: 1n,
            deadline,
            input: { token: a.input, amount: amountIn },
            output: { token: a.output, amount: amountOut },
          });
          const typedData = orderTypedData(order, 31337);
          expect(() => hashTypedData(typedData)).not.toThrow();

          const description = describeTypedData(typedData);

          expect(description).toMatchObject({
            kind: 'permit2-transfer',
            spender: a.reactor,
            tokens: [{ token: a.input, amount: amountIn, unlimited: false }],
            signatureDeadline: time(deadline),
            witness: 'ExclusiveDutchOrder',
          });
          expect(description.fields).toContainEqual({ path: 'witness.outputs[0].token', value: a.output });
        },
      ),
    );
  });

  it('should show a v3 position permit’s raw fields when it is no token permit', () => {
    const manager = getAddress('0xc36442b4a4522e871399cd717abdd847ab11fe88');
    const description = describeTypedData(
      v3PositionPermitTypedData({
        name: 'Uniswap V3 Positions NFT-V1',
        chainId: 1,
        manager,
        spender: PERMIT2_ADDRESS,
        tokenId: 7n,
        nonce: 0n,
        deadline: 9n,
      }),
    );

    expect(description).toMatchObject({ kind: 'unknown', primaryType: 'Permit', verifyingContract: manager });
    expect(description).not.toHaveProperty('claimedKind');
    expect(description.fields).toContainEqual({ path: 'tokenId', value: '7' });
  });
});
