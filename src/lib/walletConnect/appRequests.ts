// What a connected app asks of the wallet over WalletConnect (issue 29; spec "app connection requests: sign,
// transaction"): a session request's method and params, read into one typed request, or refused with the error the app
// should hear. Params come from another party and are untrusted: nothing here throws, and an address, a chain or a
// number that does not read exactly is refused rather than guessed.
import { type Address, type Hex, type TypedDataDefinition, getAddress, isAddress, isHex, stringToHex } from 'viem';
import { readSendCallsRequest } from '../sendCallsRequest';
import { messageText } from './messageText';

// the message's text is its own module, so a screen that only shows a message does not load the request reading
export { isHiddenCharacter, messageText } from './messageText';

/** A request the person reviews and signs. */
export type ReviewedAppRequest =
  | { kind: 'personalSign'; chainId: number; account: Address; message: Hex; text?: string }
  | { kind: 'signTypedData'; chainId: number; account: Address; typedData: TypedDataDefinition }
  | { kind: 'sendTransaction'; chainId: number; account: Address; call: AppCall }
  /**
   * EIP-5792 wallet_sendCalls: the calls as one batch on `chainId` (the batch's own chain), under the app's id when it
   * chose one; with `atomicRequired` the calls run all or none.
   */
  | {
      kind: 'sendCalls';
      chainId: number;
      account: Address;
      calls: readonly AppCall[];
      batchId?: string;
      atomicRequired: boolean;
    };

/** A request answered without a prompt. */
export type AnsweredAppRequest =
  | { kind: 'switchChain'; chainId: number; target: number }
  | { kind: 'getCapabilities'; chainId: number; account: Address }
  /** EIP-5792 wallet_getCallsStatus of a batch the app sent (answered from the stored batches). */
  | { kind: 'getCallsStatus'; chainId: number; batchId: string };

export type AppRequest = ReviewedAppRequest | AnsweredAppRequest;

export type AppCall = { to: Address; data?: Hex; value?: bigint };

/** An error the app hears instead of a result (EIP-1193 and JSON-RPC codes). */
export type AppRequestError = { code: number; message: string };

export type AppRequestReading = { ok: true; request: AppRequest } | { ok: false; error: AppRequestError };

export const APP_REQUEST_ERRORS = {
  invalidParams: { code: -32602, message: 'Invalid params' },
  unsupportedMethod: { code: 4200, message: 'The wallet does not support this method' },
  unauthorized: { code: 4100, message: 'The account is not shared with this app' },
  unsupportedChain: { code: 4902, message: 'The session does not include this chain' },
  /** EIP-5792: no batch with this id among the app's (another app's batches are not its to see). */
  unknownBundleId: { code: 5730, message: 'Unknown batch id' },
  /** EIP-5792: atomicity required on a chain where the account cannot batch atomically. */
  atomicityNotSupported: { code: 5760, message: 'This account cannot batch calls atomically on this chain' },
  /** EIP-5792: the app's batch id was used before. */
  duplicateId: { code: 5720, message: 'A batch with this id was already sent' },
} as const;

/** The methods Sluice answers for an app (what the approval grants). */
export const APP_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_switchEthereumChain',
  'wallet_getCapabilities',
  'wallet_sendCalls',
  'wallet_getCallsStatus',
] as const;

export type AppRequestContext = {
  /** The chain the request names (`eip155:<id>`), already read. */
  chainId: number;
  /** What the session holds: its chains and accounts. */
  sessionChains: readonly number[];
  sessionAccounts: readonly Address[];
};

const refuse = (error: AppRequestError): AppRequestReading => ({ ok: false, error });
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The CAIP-2 chain of a session request (`eip155:31337`), or undefined when it is not an eip155 chain. */
export function requestChainId(caip: unknown): number | undefined {
  if (typeof caip !== 'string') return undefined;
  const match = /^eip155:(\d{1,15})$/.exec(caip);
  return match ? Number(match[1]) : undefined;
}

/** A shared account, in checksum case, or undefined when the app names an account it was not given. */
function sharedAccount(value: unknown, accounts: readonly Address[]): Address | undefined {
  if (typeof value !== 'string' || !isAddress(value, { strict: false })) return undefined;
  return accounts.find((account) => account.toLowerCase() === value.toLowerCase());
}

/** A quantity as JSON-RPC sends it (hex), or a decimal string some apps send; undefined when it is neither. */
function readQuantity(value: unknown): bigint | undefined {
  if (value === undefined || value === null) return 0n;
  if (typeof value !== 'string') return undefined;
  if (/^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value);
  if (/^\d{1,78}$/.test(value)) return BigInt(value);
  return undefined;
}

function readPersonalSign(params: unknown[], context: AppRequestContext): AppRequestReading {
  // personal_sign is [message, address]; a few apps send [address, message]: the account decides which is which
  const [first, second] = params;
  const account = sharedAccount(second, context.sessionAccounts) ?? sharedAccount(first, context.sessionAccounts);
  const raw = sharedAccount(second, context.sessionAccounts) ? first : second;
  if (!account) return refuse(APP_REQUEST_ERRORS.unauthorized);
  if (typeof raw !== 'string') return refuse(APP_REQUEST_ERRORS.invalidParams);
  // a message that is not hex is text the app sent as is: sign its UTF-8 bytes, as wallets do
  const message: Hex = isHex(raw) ? raw : stringToHex(raw);
  const text = messageText(message);
  return {
    ok: true,
    request: { kind: 'personalSign', chainId: context.chainId, account, message, ...(text !== undefined && { text }) },
  };
}

function readTypedData(params: unknown[], context: AppRequestContext): AppRequestReading {
  const [address, json] = params;
  const account = sharedAccount(address, context.sessionAccounts);
  if (!account) return refuse(APP_REQUEST_ERRORS.unauthorized);
  let parsed: unknown = json;
  if (typeof json === 'string') {
    try {
      parsed = JSON.parse(json);
    } catch {
      return refuse(APP_REQUEST_ERRORS.invalidParams);
    }
  }
  if (
    !isRecord(parsed) ||
    !isRecord(parsed.types) ||
    typeof parsed.primaryType !== 'string' ||
    !isRecord(parsed.message)
  )
    return refuse(APP_REQUEST_ERRORS.invalidParams);
  if (!(parsed.primaryType in parsed.types)) return refuse(APP_REQUEST_ERRORS.invalidParams);
  // viem derives EIP712Domain from the domain itself; the app's own copy of it is dropped
  const { EIP712Domain: _domainType, ...types } = parsed.types;
  const domain = isRecord(parsed.domain) ? parsed.domain : {};
  // a signature for another chain could be replayed there: the domain's chain must be the request's
  if (domain.chainId !== undefined && Number(domain.chainId) !== context.chainId)
    return refuse(APP_REQUEST_ERRORS.unsupportedChain);
  return {
    ok: true,
    request: {
      kind: 'signTypedData',
      chainId: context.chainId,
      account,
      typedData: { domain, types, primaryType: parsed.primaryType, message: parsed.message } as TypedDataDefinition,
    },
  };
}

function readSendTransaction(params: unknown[], context: AppRequestContext): AppRequestReading {
  const [transaction] = params;
  if (!isRecord(transaction)) return refuse(APP_REQUEST_ERRORS.invalidParams);
  const account = sharedAccount(transaction.from, context.sessionAccounts);
  if (!account) return refuse(APP_REQUEST_ERRORS.unauthorized);
  // a contract creation (no `to`) is not something Sluice reviews in words: refused
  if (typeof transaction.to !== 'string' || !isAddress(transaction.to, { strict: false }))
    return refuse(APP_REQUEST_ERRORS.invalidParams);
  const value = readQuantity(transaction.value);
  const data = transaction.data ?? transaction.input;
  if (value === undefined || (data !== undefined && (typeof data !== 'string' || !isHex(data))))
    return refuse(APP_REQUEST_ERRORS.invalidParams);
  if (transaction.chainId !== undefined && readQuantity(transaction.chainId) !== BigInt(context.chainId))
    return refuse(APP_REQUEST_ERRORS.unsupportedChain);
  const call: AppCall = {
    to: getAddress(transaction.to),
    ...(typeof data === 'string' && data !== '0x' && { data: data as Hex }),
    ...(value > 0n && { value }),
  };
  return { ok: true, request: { kind: 'sendTransaction', chainId: context.chainId, account, call } };
}

function readSendCalls(params: unknown, context: AppRequestContext): AppRequestReading {
  const reading = readSendCallsRequest(params);
  if (!reading.ok) return refuse(reading.error);
  const { request } = reading;
  // no `from`: the session's account (the only one Sluice shares)
  const account = request.from ? sharedAccount(request.from, context.sessionAccounts) : context.sessionAccounts[0];
  if (!account) return refuse(APP_REQUEST_ERRORS.unauthorized);
  // the batch names its chain: one the session holds
  if (!context.sessionChains.includes(request.chainId)) return refuse(APP_REQUEST_ERRORS.unsupportedChain);
  const calls = request.calls.map(
    (call): AppCall => ({
      to: getAddress(call.to),
      ...(call.data !== undefined && call.data !== '0x' && { data: call.data }),
      ...(call.value !== undefined && call.value > 0n && { value: call.value }),
    }),
  );
  return {
    ok: true,
    request: {
      kind: 'sendCalls',
      chainId: request.chainId,
      account,
      calls,
      ...(request.id !== undefined && { batchId: request.id }),
      atomicRequired: request.atomicRequired,
    },
  };
}

/**
 * Reads a session request. A chain the session does not hold, an account it was not given, or params that do not
 * read exactly are refused with the error the app hears.
 *
 * @example
 * readAppRequest('personal_sign', ['0x68656c6c6f', account], { chainId: 31337, sessionChains: [31337], sessionAccounts: [account] })
 */
export function readAppRequest(method: string, params: unknown, context: AppRequestContext): AppRequestReading {
  if (!(APP_METHODS as readonly string[]).includes(method)) return refuse(APP_REQUEST_ERRORS.unsupportedMethod);
  if (!context.sessionChains.includes(context.chainId)) return refuse(APP_REQUEST_ERRORS.unsupportedChain);
  const list = Array.isArray(params) ? (params as unknown[]) : [];
  switch (method) {
    case 'personal_sign':
      return readPersonalSign(list, context);
    case 'eth_signTypedData_v4':
      return readTypedData(list, context);
    case 'eth_sendTransaction':
      return readSendTransaction(list, context);
    case 'wallet_sendCalls':
      return readSendCalls(params, context);
    case 'wallet_getCallsStatus': {
      const [batchId] = list;
      if (typeof batchId !== 'string' || batchId.length === 0 || batchId.length > 256)
        return refuse(APP_REQUEST_ERRORS.invalidParams);
      return { ok: true, request: { kind: 'getCallsStatus', chainId: context.chainId, batchId } };
    }
    case 'wallet_switchEthereumChain': {
      const [target] = list;
      const chain = isRecord(target) ? readQuantity(target.chainId) : undefined;
      if (chain === undefined || chain === 0n) return refuse(APP_REQUEST_ERRORS.invalidParams);
      if (!context.sessionChains.includes(Number(chain))) return refuse(APP_REQUEST_ERRORS.unsupportedChain);
      return { ok: true, request: { kind: 'switchChain', chainId: context.chainId, target: Number(chain) } };
    }
    default: {
      // wallet_getCapabilities: [account, chainIds?]
      const account = sharedAccount(list[0], context.sessionAccounts);
      if (!account) return refuse(APP_REQUEST_ERRORS.unauthorized);
      return { ok: true, request: { kind: 'getCapabilities', chainId: context.chainId, account } };
    }
  }
}

/** A pending session request as the wallet kit holds it: its CAIP-2 chain, method, params and what the session holds. */
export type SessionRequestLike = {
  chain: string;
  method: string;
  params: unknown;
  sessionChains: readonly number[];
  sessionAccounts: readonly Address[];
};

/** Reads a pending session request (its CAIP-2 chain first): the request, or the error the app hears. */
export function readSessionRequest(pending: SessionRequestLike): AppRequestReading {
  const chainId = requestChainId(pending.chain);
  if (chainId === undefined) return refuse(APP_REQUEST_ERRORS.unsupportedChain);
  return readAppRequest(pending.method, pending.params, {
    chainId,
    sessionChains: pending.sessionChains,
    sessionAccounts: pending.sessionAccounts,
  });
}

/** Whether the person reviews the request before it is answered. */
export const isReviewed = (request: AppRequest): request is ReviewedAppRequest =>
  request.kind === 'personalSign' ||
  request.kind === 'signTypedData' ||
  request.kind === 'sendTransaction' ||
  request.kind === 'sendCalls';
