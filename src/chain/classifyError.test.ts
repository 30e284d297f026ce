import fc from 'fast-check';
import {
  BaseError,
  ContractFunctionExecutionError,
  ContractFunctionRevertedError,
  EstimateGasExecutionError,
  ExecutionRevertedError,
  HttpRequestError,
  InsufficientFundsError,
  LimitExceededRpcError,
  TimeoutError,
  TransactionExecutionError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  encodeErrorResult,
  parseAbi,
} from 'viem';
import { describe, expect, it } from 'vitest';
import type { ErrorMessageId } from '../lib/errorMessages.ts';
import { universalRouterAbi } from '../../contract/abis/v4.ts';
import { classifyError, UNIVERSAL_ROUTER_REVERTS } from './classifyError.ts';

const URL = 'http://127.0.0.1:8545';
const solidityErrorAbi = parseAbi(['error Error(string message)']);
const HASH = `0x${'ab'.repeat(32)}` as const;

const routerRevert = (errorName: 'TransactionDeadlinePassed' | 'V3TooLittleReceived' | 'InsufficientToken') =>
  new ContractFunctionRevertedError({
    abi: universalRouterAbi,
    functionName: 'execute',
    data: encodeErrorResult({ abi: universalRouterAbi, errorName }),
  });

/** Each viem error the classifier knows, built as viem builds it, with the catalogue message it must give. */
const CASES: { name: string; error: () => Error; message: ErrorMessageId }[] = [
  {
    name: 'wallet rejection',
    error: () => new UserRejectedRequestError(new Error('denied')),
    message: 'transactionRejected',
  },
  {
    name: 'receipt timeout',
    error: () => new WaitForTransactionReceiptTimeoutError({ hash: HASH }),
    message: 'confirmationTimedOut',
  },
  { name: 'insufficient funds', error: () => new InsufficientFundsError(), message: 'insufficientFundsForGas' },
  { name: 'deadline revert', error: () => routerRevert('TransactionDeadlinePassed'), message: 'deadlinePassed' },
  { name: 'slippage revert', error: () => routerRevert('V3TooLittleReceived'), message: 'slippageTooLow' },
  { name: 'token revert', error: () => routerRevert('InsufficientToken'), message: 'slippageTooLow' },
  {
    name: 'undecodable revert',
    error: () =>
      new ContractFunctionRevertedError({ abi: universalRouterAbi, functionName: 'execute', data: '0x12345678' }),
    message: 'swapExpectedToFail',
  },
  { name: 'raw revert', error: () => new ExecutionRevertedError(), message: 'swapExpectedToFail' },
  { name: 'rate limit', error: () => new LimitExceededRpcError(new Error('slow down')), message: 'rateLimited' },
  { name: 'HTTP 429', error: () => new HttpRequestError({ url: URL, status: 429 }), message: 'rateLimited' },
  { name: 'HTTP failure', error: () => new HttpRequestError({ url: URL, status: 502 }), message: 'connectionFailed' },
  { name: 'request timeout', error: () => new TimeoutError({ url: URL, body: {} }), message: 'connectionFailed' },
];

/** How viem and callers wrap a cause: an action's error around it, or a plain Error. */
const WRAPPERS: ((cause: Error) => Error)[] = [
  (cause) => new BaseError('wrapped', { cause }),
  (cause) => new Error('plain', { cause }),
  (cause) => new TransactionExecutionError(cause as BaseError, { account: undefined, chain: undefined } as never),
  (cause) => new EstimateGasExecutionError(cause as BaseError, { account: undefined } as never),
  (cause) =>
    new ContractFunctionExecutionError(cause as BaseError, {
      abi: universalRouterAbi,
      functionName: 'execute',
      args: ['0x', [], 0n],
    }),
];

const classifySwap = (error: unknown) =>
  classifyError(error, {
    reverts: UNIVERSAL_ROUTER_REVERTS,
    revertFallback: 'swapExpectedToFail',
    fallback: 'unknownError',
  }).message;

describe('classifyError (spec §8)', () => {
  it.each(CASES)('should give the catalogue message when viem throws a $name', ({ error, message }) => {
    expect(classifySwap(error())).toBe(message);
  });

  it('should find the known error however deep viem and its callers nest it', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CASES),
        fc.array(fc.integer({ min: 0, max: WRAPPERS.length - 1 }), { maxLength: 6 }),
        (known, wrapping) => {
          const error = wrapping.reduce((cause, w) => WRAPPERS[w]!(cause), known.error());
          expect(classifySwap(error)).toBe(known.message);
        },
      ),
    );
  });

  it('should name the decoded custom error when a contract reverts', () => {
    expect(classifyError(routerRevert('V3TooLittleReceived'), { reverts: UNIVERSAL_ROUTER_REVERTS })).toEqual({
      message: 'slippageTooLow',
      errorName: 'V3TooLittleReceived',
    });
  });

  it('should name a router command’s own revert, which the UniversalRouter wraps in ExecutionFailed', () => {
    const failedCommand = (message: `0x${string}`) =>
      new ContractFunctionRevertedError({
        abi: universalRouterAbi,
        functionName: 'execute',
        data: encodeErrorResult({ abi: universalRouterAbi, errorName: 'ExecutionFailed', args: [0n, message] }),
      });
    const options = {
      reverts: UNIVERSAL_ROUTER_REVERTS,
      abi: universalRouterAbi,
      revertFallback: 'swapExpectedToFail',
    } as const;
    // Permit2's transfer of tokens the wallet no longer holds: a `require` message
    const transferFailed = encodeErrorResult({
      abi: solidityErrorAbi,
      errorName: 'Error',
      args: ['TRANSFER_FROM_FAILED'],
    });
    expect(classifyError(failedCommand(transferFailed), options)).toEqual({
      message: 'swapExpectedToFail',
      errorName: 'TRANSFER_FROM_FAILED',
    });
    // the same message reverted by the contract called itself
    const required = new ContractFunctionRevertedError({
      abi: universalRouterAbi,
      functionName: 'execute',
      data: transferFailed,
    });
    expect(classifyError(required, options)).toEqual({
      message: 'swapExpectedToFail',
      errorName: 'TRANSFER_FROM_FAILED',
    });
    // a pool's slippage error inside the command keeps its catalogue words
    const tooLittle = encodeErrorResult({ abi: universalRouterAbi, errorName: 'V3TooLittleReceived' });
    expect(classifyError(failedCommand(tooLittle), options)).toEqual({
      message: 'slippageTooLow',
      errorName: 'V3TooLittleReceived',
    });
    // an empty or undecodable message leaves the router's own name
    expect(classifyError(failedCommand('0x'), options)).toEqual({
      message: 'swapExpectedToFail',
      errorName: 'ExecutionFailed',
    });
  });

  it("should say the fallback when nothing in the error is known, and a wallet's raw 4001 is a rejection", () => {
    expect(classifySwap(new Error('boom', { cause: new BaseError('deeper') }))).toBe('unknownError');
    expect(classifyError('a string')).toEqual({ message: 'somethingWentWrong' });
    expect(classifySwap({ code: 4001, message: 'User rejected the request.' })).toBe('transactionRejected');
  });
});
