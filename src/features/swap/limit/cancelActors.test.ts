import { type Hex, decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { PERMIT2_ADDRESS } from '../../../../contract/permit2.ts';
import { permit2NonceAbi } from '../../../../contract/abis/uniswapx.ts';
import type { LimitOrderRow } from '../../../data/ordersApi.ts';
import { cancelOrderSteps, filledFirstIn } from './cancelActors.ts';

/** What each step's call asks Permit2: the nonce word and the mask of the nonces it spends. */
const invalidations = (nonces: bigint[]) =>
  cancelOrderSteps(nonces.map((nonce) => ({ nonce }))).map((step) => {
    const call = step.call([])!;
    expect(call.to).toBe(PERMIT2_ADDRESS);
    const { functionName, args } = decodeFunctionData({ abi: permit2NonceAbi, data: call.data! });
    return { functionName, args };
  });

describe('cancelOrderSteps', () => {
  it('should send one transaction when the orders share a Permit2 nonce word', () => {
    expect(invalidations([256n, 257n])).toEqual([{ functionName: 'invalidateUnorderedNonces', args: [1n, 0b11n] }]);
  });

  it('should send one transaction per word when the orders span two words', () => {
    expect(invalidations([5n, 600n])).toEqual([
      { functionName: 'invalidateUnorderedNonces', args: [0n, 1n << 5n] },
      { functionName: 'invalidateUnorderedNonces', args: [2n, 1n << 88n] },
    ]);
  });

  it('should need no signature before each transaction', () => {
    const [step] = cancelOrderSteps([{ nonce: 1n }]);
    expect(step?.type).toBe('transaction');
    expect(step?.call([])).toBeDefined();
  });
});

describe('filledFirstIn', () => {
  const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}` as Hex;
  const row = (n: number, status: LimitOrderRow['status']) => ({ orderHash: hash(n), status }) as LimitOrderRow;

  it('should name the cancelled orders the service lists as filled, and no other order', () => {
    const listed = [row(1, 'filled'), row(2, 'cancelled'), row(3, 'filled')];
    expect(filledFirstIn(listed, [hash(1), hash(2)])).toEqual([hash(1)]);
  });
});
