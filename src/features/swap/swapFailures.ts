// spec §8 "Swap": the swap machine's failure kinds and the catalogue message each one shows (one table both ways).
import type { SwapFailure } from '../../../machines/swap.machine';
import { ERROR_MESSAGES, type ErrorMessageId } from '../../lib/errorMessages';

export const SWAP_FAILURE_MESSAGES = {
  rejected: 'transactionRejected',
  approvalFailed: 'approvalFailed',
  expectedToFail: 'swapExpectedToFail',
  deadlinePassed: 'deadlinePassed',
  slippageTooLow: 'slippageTooLow',
  confirmationTimedOut: 'confirmationTimedOut',
  signatureExpired: 'signatureExpired',
  insufficientFunds: 'insufficientFundsForGas',
  connectionFailed: 'connectionFailed',
  rateLimited: 'rateLimited',
  unknown: 'unknownError',
} as const satisfies Record<SwapFailure, ErrorMessageId>;

/** The failure kind of a classified message, or undefined when the swap has none for it (the step's own applies). */
export function swapFailureFor(message: ErrorMessageId): SwapFailure | undefined {
  const entry = Object.entries(SWAP_FAILURE_MESSAGES).find(([, id]) => id === message);
  return entry?.[0] as SwapFailure | undefined;
}

/** The i18n key of a failure's words. */
export const swapFailureText = (failure: SwapFailure | undefined) =>
  ERROR_MESSAGES[SWAP_FAILURE_MESSAGES[failure ?? 'unknown']];
