// Permit2's own `approve` in place of a signed permit (issue 36, ForcePermitTransactions semantics): inside an EIP-5792
// batch there is no signature to wait for, so the account grants the same allowances (token, spender, amount,
// expiration) by calling Permit2 itself, one call per token of the permit.
import { type Address, encodeFunctionData } from 'viem';
import { permit2Abi } from '../../contract/abis/permit2';
import { PERMIT2_ADDRESS, type PermitDetails } from '../../contract/permit2';
import type { ContractCall } from './collectFees';

export type Permit2ApproveCallsParameters = {
  /** A PermitSingle's details, or each of a PermitBatch's. */
  details: PermitDetails | readonly PermitDetails[];
  spender: Address;
};

/**
 * @example
 * const calls = permit2ApproveCalls(permitBatchFor(short.permits, positionManager, chainNow));
 */
export function permit2ApproveCalls({ details, spender }: Permit2ApproveCallsParameters): ContractCall[] {
  return [details].flat().map(({ token, amount, expiration }) => ({
    to: PERMIT2_ADDRESS,
    data: encodeFunctionData({ abi: permit2Abi, functionName: 'approve', args: [token, spender, amount, expiration] }),
  }));
}
