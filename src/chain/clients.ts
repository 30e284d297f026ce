// One viem public client per chain (issue 11), created on first use and reused by every read, estimate and receipt
// wait in this JavaScript realm: the main thread has its map, each worker that imports this module its own.
import { type PublicClient, createPublicClient, http } from 'viem';
import { type ChainEndpoint, defineRuntimeChain } from './registry.ts';

/** How often block-driven waits poll: a devnet mines on demand, a public chain every few seconds. */
export const POLLING_INTERVAL_MS = 1_000;

const clients = new Map<number, { rpcUrl: string; client: PublicClient }>();

/**
 * The chain's public client: the same instance for every caller while the chain's RPC stays the same (a new runtime
 * config with another RPC URL replaces it).
 *
 * @example
 * const blockNumber = await publicClientFor(chain).getBlockNumber();
 */
export function publicClientFor(chain: ChainEndpoint): PublicClient {
  const known = clients.get(chain.chainId);
  if (known && known.rpcUrl === chain.rpcUrl) return known.client;
  const client = createPublicClient({
    chain: defineRuntimeChain(chain),
    transport: http(chain.rpcUrl),
    pollingInterval: POLLING_INTERVAL_MS,
  }) as PublicClient;
  clients.set(chain.chainId, { rpcUrl: chain.rpcUrl, client });
  return client;
}
