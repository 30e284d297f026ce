// The content-script bridge (issue 30), in the extension's isolated world: it carries the in-page provider's requests
// to the service worker and the answers and events back. The service worker learns the page's origin from Chrome
// (the message's sender), never from the page.
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

// Events: the service worker may stop and start again, so the port is opened again when it drops.
function listenForEvents() {
  const port = chrome.runtime.connect({ name: EVENTS_PORT });
  port.onMessage.addListener((event: ProviderEvent) => toPage({ target: BRIDGE_TO_PAGE, event }));
  port.onDisconnect.addListener(() => {
    if (chrome.runtime.id) listenForEvents();
  });
}
listenForEvents();
