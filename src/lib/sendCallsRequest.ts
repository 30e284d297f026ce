// EIP-5792 wallet_sendCalls' one parameter (version 2.0.0), read field by field before anything is signed, into the
// request or the EIP-5792 error it is refused with. Pure, and shared by the two ways a batch reaches the wallet: the
// embedded provider (src/chain/smartWallet/parseSendCallsRequest.ts, issue 36) and a connected app's session request
// (src/lib/walletConnect/appRequests.ts, issue 29).
import { type Address, type Hex, hexToBigInt, isAddress, isHex } from 'viem';

/** EIP-5792 wallet_sendCalls versions this wallet speaks. */
export const SEND_CALLS_VERSION = '2.0.0';
/** At most this many calls in one batch (EIP-5792 5740 above it). */
export const MAX_BATCH_CALLS = 16;
/** The longest batch id an app may choose (EIP-5792 allows up to 4096 bytes; ours are stored). */
const MAX_BATCH_ID_LENGTH = 256;

/** The codes a request is refused with: JSON-RPC's invalid params and EIP-5792's own. */
export const SEND_CALLS_ERROR_CODES = {
  invalidParams: -32602,
  unsupportedNonOptionalCapability: 5700,
  batchTooLarge: 5740,
} as const;

/** One call of a batch. */
export type SendCallsCall = { to: Address; data?: Hex; value?: bigint };

export type SendCallsRequest = {
  version: string;
  id?: string;
  from?: Address;
  chainId: number;
  atomicRequired: boolean;
  calls: SendCallsCall[];
};

export type SendCallsReading =
  | { ok: true; request: SendCallsRequest }
  | { ok: false; error: { code: number; message: string } };

class Refusal {
  constructor(
    readonly code: number,
    readonly message: string,
  ) {}
}

const invalid = (message: string) => new Refusal(SEND_CALLS_ERROR_CODES.invalidParams, message);
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** Refuses a capability the app requires that this wallet does not offer (EIP-5792: only `optional` ones may pass). */
function assertOnlyOptionalCapabilities(capabilities: unknown) {
  if (capabilities === undefined) return;
  if (!isRecord(capabilities)) throw invalid('capabilities must be an object');
  for (const [name, value] of Object.entries(capabilities))
    if (!(isRecord(value) && value.optional === true))
      throw new Refusal(
        SEND_CALLS_ERROR_CODES.unsupportedNonOptionalCapability,
        `Unsupported capability: ${name.slice(0, 64)}`,
      );
}

function parseQuantity(value: unknown, field: string): bigint | undefined {
  if (value === undefined) return undefined;
  if (!isHex(value) || value.length > 66) throw invalid(`${field} must be a hex quantity`);
  return hexToBigInt(value);
}

function parse(params: unknown): SendCallsRequest {
  const request: unknown = Array.isArray(params) ? params[0] : undefined;
  if (!isRecord(request)) throw invalid('wallet_sendCalls takes one request object');
  if (request.version !== SEND_CALLS_VERSION)
    throw invalid(`Unsupported wallet_sendCalls version (use ${SEND_CALLS_VERSION})`);
  if (typeof request.atomicRequired !== 'boolean') throw invalid('atomicRequired must be true or false');
  if (!isHex(request.chainId) || request.chainId.length > 18) throw invalid('chainId must be a hex number');
  if (request.from !== undefined && !(typeof request.from === 'string' && isAddress(request.from, { strict: false })))
    throw invalid('from must be an address');
  if (
    request.id !== undefined &&
    (typeof request.id !== 'string' || request.id.length === 0 || request.id.length > MAX_BATCH_ID_LENGTH)
  )
    throw invalid(`id must be a string of at most ${MAX_BATCH_ID_LENGTH} characters`);
  if (!Array.isArray(request.calls) || request.calls.length === 0) throw invalid('calls must be a non-empty array');
  if (request.calls.length > MAX_BATCH_CALLS)
    throw new Refusal(SEND_CALLS_ERROR_CODES.batchTooLarge, `A batch holds at most ${MAX_BATCH_CALLS} calls`);
  assertOnlyOptionalCapabilities(request.capabilities);
  const calls = request.calls.map((call: unknown, index): SendCallsCall => {
    if (!isRecord(call)) throw invalid(`calls[${index}] must be an object`);
    assertOnlyOptionalCapabilities(call.capabilities);
    // a contract creation has no `to`: ERC-7821 `execute` only calls
    if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false }))
      throw invalid(`calls[${index}].to must be an address`);
    if (call.data !== undefined && !isHex(call.data)) throw invalid(`calls[${index}].data must be hex`);
    return {
      to: call.to,
      data: call.data as Hex | undefined,
      value: parseQuantity(call.value, `calls[${index}].value`),
    };
  });
  return {
    version: request.version,
    id: request.id as string | undefined,
    from: request.from as Address | undefined,
    chainId: Number(hexToBigInt(request.chainId)),
    atomicRequired: request.atomicRequired,
    calls,
  };
}

/**
 * wallet_sendCalls' one parameter, checked field by field (EIP-5792 v2): the request, or the error the caller hears.
 *
 * @example
 * readSendCallsRequest([{ version: '2.0.0', chainId: '0x7a69', atomicRequired: true, calls: [{ to }] }]);
 */
export function readSendCallsRequest(params: unknown): SendCallsReading {
  try {
    return { ok: true, request: parse(params) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: { code: error.code, message: error.message } };
    throw error;
  }
}
