import { decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import { erc20Abi } from '../../../contract/abis/erc20';
import { PERMIT2_ADDRESS } from '../../../contract/permit2';
import { USDC } from '../../chain/testing/addresses';
import { revokeStep } from './revokeApproval';

describe('revokeStep', () => {
  it("should set the token's allowance to Permit2 to 0, named as a revoke of the token", () => {
    const step = revokeStep({ address: USDC, symbol: 'USDC', decimals: 6 });
    expect(step.call.to).toBe(USDC);
    expect(decodeFunctionData({ abi: erc20Abi, data: step.call.data! }).args).toEqual([PERMIT2_ADDRESS, 0n]);
    expect(step).toMatchObject({ spender: PERMIT2_ADDRESS, amount: 0n, token: { symbol: 'USDC', amount: '0' } });
  });
});
