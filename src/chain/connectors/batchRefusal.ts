// Why the embedded wallet refused a batch, as an EIP-1193 error (issue 36): a batch whose calls would revert is
// refused at its estimate with code 3, the node's revert reason in the message and its revert data, and nothing sent.
import { BaseError, ExecutionRevertedError, type Hex, isHex } from 'viem';
import { BatchWouldFailError } from '../smartWallet/sendCallBatch';
import { PROVIDER_ERROR_CODES as CODES, providerError } from './providerError';

/**
 * The batch would revert (our estimate said so, or viem's estimate for a sequential call): an EIP-1193 error that
 * says so, with the node's revert data. Any other failure (declined, locked, the node away) passes on as it is.
 */
export function refusedBatch(error: unknown): unknown {
  const wouldRevert =
    error instanceof BatchWouldFailError ||
    (error instanceof BaseError && error.walk((cause) => cause instanceof ExecutionRevertedError) !== null);
  if (!wouldRevert) return error;
  const cause = error instanceof BatchWouldFailError ? error.cause : error;
  const reason = revertReason(cause);
  return providerError(
    CODES.executionReverted,
    `The batch is expected to fail${reason ? `: ${reason}` : ''}. Nothing was sent.`,
    {
      data: revertData(cause),
      cause,
    },
  );
}

/** The node's revert reason, as viem's ExecutionRevertedError says it ("Execution reverted with reason: ..."). */
function revertReason(error: unknown): string | undefined {
  const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ExecutionRevertedError) : null;
  const reason = reverted instanceof BaseError ? reverted.shortMessage.replace(/\.$/, '') : undefined;
  return reason?.slice(0, 200);
}

function revertData(error: unknown): Hex | undefined {
  for (
    let current: unknown = error;
    typeof current === 'object' && current !== null;
    current = (current as { cause?: unknown }).cause
  ) {
    const data = (current as { data?: unknown }).data;
    if (isHex(data)) return data;
  }
  return undefined;
}
