import {
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  InsufficientFundsError,
  TransactionExecutionError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  encodeErrorResult,
} from 'viem';
import { describe, expect, it, vi } from 'vitest';
import { universalRouterAbi } from '../../../contract/abis/v4';
import { failureOf } from './swapActors';

const revert = (errorName: 'TransactionDeadlinePassed' | 'V3TooLittleReceived' | 'InsufficientToken') =>
  new ContractFunctionExecutionError(
    new ContractFunctionRevertedError({
      abi: universalRouterAbi,
      functionName: 'execute',
      data: encodeErrorResult({ abi: universalRouterAbi, errorName }),
    }),
    { abi: universalRouterAbi, functionName: 'execute', args: ['0x', [], 0n] },
  );

vi.spyOn(console, 'warn').mockImplementation(() => {});

describe('swap failures (spec §8)', () => {
  it('should say "rejected" when the wallet declines, however viem wraps it', () => {
    const declined = new UserRejectedRequestError(new Error('User rejected the request.'));
    expect(failureOf(declined, 'unknown')).toEqual({ failure: 'rejected' });
    expect(
      failureOf(new TransactionExecutionError(declined, { account: undefined, chain: undefined } as never), 'unknown'),
    ).toEqual({ failure: 'rejected' });
  });

  it('should name the router revert when the simulation reverts with its custom error', () => {
    expect(failureOf(revert('TransactionDeadlinePassed'), 'expectedToFail')).toEqual({ failure: 'deadlinePassed' });
    expect(failureOf(revert('V3TooLittleReceived'), 'expectedToFail')).toEqual({ failure: 'slippageTooLow' });
    expect(failureOf(revert('InsufficientToken'), 'expectedToFail')).toEqual({ failure: 'slippageTooLow' });
  });

  it('should say the network cost cannot be paid, or the confirmation timed out, when viem says so', () => {
    expect(failureOf(new InsufficientFundsError(), 'expectedToFail')).toEqual({ failure: 'insufficientFunds' });
    expect(failureOf(new WaitForTransactionReceiptTimeoutError({ hash: '0x01' }), 'unknown')).toEqual({
      failure: 'confirmationTimedOut',
    });
  });

  it("should fall back to the step's own failure when nothing more is known", () => {
    expect(failureOf(new Error('boom'), 'approvalFailed')).toEqual({ failure: 'approvalFailed' });
    expect(failureOf({ failure: 'confirmationTimedOut' }, 'unknown')).toEqual({ failure: 'confirmationTimedOut' });
  });
});
