// The extension's service worker (issue 30): it owns the vault, the lock and every signature. Content-script bridges
// bring dapps' EIP-1193 requests (their origin from Chrome's sender, never from the page); the extension's own pages
// (the popup) onboard, unlock, lock and answer approvals. Everything it keeps is in walletStore.ts.
import { type Address, type Hex, createPublicClient, hexToBigInt, http, isHex, numberToHex } from 'viem';
import { defineRuntimeChain } from '../../src/chain/registry.ts';
import {
  EVENTS_PORT,
  PROVIDER_ERRORS,
  type BridgeMessage,
  type PopupAnswer,
  type PopupMessage,
  type ProviderEvent,
  type RpcAnswer,
  type WalletStatus,
} from '../messages.ts';
import { answerApproval, approvalById, askPerson } from './approvals.ts';
import {
  AUTO_LOCK_ALARM,
  activeAddress,
  importPhrase,
  isUnlocked,
  lock,
  signer,
  touchAutoLock,
  unlock,
} from './keyring.ts';
import { answerProviderRequest, type ProviderWallet } from './providerRequests.ts';
import { walletStore } from './walletStore.ts';

// ---- events to pages: each bridge keeps a port open, named by its page's origin
const ports = new Set<chrome.runtime.Port>();
chrome.runtime.onConnect.addListener((port) => {
  if (port.name !== EVENTS_PORT) return;
  ports.add(port);
  port.onDisconnect.addListener(() => ports.delete(port));
});
const originOfPort = (port: chrome.runtime.Port) =>
  port.sender?.origin ?? new URL(port.sender?.url ?? 'about:blank').origin;
/** Tells connected sites (or only `origin`) about an event. */
async function emit(event: ProviderEvent, origin?: string): Promise<void> {
  const permissions = await walletStore.permissions();
  for (const port of ports) {
    const portOrigin = originOfPort(port);
    if ((origin === undefined || origin === portOrigin) && permissions[portOrigin]) port.postMessage(event);
  }
}

async function lockAndTell(): Promise<void> {
  await lock();
  await emit({ name: 'accountsChanged', data: [] });
}

chrome.alarms.onAlarm.addListener((alarm) => {
  if (alarm.name === AUTO_LOCK_ALARM) void lockAndTell();
});

// ---- the wallet as the provider requests see it
async function sendTransaction(address: Address, chainId: number, request: Record<string, unknown>): Promise<Hex> {
  const endpoint = (await walletStore.chains()).find((chain) => chain.chainId === chainId);
  if (!endpoint) throw new Error(`No chain ${chainId}`);
  const chain = defineRuntimeChain(endpoint);
  const client = createPublicClient({ chain, transport: http() });
  const quantity = (value: unknown) => (isHex(value) ? hexToBigInt(value) : undefined);
  const prepared = await client.prepareTransactionRequest({
    account: address,
    chain,
    to: request.to as Address | undefined,
    data: request.data as Hex | undefined,
    value: quantity(request.value),
    gas: quantity(request.gas),
  });
  const { account: _account, ...transaction } = prepared;
  const signed = await signer.signTransaction(address, { ...transaction, chainId } as never);
  return client.sendRawTransaction({ serializedTransaction: signed });
}

const providerWallet: ProviderWallet = {
  activeAddress,
  isConnected: async (origin) => (await walletStore.permissions())[origin] !== undefined,
  async connect(origin) {
    await walletStore.connect(origin);
    const address = await activeAddress();
    if (address) await emit({ name: 'accountsChanged', data: [address] }, origin);
  },
  chainId: walletStore.chainId,
  knownChainIds: async () => (await walletStore.chains()).map((chain) => chain.chainId),
  async switchChain(chainId) {
    await walletStore.setChainId(chainId);
    await emit({ name: 'chainChanged', data: numberToHex(chainId) });
  },
  ask: async (request) => {
    const approved = await askPerson(request);
    await touchAutoLock();
    return approved;
  },
  signMessage: (address, message) => signer.signMessage(address, { raw: message }),
  signTypedData: (address, typedData) => signer.signTypedData(address, JSON.parse(typedData)),
  sendTransaction,
};

// ---- the popup's requests
async function status(): Promise<WalletStatus> {
  return {
    hasVault: (await walletStore.readVault()) !== undefined,
    unlocked: await isUnlocked(),
    address: await activeAddress(),
    chainId: await walletStore.chainId(),
    autoLockMinutes: await walletStore.autoLockMinutes(),
    connectedOrigins: Object.keys(await walletStore.permissions()),
  };
}

async function answerPopup(message: PopupMessage): Promise<unknown> {
  switch (message.kind) {
    case 'status':
      return status();
    case 'import':
      return importPhrase(message.password, message.phrase);
    case 'unlock':
      return unlock(message.password);
    case 'lock':
      return lockAndTell();
    case 'readAttempts':
      return walletStore.readAttempts();
    case 'writeAttempts':
      return walletStore.writeAttempts(message.attempts);
    case 'approval':
      return approvalById(message.id) ?? null;
    case 'answerApproval':
      return answerApproval(message.id, message.approved);
    case 'disconnectOrigin':
      // told while it is still connected (events reach connected sites only)
      await emit({ name: 'accountsChanged', data: [] }, message.origin);
      return walletStore.disconnect(message.origin);
  }
}

const extensionPage = (sender: chrome.runtime.MessageSender) =>
  sender.id === chrome.runtime.id && sender.url?.startsWith(chrome.runtime.getURL('')) === true;

chrome.runtime.onMessage.addListener((message: PopupMessage | BridgeMessage, sender, sendResponse) => {
  if (extensionPage(sender)) {
    answerPopup(message as PopupMessage).then(
      (value) => sendResponse({ ok: true, value } satisfies PopupAnswer),
      (error: unknown) => sendResponse({ ok: false, error: String(error) } satisfies PopupAnswer),
    );
    return true;
  }
  if (sender.id !== chrome.runtime.id || (message as BridgeMessage).kind !== 'rpc' || !sender.url) return false;
  const origin = sender.origin ?? new URL(sender.url).origin;
  answerProviderRequest(origin, (message as BridgeMessage).request, providerWallet).then(
    (answer) => sendResponse(answer),
    () => sendResponse({ error: PROVIDER_ERRORS.internal } satisfies RpcAnswer),
  );
  return true;
});
