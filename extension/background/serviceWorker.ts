// The extension's service worker (issue 30): it owns the vault, the lock and every signature. Content-script bridges
// bring dapps' EIP-1193 requests (their origin from Chrome's sender, never from the page); the extension's own pages
// (the popup) onboard, unlock, lock and answer approvals. Everything it keeps is in walletStore.ts.
import { type Address, numberToHex } from 'viem';
import { createEmbeddedProvider } from '../../src/chain/connectors/embedded.ts';
import { createDexieCallBatchStore } from '../../src/data/callBatches.ts';
import {
  EVENTS_PORT,
  PROVIDER_ERRORS,
  type AccountHoldings,
  type BridgeMessage,
  type PasskeyFinished,
  type PopupAnswer,
  type PopupMessage,
  type ProviderEvent,
  type RpcAnswer,
  type ServicesUrlRefusal,
  type SignRequest,
  type WalletStatus,
  fromWire,
  toWire,
} from '../messages.ts';
import { readAccountHoldings } from './accountHoldings.ts';
import { answerApproval, approvalById, askPerson } from './approvals.ts';
import { fetchRuntimeConfig } from './extensionConfig.ts';
import { type PasskeyMode, extensionPasskeyUrl } from '../../contract/extensionPasskey.ts';
import { readServicesUrl } from './servicesUrl.ts';
import { type HandoffSender, type PasskeyHandoffMessage, createHandoffBook, newHandoff } from './passkeyHandoff.ts';
import {
  AUTO_LOCK_ALARM,
  activeAddress,
  addPasskeyUnlock,
  importPhrase,
  isUnlocked,
  lock,
  signer,
  touchAutoLock,
  unlock,
  unlockWithPasskey,
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

/**
 * The embedded wallet's provider, for what EIP-5792 answers without a signature: the account's capabilities on each
 * chain and the status of a batch the popup's review sent (its batches are in the extension's IndexedDB, the app's
 * Dexie table). It signs nothing: signatures are made only for a request the person is reviewing.
 */
async function readOnlyProvider(address: Address) {
  const chains = (await walletStore.runtimeConfig())?.chains ?? [];
  const refuse = async (): Promise<never> => {
    throw new Error('The service worker signs only what the person approves');
  };
  return createEmbeddedProvider({
    signer: { signMessage: refuse, signTypedData: refuse, signTransaction: refuse, signAuthorization: refuse },
    chains: () => chains,
    account: address,
    chainId: await walletStore.chainId(),
    batches: createDexieCallBatchStore(),
  });
}

async function callsStatus(address: Address, batchId: string): Promise<unknown> {
  const batch = await createDexieCallBatchStore().get(batchId);
  // a batch of another account is as unknown as one that never was
  if (!batch || batch.from.toLowerCase() !== address.toLowerCase()) return undefined;
  const provider = await readOnlyProvider(address);
  return provider.request({ method: 'wallet_getCallsStatus', params: [batchId] } as never);
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
  async capabilities(address, chainIds) {
    const provider = await readOnlyProvider(address);
    return provider.request({
      method: 'wallet_getCapabilities',
      params: [address, chainIds.map((id) => numberToHex(id))],
    } as never);
  },
  callsStatus,
};

/**
 * A signature the popup's review needs for the request it is reviewing (a transaction, a batch's authorization): only
 * while that request waits, and only for the account it was asked of. The key stays here; the popup gets the signature.
 */
async function signForReview(approvalId: string, request: SignRequest): Promise<unknown> {
  const approval = approvalById(approvalId);
  if (approval?.kind !== 'review' || approval.address.toLowerCase() !== request.address.toLowerCase())
    throw new Error('No such request is waiting');
  await touchAutoLock();
  switch (request.what) {
    case 'message':
      return signer.signMessage(approval.address, fromWire(request.message));
    case 'typedData':
      return signer.signTypedData(approval.address, fromWire(request.typedData));
    case 'transaction':
      return signer.signTransaction(approval.address, fromWire(request.transaction));
    case 'authorization':
      return toWire(await signer.signAuthorization(approval.address, fromWire(request.authorization)));
  }
}

// ---- the popup's requests

/** How long a services server has to answer before the setting says it cannot be reached. */
const SERVICES_TIMEOUT_MS = 5_000;
async function status(): Promise<WalletStatus> {
  // the popup opened: the person is here, the idle time starts again
  await touchAutoLock();
  return {
    hasVault: (await walletStore.readVault()) !== undefined,
    unlocked: await isUnlocked(),
    address: await activeAddress(),
    chainId: await walletStore.chainId(),
    autoLockMinutes: await walletStore.autoLockMinutes(),
    connectedOrigins: Object.keys(await walletStore.permissions()),
    servicesUrl: await walletStore.servicesUrl(),
    passkeyUnlock: (await walletStore.readPasskeyVault()) !== undefined,
  };
}

// ---- the passkey pop-up (`/auth/passkey/extension` of the services app, passkeyHandoff.ts)

const handoffs = createHandoffBook(walletStore.passkeyHandoff);
const POPUP_SIZE = { width: 420, height: 640 };

/**
 * Opens the services app's passkey pop-up in a window of its own: `register` seals the open vault for a passkey,
 * `unlock` opens it with the passkey's seal. The window opens blank and is sent to its page only once the hand-off it
 * must answer is kept, so no answer can come before it.
 */
async function openPasskeyWindow(mode: PasskeyMode): Promise<void> {
  const sealed = await walletStore.readPasskeyVault();
  if (mode === 'register' && !(await isUnlocked())) throw new Error('The wallet is locked');
  if (mode === 'unlock' && !sealed) throw new Error('No passkey unlocks this wallet');
  const previous = await handoffs.waiting();
  if (previous) await chrome.windows.remove(previous.windowId).catch(() => undefined);
  const popup = await chrome.windows.create({ url: 'about:blank', type: 'popup', focused: true, ...POPUP_SIZE });
  const tabId = popup?.tabs?.[0]?.id;
  if (popup?.id === undefined || tabId === undefined) throw new Error('The passkey window did not open');
  const servicesUrl = await walletStore.servicesUrl();
  const handoff = newHandoff({ mode, origin: new URL(servicesUrl).origin, tabId, windowId: popup.id, now: Date.now() });
  await handoffs.open(handoff);
  await chrome.tabs.update(tabId, {
    url: extensionPasskeyUrl(servicesUrl, {
      nonce: handoff.nonce,
      mode,
      credential: mode === 'unlock' ? sealed?.credentialId : undefined,
    }),
  });
}

/** The pop-up page's answer: sealed or opened when it is the one awaited; the popup hears how it ended. */
async function takePasskeyHandoff(message: PasskeyHandoffMessage, sender: HandoffSender): Promise<boolean> {
  const check = await handoffs.take(message, sender, Date.now());
  if (!check.ok) return false;
  let accepted = true;
  if (check.mode === 'register') await addPasskeyUnlock(check.credentialId, check.prf);
  else accepted = await unlockWithPasskey(check.credentialId, check.prf);
  chrome.runtime
    .sendMessage({ kind: 'passkeyFinished', mode: check.mode, accepted } satisfies PasskeyFinished)
    .catch(() => undefined);
  return accepted;
}

/**
 * A services URL the person set: kept only if it is an http(s) origin whose runtime config answers (the chains come
 * from there), otherwise refused with the reason and the one before kept.
 */
async function setServicesUrl(input: string): Promise<ServicesUrlRefusal | null> {
  const reading = readServicesUrl(input);
  if (!reading.ok) return 'invalid';
  const config = await fetchRuntimeConfig(reading.origin, AbortSignal.timeout(SERVICES_TIMEOUT_MS)).catch(
    () => undefined,
  );
  if (!config) return 'unreachable';
  await walletStore.setServices(reading.origin, config);
  return null;
}

/** How long the home waits for the indexer and the order service before it shows the buttons every account has. */
const HOLDINGS_TIMEOUT_MS = 8_000;
/** The unlocked account's holdings for the extension-only buttons, or null when locked or without services. */
async function accountHoldings(): Promise<AccountHoldings | null> {
  const [address, config] = [await activeAddress(), await walletStore.runtimeConfig()];
  if (!address || !config) return null;
  const servicesUrl = await walletStore.servicesUrl();
  return readAccountHoldings(address, config, servicesUrl, AbortSignal.timeout(HOLDINGS_TIMEOUT_MS));
}

async function answerPopup(message: PopupMessage): Promise<unknown> {
  switch (message.kind) {
    case 'status':
      return status();
    case 'import':
      return importPhrase(message.password, message.phrase, message.replace);
    case 'setAutoLock':
      await walletStore.setAutoLockMinutes(message.minutes);
      return touchAutoLock();
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
      return answerApproval(message.id, message.answer);
    case 'runtimeConfig':
      return (await walletStore.runtimeConfig()) ?? null;
    case 'sign':
      return signForReview(message.approvalId, message.request);
    case 'setServicesUrl':
      return setServicesUrl(message.url);
    case 'accountHoldings':
      return accountHoldings();
    case 'openPasskeyWindow':
      return openPasskeyWindow(message.mode);
    case 'removePasskeyUnlock':
      return walletStore.clearPasskeyVault();
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
  if (sender.id !== chrome.runtime.id || !sender.url) return false;
  const bridged = message as BridgeMessage;
  if (bridged.kind === 'passkeyPrf') {
    const from = { origin: sender.origin, url: sender.url, frameId: sender.frameId };
    takePasskeyHandoff(bridged, { ...from, tabId: sender.tab?.id, windowId: sender.tab?.windowId }).then(
      (accepted) => {
        sendResponse(accepted);
        // done: the pop-up's window closes; a refused or failed one stays to say so
        if (accepted && sender.tab) void chrome.windows.remove(sender.tab.windowId).catch(() => undefined);
      },
      () => sendResponse(false),
    );
    return true;
  }
  if (bridged.kind !== 'rpc') return false;
  const origin = sender.origin ?? new URL(sender.url).origin;
  answerProviderRequest(origin, bridged.request, providerWallet).then(
    (answer) => sendResponse(answer),
    () => sendResponse({ error: PROVIDER_ERRORS.internal } satisfies RpcAnswer),
  );
  return true;
});
