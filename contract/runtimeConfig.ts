// GET /api/runtime-config: what the services server tells the app about the chains, contracts and service endpoints
// (DESIGN.md: pointing at mainnet is a config change, not a code change). The server builds it from a deployment
// manifest (server/runtimeConfig.ts); the app hard-codes none of it.
import type { Address } from 'viem';
import type { SmartWalletDelegation } from './deployment.ts';

/** A chain as the runtime config serves it (built from the deployment manifest, contract/deployment.ts). */
export type RuntimeChain = {
  chainId: number;
  /** URL segment used by routes such as /explore/tokens/:chainName. */
  slug: string;
  name: string;
  rpcUrl: string;
  testnet: boolean;
  contracts: Record<string, Address>;
  /** The smart wallet's EIP-7702 delegate (issue 36); absent: no atomic batching on this chain. */
  delegation?: SmartWalletDelegation;
};

export type RuntimeConfig = {
  chains: RuntimeChain[];
  defaultChainSlug: string;
  tokenListUrl: string;
  analytics: { url: string; enabled: boolean };
  externalLinks: { governance: string; addressExplorer: string };
  /** Exchange rates for the display currencies, Open Exchange Rates format; default '/api/exchange-rates/latest.json'. */
  exchangeRatesUrl?: string;
  /** Base URL of the trading API (the wallet-delegation check); default '/api/trading' on the services server. */
  tradingApiUrl?: string;
  /** "Get test funds" on devnet chains; default '/api/faucet'. */
  faucetUrl?: string;
  /** Base URL of the indexer's data API (explore, search, portfolio); default `/api/data` on the services server. */
  dataApiUrl?: string;
  /** The WalletConnect relay (ws: or wss:): a hosted one, or the services server's own at /relay. */
  walletConnectRelayUrl?: string;
  /** An IPFS path gateway (…/ipfs/) for NFT metadata and images; default the services server's sandbox '/ipfs/'. */
  ipfsGatewayUrl?: string;
  /**
   * The fiat on-ramp aggregator's base URL (contract/fiatOnRampWire.ts: Buy, Sell, transfer from an exchange); default
   * the services server's sandbox '/api/v2/FOR.v1.FORService'.
   */
  fiatOnRampApiUrl?: string;
  /** The bridge's quote API (Across's, contract/bridgeWire.ts); default the services server's sandbox '/api/bridge'. */
  bridgeApiUrl?: string;
};
