import type { RuntimeConfig } from '../data/runtimeConfig';

/**
 * The WalletConnect relay: runtime config's `walletConnectRelayUrl` when the server names one (a hosted relay), else
 * the services server's own relay at /relay on the app's origin (a server that predates the field).
 */
export function walletConnectRelayUrl(config: RuntimeConfig | undefined): string {
  const configured = config?.walletConnectRelayUrl;
  if (configured) return configured;
  return `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/relay`;
}
