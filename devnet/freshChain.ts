// A chain of its own with only the protocol deployed: no seeded tokens, pools or history. What a real network looks
// like to the indexer before anyone trades (the fresh-chain indexer test starts one beside the test devnet).
import { writeFileSync } from 'node:fs';
import { startAnvil } from './anvil.ts';
import { deployProtocol } from './deployProtocol.ts';
import type { ChainDeployment, DeploymentManifest, TokenManifest } from '../contract/deployment.ts';
import { ChainSession } from './session.ts';

export type FreshChainOptions = { port: number; chainId: number; name?: string };

export type FreshChain = {
  session: ChainSession;
  rpcUrl: string;
  contracts: ChainDeployment['contracts'];
  /** Block the protocol deployment started at: the indexer starts here. */
  startBlock: number;
  /** Writes a manifest of this chain alone, listing `tokens` (e.g. its stablecoins), for the indexer to follow. */
  writeManifest: (path: string, tokens: TokenManifest[]) => DeploymentManifest;
  stop: () => Promise<void>;
};

/** Starts an empty anvil chain and deploys the Uniswap protocol on it (no tokens, pools or NFTs). */
export async function startFreshChain(options: FreshChainOptions): Promise<FreshChain> {
  const name = options.name ?? `Fresh chain ${options.chainId}`;
  const anvil = await startAnvil({ port: options.port, chainId: options.chainId });
  try {
    const session = new ChainSession(options.chainId, name, anvil.rpcUrl);
    const startBlock = Number(await session.public.getBlockNumber());
    const contracts = await deployProtocol(session);
    return {
      session,
      rpcUrl: anvil.rpcUrl,
      contracts,
      startBlock,
      writeManifest(path, tokens) {
        const chain: ChainDeployment = {
          chainId: options.chainId,
          name,
          rpcUrl: anvil.rpcUrl,
          contracts,
          tokens,
          pools: [],
          nftCollections: [],
          startBlock,
        };
        const now = Math.floor(Date.now() / 1000);
        const manifest: DeploymentManifest = {
          cacheKey: `fresh-${options.chainId}-${now}`,
          generatedAt: new Date().toISOString(),
          history: { fromTimestamp: now, toTimestamp: now },
          chains: { [String(options.chainId)]: chain },
        };
        writeFileSync(path, JSON.stringify(manifest, null, 2));
        return manifest;
      },
      stop: anvil.stop,
    };
  } catch (error) {
    await anvil.stop();
    throw error;
  }
}
