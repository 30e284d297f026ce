// The in-page provider (issue 30): a MAIN-world content script built as an IIFE (DESIGN.md: an `*.iife.ts` content
// script is present at the page's first parse, so a dapp's first inline script already discovers Sluice by EIP-6963).
// It talks only to the content-script bridge, through window messages tagged for it.
import {
  BRIDGE_TO_PAGE,
  PAGE_TO_BRIDGE,
  type PageAnswerMessage,
  type PageEventMessage,
  type PageRequestMessage,
  type ProviderEvent,
  type RpcAnswer,
} from '../messages.ts';
import { announceProvider, createSluiceProvider } from './sluiceProvider.ts';

const pending = new Map<number, (answer: RpcAnswer) => void>();
const eventListeners = new Set<(event: ProviderEvent) => void>();
let nextId = 1;

window.addEventListener('message', (message: MessageEvent<PageAnswerMessage | PageEventMessage>) => {
  if (message.source !== window || message.data?.target !== BRIDGE_TO_PAGE) return;
  const data = message.data;
  if ('event' in data) for (const listener of eventListeners) listener(data.event);
  else {
    pending.get(data.id)?.(data.answer);
    pending.delete(data.id);
  }
});

const provider = createSluiceProvider({
  send: (request) =>
    new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, resolve);
      window.postMessage({ target: PAGE_TO_BRIDGE, id, request } satisfies PageRequestMessage, window.location.origin);
    }),
  onEvent: (listener) => eventListeners.add(listener),
});

announceProvider(window, provider);
