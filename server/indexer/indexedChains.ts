// Which chains and contracts the indexer follows: read from the devnet manifest by default, any manifest-shaped file
// (SLUICE_INDEXER_MANIFEST) for another chain. RPC URLs come from the manifest or SLUICE_INDEXER_RPC_<chainId>.
import type { Address } from 'viem';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ChainDeployment, DeploymentManifest } from '../../contract/deployment.ts';

// Not devnet/paths.ts's MANIFEST_PATH: Ponder's loader has no import.meta.dirname (and the server imports no devnet).
const DEFAULT_MANIFEST = fileURLToPath(new URL('../../.devnet/deployments.json', import.meta.url));

export type IndexedChain = {
  /** Ponder's name for the chain. */
  key: string;
  chainId: number;
  rpcUrl: string;
  manifest: ChainDeployment;
  stablecoins: Set<string>;
  /** Wrapped native token (WETH); native ETH (the zero address in v4) is priced with it. */
  wrappedNative: string;
};

export const NATIVE_ADDRESS = '0x0000000000000000000000000000000000000000';

export function loadIndexedChains(path = process.env.SLUICE_INDEXER_MANIFEST || DEFAULT_MANIFEST): IndexedChain[] {
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as DeploymentManifest;
  return Object.values(manifest.chains)
    .sort((a, b) => a.chainId - b.chainId)
    .map((chain) => ({
      key: `chain${chain.chainId}`,
      chainId: chain.chainId,
      rpcUrl: process.env[`SLUICE_INDEXER_RPC_${chain.chainId}`] || chain.rpcUrl,
      manifest: chain,
      stablecoins: new Set(
        chain.tokens.filter((t) => t.flags.includes('stablecoin')).map((t) => t.address.toLowerCase()),
      ),
      wrappedNative: (
        chain.tokens.find((t) => t.flags.includes('wrappedNative'))?.address ?? chain.contracts.WETH9
      ).toLowerCase() as Address,
    }));
}
