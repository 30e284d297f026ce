// Sluice's EIP-1193 provider as a page sees it (issue 30): requests go out through a transport (the content-script
// bridge) and come back as results or EIP-1193 errors; the service worker's events reach the page's listeners. It
// holds no key and no secret: everything that signs happens in the service worker, behind the approval popup.
import { SLUICE_EXTENSION_RDNS } from '../../contract/extensionIdentity.ts';
import type { ProviderError, ProviderEvent, RpcAnswer, RpcRequest } from '../messages.ts';

/** The page's one way out: send a request, hear its answer, hear events. */
export type ProviderTransport = {
  send: (request: RpcRequest) => Promise<RpcAnswer>;
  onEvent: (listener: (event: ProviderEvent) => void) => void;
};

/** An EIP-1193 error, as a dapp catches it: an Error with a numeric `code`. */
export class ProviderRpcError extends Error {
  readonly code: number;
  constructor(error: ProviderError) {
    super(error.message);
    this.code = error.code;
  }
}

type Listener = (data: unknown) => void;

export type SluiceProvider = ReturnType<typeof createSluiceProvider>;

/**
 * @example
 * const provider = createSluiceProvider(transport);
 * const [account] = await provider.request({ method: 'eth_requestAccounts' });
 */
export function createSluiceProvider(transport: ProviderTransport) {
  const listeners = new Map<string, Set<Listener>>();
  const provider = {
    isSluice: true as const,
    async request(args: RpcRequest): Promise<unknown> {
      if (typeof args !== 'object' || args === null || typeof args.method !== 'string')
        throw new ProviderRpcError({ code: -32600, message: 'Invalid request.' });
      const answer = await transport.send({ method: args.method, params: args.params });
      if ('error' in answer) throw new ProviderRpcError(answer.error);
      return answer.result;
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event);
      if (!set) listeners.set(event, (set = new Set()));
      set.add(listener);
      return provider;
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  transport.onEvent((event) => {
    for (const listener of listeners.get(event.name) ?? []) listener(event.data);
  });
  return provider;
}

/** Sluice's EIP-6963 identity: the web app recognises the extension wallet by this rdns. */
export const SLUICE_PROVIDER_INFO = {
  name: 'Sluice',
  rdns: SLUICE_EXTENSION_RDNS,
  icon:
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="8" fill="#fc72ff"/><path d="M8 20c4-8 12-8 16 0" stroke="#fff" stroke-width="3" fill="none"/></svg>',
    ),
} as const;

/**
 * Announces the provider now and whenever a dapp asks (EIP-6963), without touching `window.ethereum`.
 *
 * @example
 * announceProvider(window, provider);
 */
export function announceProvider(target: Window, provider: SluiceProvider): void {
  const detail = Object.freeze({
    info: Object.freeze({ ...SLUICE_PROVIDER_INFO, uuid: crypto.randomUUID() }),
    provider,
  });
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
}
