// GET /api/runtime-config: the app's chains, contracts and service endpoints. The app hard-codes none of them.
import type { DeploymentManifest } from '../contract/deployment.ts';
import type { RuntimeConfig } from '../contract/runtimeConfig.ts';
import { FIAT_ON_RAMP_SANDBOX_PATH } from '../contract/fiatOnRampWire.ts';
import { chainSlug } from './chainSlug.ts';

export type RuntimeConfigOptions = {
  analyticsEnabled: boolean;
  governanceUrl: string;
  addressExplorerUrl: string;
  /** A hosted WalletConnect relay (wss://...); unset: this server's own relay at /relay. */
  walletConnectRelayUrl?: string;
  /** An IPFS path gateway for NFT metadata and images (https://host/ipfs/); default this server's sandbox. */
  ipfsGatewayUrl: string;
  /** The fiat on-ramp aggregator's base URL (Buy, Sell, transfer from an exchange); default this server's sandbox. */
  fiatOnRampApiUrl: string;
};

export const DEFAULT_RUNTIME_CONFIG_OPTIONS: RuntimeConfigOptions = {
  analyticsEnabled: process.env.SLUICE_ANALYTICS === 'true',
  governanceUrl: process.env.SLUICE_GOVERNANCE_URL ?? 'https://vote.uniswapfoundation.org',
  addressExplorerUrl: process.env.SLUICE_ADDRESS_EXPLORER_URL ?? 'https://etherscan.io/address',
  walletConnectRelayUrl: process.env.SLUICE_WALLETCONNECT_RELAY_URL || undefined,
  ipfsGatewayUrl: process.env.SLUICE_IPFS_GATEWAY || '/ipfs/',
  fiatOnRampApiUrl: process.env.SLUICE_FIAT_ON_RAMP_URL || FIAT_ON_RAMP_SANDBOX_PATH,
};

/** Where this server's WalletConnect relay listens (a WebSocket path beside the API). */
export const RELAY_PATH = '/relay';

/** This server's own relay as the browser reaches it, from the origin it used: ws: for http: and wss: for https:. */
export function ownRelayUrl(requestOrigin: string): string {
  const url = new URL(requestOrigin);
  return `${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}${RELAY_PATH}`;
}

export function buildRuntimeConfig(
  manifest: DeploymentManifest,
  options: RuntimeConfigOptions,
  /** This server's own relay URL, used when no hosted relay is configured. */
  ownRelay?: string,
): RuntimeConfig {
  const chains = Object.values(manifest.chains)
    .sort((a, b) => a.chainId - b.chainId)
    .map((chain) => ({
      chainId: chain.chainId,
      slug: chainSlug(chain.name),
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      // Devnet chains stand in for mainnets; testnet mode is a user setting, not a chain property here.
      testnet: false,
      // pools, positions and NFTs come from the indexer: the runtime config stays the same size on any network
      contracts: { ...chain.contracts },
      ...(chain.delegation ? { delegation: { ...chain.delegation } } : {}),
    }));
  return {
    chains,
    defaultChainSlug: chains[0]?.slug ?? 'devnet',
    tokenListUrl: '/api/tokens',
    exchangeRatesUrl: '/api/exchange-rates/latest.json',
    faucetUrl: '/api/faucet',
    tradingApiUrl: '/api/trading',
    ipfsGatewayUrl: options.ipfsGatewayUrl,
    fiatOnRampApiUrl: options.fiatOnRampApiUrl,
    analytics: { url: '/api/analytics', enabled: options.analyticsEnabled },
    externalLinks: { governance: options.governanceUrl, addressExplorer: options.addressExplorerUrl },
    ...(options.walletConnectRelayUrl ?? ownRelay
      ? { walletConnectRelayUrl: options.walletConnectRelayUrl ?? ownRelay }
      : {}),
  };
}
