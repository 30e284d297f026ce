// What the extension's parts say to each other (issue 30). The in-page provider and the content-script bridge talk
// through window.postMessage; the bridge and the popup talk to the service worker through chrome.runtime. The service
// worker owns the vault, the lock and every signature; a page only ever hears results and EIP-1193 errors.
import type { Address, Hex } from 'viem';
import type { UnlockAttempts } from '../src/account/embedded/embeddedWallet.ts';
import type { PasskeyMode } from '../contract/extensionPasskey.ts';
import type { PasskeyHandoffMessage } from './background/passkeyHandoff.ts';

/** Tags the window messages of our two page scripts, so neither mistakes the page's own messages for ours. */
export const PAGE_TO_BRIDGE = 'sluice:page-to-bridge';
export const BRIDGE_TO_PAGE = 'sluice:bridge-to-page';
/** The long-lived port a bridge opens so the service worker can tell its page about events. */
export const EVENTS_PORT = 'sluice:events';

/** EIP-1193 / EIP-1474 provider errors the wallet answers with. */
export const PROVIDER_ERRORS = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account and/or method has not been authorized by the user.' },
  unsupportedMethod: { code: 4200, message: 'The Provider does not support the requested method.' },
  unrecognizedChain: { code: 4902, message: 'Unrecognized chain ID.' },
  invalidParams: { code: -32602, message: 'Invalid method parameters.' },
  internal: { code: -32603, message: 'Internal error.' },
} as const;

export type ProviderError = { code: number; message: string };
export type RpcRequest = { method: string; params?: unknown };
export type RpcAnswer = { result: unknown } | { error: ProviderError };

/** Page to bridge, and bridge to page. */
export type PageRequestMessage = { target: typeof PAGE_TO_BRIDGE; id: number; request: RpcRequest };
export type PageAnswerMessage = { target: typeof BRIDGE_TO_PAGE; id: number; answer: RpcAnswer };
export type PageEventMessage = { target: typeof BRIDGE_TO_PAGE; event: ProviderEvent };

export type ProviderEvent =
  | { name: 'accountsChanged'; data: Address[] }
  | { name: 'chainChanged'; data: Hex }
  | { name: 'connect'; data: { chainId: Hex } }
  | { name: 'disconnect'; data: ProviderError };

/** What a dapp asked that needs the person: it waits in the service worker until the approval popup answers. */
export type Approval =
  | { id: string; kind: 'connect'; origin: string }
  | {
      // a signature, a transaction or a batch of calls: the popup reads it as the app's connected-app requests are
      // read and reviews it with the signing pipeline (the message, typed data decoded, simulation, network cost); its
      // answer is what the dapp hears
      id: string;
      kind: 'review';
      origin: string;
      address: Address;
      chainId: number;
      method: ReviewedMethod;
      params: unknown;
    };

/** The requests the popup reviews with the signing pipeline (a connection is approved or rejected alone). */
export type ReviewedMethod = 'personal_sign' | 'eth_signTypedData_v4' | 'eth_sendTransaction' | 'wallet_sendCalls';

/** The person's answer: rejected (the dapp hears 4001), or approved with the result or error the review came to. */
export type PersonAnswer = { approved: false } | { approved: true; result?: unknown; error?: ProviderError };

/** A signature the popup's review asks of the service worker, for the approval it is reviewing. */
export type SignRequest =
  | { what: 'message'; address: Address; message: Wire }
  | { what: 'typedData'; address: Address; typedData: Wire }
  | { what: 'transaction'; address: Address; transaction: Wire }
  | { what: 'authorization'; address: Address; authorization: Wire };

/** A value with bigints, as chrome.runtime messages carry it (JSON, where bigints would be lost). */
export type Wire = { wire: string };
export const toWire = (value: unknown): Wire => ({
  wire: JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? { $bigint: v.toString() } : v)),
});
export const fromWire = <T>(value: Wire): T =>
  JSON.parse(value.wire, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && typeof (v as { $bigint?: unknown }).$bigint === 'string'
      ? BigInt((v as { $bigint: string }).$bigint)
      : v,
  ) as T;

/** A request for the person before the service worker gives it an id. */
export type ApprovalRequest = Approval extends infer A ? (A extends unknown ? Omit<A, 'id'> : never) : never;

/** The popup's view of the wallet. */
export type WalletStatus = {
  hasVault: boolean;
  unlocked: boolean;
  address?: Address;
  chainId: number;
  autoLockMinutes: number | null;
  connectedOrigins: string[];
  /** The services server whose runtime config names the chains and whose app the side panel frames. */
  servicesUrl: string;
  /** A passkey's seal of the vault exists: the lock screen offers "Unlock with passkey". */
  passkeyUnlock: boolean;
};

/** What the account holds that the extension-only Pools and Limits buttons depend on (background/accountHoldings.ts). */
export type AccountHoldings = { hasPositions: boolean; hasOpenOrders: boolean };

/** Why a services URL was not saved: not an http(s) origin, or its runtime config could not be read. */
export type ServicesUrlRefusal = 'invalid' | 'unreachable';

/** Messages the service worker takes from the extension's own pages (the popup), never from a content script. */
export type PopupMessage =
  | { kind: 'status' }
  | { kind: 'import'; password: string; phrase: string; replace?: boolean }
  | { kind: 'setAutoLock'; minutes: number | null }
  | { kind: 'unlock'; password: string }
  | { kind: 'lock' }
  | { kind: 'readAttempts' }
  | { kind: 'writeAttempts'; attempts: UnlockAttempts }
  | { kind: 'approval'; id: string }
  | { kind: 'answerApproval'; id: string; answer: PersonAnswer }
  | { kind: 'runtimeConfig' }
  | { kind: 'sign'; approvalId: string; request: SignRequest }
  | { kind: 'disconnectOrigin'; origin: string }
  | { kind: 'setServicesUrl'; url: string }
  | { kind: 'accountHoldings' }
  | { kind: 'openPasskeyWindow'; mode: PasskeyMode }
  | { kind: 'removePasskeyUnlock' };

/** A content script's messages: a dapp's EIP-1193 request, or the passkey pop-up page's PRF output. */
export type BridgeMessage = { kind: 'rpc'; request: RpcRequest } | PasskeyHandoffMessage;

/** The service worker to the extension's pages: the passkey pop-up was answered (the popup refreshes). */
export type PasskeyFinished = { kind: 'passkeyFinished'; mode: PasskeyMode; accepted: boolean };

/** The service worker's answer to a popup message. */
export type PopupAnswer<T = unknown> = { ok: true; value: T } | { ok: false; error: string };
