import { encodeErrorResult } from 'viem';
import { describe, expect, it } from 'vitest';
import { universalRouterAbi } from '../../chain/abis/v4';
import { failureOf } from './swapActors';

const revert = (errorName: 'TransactionDeadlinePassed' | 'V3TooLittleReceived' | 'InsufficientToken') =>
  Object.assign(new Error('Execution reverted'), {
    cause: { data: encodeErrorResult({ abi: universalRouterAbi, errorName }) },
  });

describe('swap failures (spec §8)', () => {
  it('should say "rejected" when the wallet answers 4001, however deep the cause', () => {
    expect(failureOf({ code: 4001 }, 'unknown')).toEqual({ failure: 'rejected' });
    expect(failureOf(Object.assign(new Error('x'), { cause: { cause: { code: 4001 } } }), 'unknown')).toEqual({
      failure: 'rejected',
    });
    expect(failureOf(new Error('User rejected the request.'), 'unknown')).toEqual({ failure: 'rejected' });
  });

  it('should name the router revert when the simulation reverts with its custom error', () => {
    expect(failureOf(revert('TransactionDeadlinePassed'), 'expectedToFail')).toEqual({ failure: 'deadlinePassed' });
    expect(failureOf(revert('V3TooLittleReceived'), 'expectedToFail')).toEqual({ failure: 'slippageTooLow' });
    expect(failureOf(revert('InsufficientToken'), 'expectedToFail')).toEqual({ failure: 'slippageTooLow' });
  });

  it("should fall back to the step's own failure when nothing more is known", () => {
    expect(failureOf(new Error('boom'), 'approvalFailed')).toEqual({ failure: 'approvalFailed' });
    expect(failureOf({ failure: 'confirmationTimedOut' }, 'unknown')).toEqual({ failure: 'confirmationTimedOut' });
  });
});
