// GET /api/runtime-config: the app's chains, contracts and service endpoints. The app hard-codes none of them.
import type { DevnetManifest } from '../devnet/manifest.ts';
import type { RuntimeConfig } from '../src/data/runtimeConfig.ts';
import { chainSlug } from './chainSlug.ts';

export type RuntimeConfigOptions = {
  analyticsEnabled: boolean;
  governanceUrl: string;
  addressExplorerUrl: string;
};

export const DEFAULT_RUNTIME_CONFIG_OPTIONS: RuntimeConfigOptions = {
  analyticsEnabled: process.env.SLUICE_ANALYTICS === 'true',
  governanceUrl: process.env.SLUICE_GOVERNANCE_URL ?? 'https://vote.uniswapfoundation.org',
  addressExplorerUrl: process.env.SLUICE_ADDRESS_EXPLORER_URL ?? 'https://etherscan.io/address',
};

export function buildRuntimeConfig(manifest: DevnetManifest, options: RuntimeConfigOptions): RuntimeConfig {
  const chains = Object.values(manifest.chains)
    .sort((a, b) => a.chainId - b.chainId)
    .map((chain) => ({
      chainId: chain.chainId,
      slug: chainSlug(chain.name),
      name: chain.name,
      rpcUrl: chain.rpcUrl,
      // Devnet chains stand in for mainnets; testnet mode is a user setting, not a chain property here.
      testnet: false,
      contracts: { ...chain.contracts },
      pools: chain.pools,
      startBlock: chain.startBlock,
      nftCollections: chain.nftCollections.map(({ address, name, symbol }) => ({ address, name, symbol })),
    }));
  return {
    chains,
    defaultChainSlug: chains[0]?.slug ?? 'devnet',
    tokenListUrl: '/api/tokens',
    exchangeRatesUrl: '/api/exchange-rates/latest.json',
    faucetUrl: '/api/faucet',
    analytics: { url: '/api/analytics', enabled: options.analyticsEnabled },
    externalLinks: { governance: options.governanceUrl, addressExplorer: options.addressExplorerUrl },
  };
}
