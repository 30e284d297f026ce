import fc from 'fast-check';
import type { Hash, TransactionReceipt } from 'viem';
import { describe, expect, it } from 'vitest';
import { CALLS_STATUS, callsStatusOf } from './callsStatus';

const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hash;
const receipt = (n: number, success: boolean) =>
  ({
    transactionHash: hash(n),
    status: success ? 'success' : 'reverted',
    blockHash: hash(1000 + n),
    blockNumber: BigInt(n + 1),
    gasUsed: 21_000n,
    logs: [{ address: '0x000000000000000000000000000000000000bEEF', data: '0x', topics: [hash(7)] }],
  }) as unknown as TransactionReceipt;

describe('callsStatusOf', () => {
  it('should shape a receipt as EIP-5792 does: hex quantities, status 0x1 or 0x0, logs reduced to three fields', () => {
    const { status, receipts } = callsStatusOf({
      batch: { atomic: true, transactionHashes: [hash(1)], unsentCalls: 0 },
      receipts: [receipt(1, true)],
    });
    expect(status).toBe(200);
    expect(receipts).toEqual([
      {
        logs: [{ address: '0x000000000000000000000000000000000000bEEF', data: '0x', topics: [hash(7)] }],
        status: '0x1',
        blockHash: hash(1001),
        blockNumber: '0x2',
        gasUsed: '0x5208',
        transactionHash: hash(1),
      },
    ]);
  });

  it('should say 500 when an atomic batch reverted and 100 while it is not mined', () => {
    const batch = { atomic: true, transactionHashes: [hash(1)], unsentCalls: 0 };
    expect(callsStatusOf({ batch, receipts: [receipt(1, false)] }).status).toBe(500);
    expect(callsStatusOf({ batch, receipts: [null] })).toEqual({ status: 100, receipts: [] });
    expect(callsStatusOf({ batch, receipts: [null], dropped: true }).status).toBe(400);
  });

  it('should say 200 only when every call of a sequential batch was sent and succeeded, 500 when none did, else 600', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 8 }), fc.nat(3), (outcomes, unsentCalls) => {
        const batch = { atomic: false, transactionHashes: outcomes.map((_, i) => hash(i)), unsentCalls };
        const { status, receipts } = callsStatusOf({ batch, receipts: outcomes.map((ok, i) => receipt(i, ok)) });
        const succeeded = outcomes.filter(Boolean).length;
        const expected =
          succeeded === outcomes.length && unsentCalls === 0
            ? CALLS_STATUS.confirmed
            : succeeded === 0
              ? CALLS_STATUS.reverted
              : CALLS_STATUS.partiallyReverted;
        expect(status).toBe(expected);
        expect(receipts).toHaveLength(outcomes.length);
      }),
    );
  });
});
