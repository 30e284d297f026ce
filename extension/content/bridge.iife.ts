// The content-script bridge (issue 30), in the extension's isolated world: it carries the in-page provider's requests
// to the service worker and the answers and events back. The service worker learns the page's origin from Chrome
// (the message's sender), never from the page.
import {
  BRIDGE_TO_PASSKEY,
  PASSKEY_TO_BRIDGE,
  type PasskeyPageMessage,
  type PasskeyVerdictMessage,
} from '../../contract/extensionPasskey.ts';
import {
  BRIDGE_TO_PAGE,
  EVENTS_PORT,
  PAGE_TO_BRIDGE,
  PROVIDER_ERRORS,
  type BridgeMessage,
  type PageAnswerMessage,
  type PageEventMessage,
  type PageRequestMessage,
  type ProviderEvent,
  type RpcAnswer,
} from '../messages.ts';

const toPage = (message: PageAnswerMessage | PageEventMessage) => window.postMessage(message, window.location.origin);

window.addEventListener('message', (message: MessageEvent<PageRequestMessage>) => {
  if (message.source !== window || message.data?.target !== PAGE_TO_BRIDGE) return;
  const { id, request } = message.data;
  chrome.runtime
    .sendMessage<BridgeMessage, RpcAnswer>({ kind: 'rpc', request })
    .then((answer) => toPage({ target: BRIDGE_TO_PAGE, id, answer: answer ?? { error: PROVIDER_ERRORS.internal } }))
    .catch(() => toPage({ target: BRIDGE_TO_PAGE, id, answer: { error: PROVIDER_ERRORS.internal } }));
});

// The passkey pop-up page's PRF output (`/auth/passkey/extension`): the service worker decides whether this page is
// the one it opened (its origin, tab and nonce, from Chrome's sender); the page hears only accepted or not.
const toPasskeyPage = (accepted: boolean) =>
  window.postMessage({ target: BRIDGE_TO_PASSKEY, accepted } satisfies PasskeyVerdictMessage, window.location.origin);
window.addEventListener('message', (message: MessageEvent<PasskeyPageMessage>) => {
  if (message.source !== window || message.data?.target !== PASSKEY_TO_BRIDGE || window !== window.top) return;
  const { nonce, credentialId, prf } = message.data.handoff ?? {};
  chrome.runtime
    .sendMessage<BridgeMessage, boolean>({ kind: 'passkeyPrf', nonce, credentialId, prf })
    .then((accepted) => toPasskeyPage(accepted === true))
    .catch(() => toPasskeyPage(false));
});

// Events: the service worker may stop and start again, so the port is opened again when it drops.
function listenForEvents() {
  const port = chrome.runtime.connect({ name: EVENTS_PORT });
  port.onMessage.addListener((event: ProviderEvent) => toPage({ target: BRIDGE_TO_PAGE, event }));
  port.onDisconnect.addListener(() => {
    if (chrome.runtime.id) listenForEvents();
  });
}
listenForEvents();
