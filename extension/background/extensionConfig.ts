// What the extension wallet knows of the chains and services (issue 30): the runtime config the Sluice services server
// serves the app (GET /api/runtime-config), from a services URL kept in the extension's storage (the embedded
// `npm start` one by default; a hosted one is a config change, as for the app: DESIGN.md "What runs"). The popup's
// review reads the same config, with every path made absolute, since the extension's pages are not served beside it.
import type { RuntimeConfig } from '../../contract/runtimeConfig.ts';
import type { ChainEndpoint } from '../../src/chain/registry.ts';

/** `npm start`'s services server (scripts/start.ts, PORT 8787). */
export const DEFAULT_SERVICES_URL = 'http://127.0.0.1:8787';

/** The chains when the services server was never reached: the embedded devnet's two. */
export const DEFAULT_EXTENSION_CHAINS: readonly ChainEndpoint[] = [
  { chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545', testnet: true },
  { chainId: 31338, name: 'Devnet L2', rpcUrl: 'http://127.0.0.1:8546', testnet: true },
];
export const DEFAULT_CHAIN_ID = 31337;

/** The app's defaults for the optional endpoints (relative to the services server), made explicit for the popup. */
const SERVICE_DEFAULTS = {
  exchangeRatesUrl: '/api/exchange-rates/latest.json',
  tradingApiUrl: '/api/trading',
  faucetUrl: '/api/faucet',
  dataApiUrl: '/api/data',
  ipfsGatewayUrl: '/ipfs/',
} as const;

/**
 * The runtime config with every endpoint absolute against the services server that served it.
 *
 * @example
 * absoluteRuntimeConfig(config, 'http://127.0.0.1:8787').tokenListUrl; // 'http://127.0.0.1:8787/api/tokens'
 */
export function absoluteRuntimeConfig(config: RuntimeConfig, servicesUrl: string): RuntimeConfig {
  const absolute = (url: string) => new URL(url, servicesUrl).href;
  const optional = (url: string | undefined) => (url === undefined ? undefined : absolute(url));
  return {
    ...config,
    chains: config.chains.map((chain) => ({ ...chain, rpcUrl: absolute(chain.rpcUrl) })),
    tokenListUrl: absolute(config.tokenListUrl),
    analytics: { ...config.analytics, url: absolute(config.analytics.url) },
    exchangeRatesUrl: absolute(config.exchangeRatesUrl ?? SERVICE_DEFAULTS.exchangeRatesUrl),
    tradingApiUrl: absolute(config.tradingApiUrl ?? SERVICE_DEFAULTS.tradingApiUrl),
    faucetUrl: absolute(config.faucetUrl ?? SERVICE_DEFAULTS.faucetUrl),
    dataApiUrl: absolute(config.dataApiUrl ?? SERVICE_DEFAULTS.dataApiUrl),
    ipfsGatewayUrl: absolute(config.ipfsGatewayUrl ?? SERVICE_DEFAULTS.ipfsGatewayUrl),
    walletConnectRelayUrl: optional(config.walletConnectRelayUrl),
    fiatOnRampApiUrl: optional(config.fiatOnRampApiUrl),
    bridgeApiUrl: optional(config.bridgeApiUrl),
  };
}

/** Reads the services server's runtime config; throws when it cannot be reached or answers with an error. */
export async function fetchRuntimeConfig(servicesUrl: string, signal?: AbortSignal): Promise<RuntimeConfig> {
  const response = await fetch(new URL('/api/runtime-config', servicesUrl), { cache: 'no-store', signal });
  if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
  return absoluteRuntimeConfig((await response.json()) as RuntimeConfig, servicesUrl);
}
