// What the extension's parts say to each other (issue 30). The in-page provider and the content-script bridge talk
// through window.postMessage; the bridge and the popup talk to the service worker through chrome.runtime. The service
// worker owns the vault, the lock and every signature; a page only ever hears results and EIP-1193 errors.
import type { Address, Hex } from 'viem';
import type { UnlockAttempts } from '../src/account/embedded/embeddedWallet.ts';

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
  | { id: string; kind: 'signMessage'; origin: string; address: Address; message: Hex }
  | { id: string; kind: 'signTypedData'; origin: string; address: Address; typedData: string }
  | { id: string; kind: 'sendTransaction'; origin: string; address: Address; chainId: number; transaction: unknown };

/** A request for the person before the service worker gives it an id. */
export type ApprovalRequest = Approval extends infer A ? (A extends unknown ? Omit<A, 'id'> : never) : never;

/** The popup's view of the wallet. */
export type WalletStatus = {
  hasVault: boolean;
  unlocked: boolean;
  address?: Address;
  chainId: number;
  autoLockMinutes: number;
  connectedOrigins: string[];
};

/** Messages the service worker takes from the extension's own pages (the popup), never from a content script. */
export type PopupMessage =
  | { kind: 'status' }
  | { kind: 'import'; password: string; phrase: string }
  | { kind: 'unlock'; password: string }
  | { kind: 'lock' }
  | { kind: 'readAttempts' }
  | { kind: 'writeAttempts'; attempts: UnlockAttempts }
  | { kind: 'approval'; id: string }
  | { kind: 'answerApproval'; id: string; approved: boolean }
  | { kind: 'disconnectOrigin'; origin: string };

/** A content script's one message: a dapp's EIP-1193 request. */
export type BridgeMessage = { kind: 'rpc'; request: RpcRequest };

/** The service worker's answer to a popup message. */
export type PopupAnswer<T = unknown> = { ok: true; value: T } | { ok: false; error: string };
