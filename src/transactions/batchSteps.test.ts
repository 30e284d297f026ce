import { describe, expect, it } from 'vitest';
import type { Hex } from 'viem';
import { batchedSteps, isBatchedPlan } from './batchSteps';
import type { Step } from './steps';

const USDC = '0x0000000000000000000000000000000000000001' as const;
const ROUTER = '0x0000000000000000000000000000000000000002' as const;
const PERMIT2 = '0x000000000022D473030F116dDEE9F6B43aC78BA3' as const;
const DELEGATE = '0x0000000000000000000000000000000000000d31' as const;
const token = { token: USDC, symbol: 'USDC', decimals: 6, amount: '1000000' };
const approval: Step = { type: 'approval', token, spender: PERMIT2, amount: 1n, call: { to: USDC, data: '0xaa' } };
const permitApprove = { to: PERMIT2, data: '0xbb' as Hex };
const permit: Step = {
  type: 'signature',
  typedData: { domain: {}, types: {}, primaryType: 'Permit', message: {} } as never,
  asCalls: [permitApprove],
};
const signedOnly = (step: Step) =>
  step.type === 'transaction'
    ? ([signature]: readonly Hex[]) => (signature ? { to: ROUTER, data: signature } : undefined)
    : undefined;
const swap: Step = {
  type: 'transaction',
  activity: { type: 'swap', input: token },
  call: ([signature]) => ({ to: ROUTER, data: signature ?? '0xcc' }),
};

describe('batchedSteps', () => {
  it('should make approval, permit and swap one batch: the permit as its call, the swap unsigned, one activity', () => {
    const [batch, ...rest] = batchedSteps([approval, permit, swap], { status: 'supported', delegate: DELEGATE });
    expect(rest).toEqual([]);
    expect(batch).toEqual({
      type: 'batch',
      steps: [approval, permit, swap],
      calls: [{ to: USDC, data: '0xaa' }, permitApprove, { to: ROUTER, data: '0xcc' }],
      activity: { type: 'swap', input: token },
    });
  });

  it('should name the delegate to upgrade to when the account is not yet delegated (ready)', () => {
    const [batch] = batchedSteps([approval, swap], { status: 'ready', delegate: DELEGATE });
    expect(batch).toMatchObject({ type: 'batch', upgradeTo: DELEGATE });
    expect(isBatchedPlan([batch!])).toBe(true);
  });

  it("should use a transaction's batchCall over its unsigned call", () => {
    const swapAfterPermit: Step = { ...swap, call: signedOnly(swap)!, batchCall: { to: ROUTER, data: '0xdd' } };
    const [batch] = batchedSteps([permit, swapAfterPermit], { status: 'supported' });
    expect(batch?.type === 'batch' && batch.calls.at(-1)).toEqual({ to: ROUTER, data: '0xdd' });
  });

  it.each<[string, readonly Step[], Parameters<typeof batchedSteps>[1]]>([
    ['the wallet does not batch on the chain', [approval, swap], { status: 'unsupported', delegate: DELEGATE }],
    ['an upgrade is needed and the chain has no delegate', [approval, swap], { status: 'ready' }],
    ['one call: nothing to save', [swap], { status: 'supported' }],
    [
      'a signature with no call in its place (an order)',
      [{ ...permit, asCalls: undefined } as Step, swap],
      { status: 'supported' },
    ],
    ['a message to sign', [{ type: 'message', message: '0x01' }, swap], { status: 'supported' }],
    [
      'a transaction that cannot be built unsigned',
      [approval, { ...swap, call: signedOnly(swap)! }],
      { status: 'supported' },
    ],
    ['approvals alone (no transaction to record)', [approval, approval], { status: 'supported' }],
    [
      'a speed-up',
      [
        approval,
        {
          ...swap,
          replaces: { hash: '0x01', kind: 'speedUp', nonce: 1, maxFeePerGas: 2n, maxPriorityFeePerGas: 1n },
        } as Step,
      ],
      { status: 'supported' },
    ],
  ])('should keep the steps as they are when %s', (_, steps, support) => {
    expect(batchedSteps(steps, support)).toBe(steps);
    expect(isBatchedPlan(batchedSteps(steps, support))).toBe(false);
  });
});
