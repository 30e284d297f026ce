// spec §8: one classifier turns what viem throws into a message of the error catalogue. It walks the error's causes
// (viem wraps an RPC or wallet error in the action's error) to the first error it knows, by type, never by wording.
import {
  type Abi,
  BaseError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  HttpRequestError,
  InsufficientFundsError,
  LimitExceededRpcError,
  TimeoutError,
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  decodeErrorResult,
} from 'viem';
import type { ErrorMessageId } from '../lib/errorMessages.ts';

/** spec §8 "Swap": the UniversalRouter's custom errors as catalogue messages. */
export const UNIVERSAL_ROUTER_REVERTS = {
  TransactionDeadlinePassed: 'deadlinePassed',
  V2TooLittleReceived: 'slippageTooLow',
  V2TooMuchRequested: 'slippageTooLow',
  V3TooLittleReceived: 'slippageTooLow',
  V3TooMuchRequested: 'slippageTooLow',
  V4TooLittleReceived: 'slippageTooLow',
  V4TooMuchRequested: 'slippageTooLow',
  InsufficientToken: 'slippageTooLow',
  InsufficientETH: 'slippageTooLow',
} as const satisfies Record<string, ErrorMessageId>;

export type ClassifyErrorParameters = {
  /** Catalogue messages of a contract's custom errors, by decoded error name (the UniversalRouter's for a swap). */
  reverts?: Readonly<Record<string, ErrorMessageId>>;
  /** A revert the table does not name ("Your swap is expected to fail." for a swap). */
  revertFallback?: ErrorMessageId;
  /** Nothing in the error is known. */
  fallback?: ErrorMessageId;
  /** The contract's ABI, to decode the revert a router wraps (the UniversalRouter's `ExecutionFailed`). */
  abi?: Abi;
};

export type ClassifyErrorReturnType = {
  message: ErrorMessageId;
  /** The custom error a contract reverted with, when one was decoded. */
  errorName?: string;
};

/** The error types the classifier knows, first match along the cause chain wins. */
const KNOWN_ERRORS = [
  UserRejectedRequestError,
  WaitForTransactionReceiptTimeoutError,
  InsufficientFundsError,
  ContractFunctionRevertedError,
  ExecutionRevertedError,
  LimitExceededRpcError,
  HttpRequestError,
  TimeoutError,
] as const;

const isKnown = (error: unknown) => KNOWN_ERRORS.some((type) => error instanceof type);

/** The first known error along `error`'s causes (viem's `BaseError.walk`; a plain `Error` may wrap a viem one). */
function findKnownError(error: unknown): unknown {
  for (let current: unknown = error; typeof current === 'object' && current !== null; ) {
    if (current instanceof BaseError) return current.walk(isKnown) ?? undefined;
    if (isKnown(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** An EIP-1193 provider's own rejection that did not pass through viem (code 4001). */
const isRawRejection = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  !(error instanceof BaseError) &&
  (error as { code?: unknown }).code === UserRejectedRequestError.code;

/**
 * The UniversalRouter reverts a failed command as `ExecutionFailed(commandIndex, message)`, `message` being the
 * command's own revert (Permit2's "TRANSFER_FROM_FAILED", a pool's slippage error): that revert, decoded.
 */
function commandRevert(data: ContractFunctionRevertedError['data'], abi: Abi | undefined) {
  const message = data?.errorName === 'ExecutionFailed' ? data.args?.[1] : undefined;
  if (typeof message !== 'string' || !message.startsWith('0x') || message.length < 10) return undefined;
  try {
    return decodeErrorResult({ abi: abi ?? [], data: message as `0x${string}` });
  } catch {
    return undefined;
  }
}

/**
 * The catalogue message (spec §8) for a failed chain or wallet call.
 *
 * @example
 * const { message } = classifyError(error, { reverts: UNIVERSAL_ROUTER_REVERTS, revertFallback: 'swapExpectedToFail' });
 * t(ERROR_MESSAGES[message]);
 */
export function classifyError(error: unknown, parameters: ClassifyErrorParameters = {}): ClassifyErrorReturnType {
  const { reverts = {}, revertFallback = 'somethingWentWrong', fallback = 'somethingWentWrong' } = parameters;
  const known = findKnownError(error);
  if (known instanceof UserRejectedRequestError || isRawRejection(error)) return { message: 'transactionRejected' };
  if (known instanceof WaitForTransactionReceiptTimeoutError) return { message: 'confirmationTimedOut' };
  if (known instanceof InsufficientFundsError) return { message: 'insufficientFundsForGas' };
  if (known instanceof ContractFunctionRevertedError) {
    // a router's failed command is named by its own revert; a `require` by its message ("STF", "TRANSFER_FROM_FAILED");
    // a panic (an overflow, an assert) has no name a person could act on
    const revert = commandRevert(known.data, parameters.abi) ?? known.data;
    const required = revert?.errorName === 'Error' ? revert.args?.[0] : undefined;
    const errorName =
      revert?.errorName === 'Error'
        ? typeof required === 'string' && required !== ''
          ? required
          : undefined
        : revert?.errorName === 'Panic'
          ? undefined
          : revert?.errorName;
    const message = (errorName !== undefined ? reverts[errorName] : undefined) ?? revertFallback;
    return errorName !== undefined ? { message, errorName } : { message };
  }
  if (known instanceof ExecutionRevertedError) return { message: revertFallback };
  if (known instanceof LimitExceededRpcError || (known instanceof HttpRequestError && known.status === 429))
    return { message: 'rateLimited' };
  if (known instanceof HttpRequestError || known instanceof TimeoutError) return { message: 'connectionFailed' };
  return { message: fallback };
}
