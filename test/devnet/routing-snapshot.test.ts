// A routing snapshot prices one state of the chain: every read behind it names the same block, so a quote never mixes
// a pool's price from one block with its ticks or another pool's reserves from the next (issue 11).
import { http, createPublicClient, numberToHex, type PublicClient } from 'viem';
import { describe, expect, it } from 'vitest';
import { loadPoolSnapshots } from '../../src/chain/loadPoolSnapshots.ts';
import { routablePoolsFromChain } from './chainTickWords.ts';
import { devnetChainManifest } from './fixtures.ts';

/** A client that records the block tag of every eth_call it sends. */
function recordingClient(rpcUrl: string): { client: PublicClient; blockTags: string[] } {
  const blockTags: string[] = [];
  const transport = http(rpcUrl, {
    onFetchRequest: async (request) => {
      const body = (await request.clone().json()) as
        | { method: string; params: unknown[] }
        | { method: string; params: unknown[] }[];
      for (const call of Array.isArray(body) ? body : [body])
        if (call.method === 'eth_call') blockTags.push(String(call.params[1]));
    },
  });
  return { client: createPublicClient({ transport }) as PublicClient, blockTags };
}

describe('routing snapshots', () => {
  for (const chainId of [31337, 31338]) {
    it(`should read every pool of chain ${chainId} at one block number`, async () => {
      const chain = devnetChainManifest(chainId);
      const { client, blockTags } = recordingClient(chain.rpcUrl);
      const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
      const pools = await routablePoolsFromChain(client, chain, blockNumber);
      blockTags.length = 0;

      const snapshots = await loadPoolSnapshots(client, { pools, contracts: chain.contracts, blockNumber });

      expect(snapshots).toHaveLength(chain.pools.length);
      expect(blockTags.length).toBeGreaterThanOrEqual(chain.pools.length);
      expect(new Set(blockTags)).toEqual(new Set([numberToHex(blockNumber)]));
    });
  }
});
