// Every endpoint the app talks to comes from here (DESIGN.md: pointing at mainnet is a config change, not a code change).
import type { RuntimeChain } from '../chain/registry';

/** Defined beside the chain registry (chain must not import data); re-exported for the screens. */
export type { RuntimeChain };

export type RuntimeConfig = {
  chains: RuntimeChain[];
  defaultChainSlug: string;
  tokenListUrl: string;
  analytics: { url: string; enabled: boolean };
  externalLinks: { governance: string; addressExplorer: string };
  /** Exchange rates for the display currencies, Open Exchange Rates format; default '/api/exchange-rates/latest.json'. */
  exchangeRatesUrl?: string;
  /** "Get test funds" on devnet chains; default '/api/faucet'. */
  faucetUrl?: string;
  /** Base URL of the indexer's data API (explore, search, portfolio); default `/api/data` on the services server. */
  dataApiUrl?: string;
  /** The WalletConnect relay (ws: or wss:): a hosted one, or the services server's own at /relay. */
  walletConnectRelayUrl?: string;
  /** An IPFS path gateway (…/ipfs/) for NFT metadata and images; default the services server's sandbox '/ipfs/'. */
  ipfsGatewayUrl?: string;
};

/** Served by the services server; relative so the same build works behind any host. */
export const RUNTIME_CONFIG_PATH = '/api/runtime-config';

export const runtimeConfigQuery = {
  queryKey: ['runtimeConfig'] as const,
  queryFn: async ({ signal }: { signal?: AbortSignal }): Promise<RuntimeConfig> => {
    const response = await fetch(RUNTIME_CONFIG_PATH, { signal });
    if (!response.ok) throw new Error(`runtime config: HTTP ${response.status}`);
    return (await response.json()) as RuntimeConfig;
  },
  staleTime: 5 * 60 * 1000,
};
