// EIP-5792 wallet_sendCalls' one parameter (version 2.0.0), checked field by field before anything is signed, for the
// embedded provider's batches (issue 36; src/chain/connectors/embeddedCalls.ts): the shared reading
// (src/lib/sendCallsRequest.ts), refused with an EIP-1193 error.
import { readSendCallsRequest, type SendCallsRequest } from '../../lib/sendCallsRequest';
import { providerError } from '../connectors/providerError';

export { MAX_BATCH_CALLS, SEND_CALLS_VERSION, type SendCallsRequest } from '../../lib/sendCallsRequest';

/** wallet_sendCalls' one parameter, checked field by field (EIP-5792 v2); throws the provider error it is refused with. */
export function parseSendCallsRequest(params: unknown): SendCallsRequest {
  const reading = readSendCallsRequest(params);
  if (!reading.ok) throw providerError(reading.error.code, reading.error.message);
  return reading.request;
}
