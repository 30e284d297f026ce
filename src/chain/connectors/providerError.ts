// Errors an EIP-1193 provider answers with: a message a person can read and a code a dapp can act on.
// EIP-1193: 4001 rejected, 4100 unauthorized (locked or not this account), 4200 unsupported method, 4900/4901
// disconnected, 4902 unknown chain (EIP-3085). EIP-5792 adds 5700-5760. JSON-RPC: -32602 invalid params, 3 reverted.
export const PROVIDER_ERROR_CODES = {
  unauthorized: 4100,
  unsupportedMethod: 4200,
  chainDisconnected: 4901,
  unrecognizedChain: 4902,
  invalidParams: -32602,
  /** The call would revert (as nodes answer eth_estimateGas / eth_call). */
  executionReverted: 3,
  /** EIP-5792: a capability the request requires (not marked optional) is not supported. */
  unsupportedNonOptionalCapability: 5700,
  /** EIP-5792: the wallet does not send calls on this chain. */
  unsupportedChainId: 5710,
  /** EIP-5792: a batch with this id was already sent from this account. */
  duplicateId: 5720,
  /** EIP-5792: no batch with this id. */
  unknownBundleId: 5730,
  /** EIP-5792: more calls than the wallet sends in one batch. */
  batchTooLarge: 5740,
  /** EIP-5792: atomicity was required and the account cannot execute atomically on this chain. */
  atomicityNotSupported: 5760,
} as const;

export type ProviderErrorCode = (typeof PROVIDER_ERROR_CODES)[keyof typeof PROVIDER_ERROR_CODES];

export type ProviderError = Error & { code: number; data?: unknown };

/** An error as EIP-1193 shapes it; `cause` keeps viem's error for the error catalogue (src/chain/classifyError.ts). */
export const providerError = (code: number, message: string, options: { data?: unknown; cause?: unknown } = {}) =>
  Object.assign(new Error(message, options.cause === undefined ? undefined : { cause: options.cause }), {
    code,
    ...(options.data === undefined ? {} : { data: options.data }),
  }) as ProviderError;
