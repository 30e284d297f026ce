// The account drawer's chain reader against the devnet: every known token's balance in one call. (Owned NFTs and
// positions come from the indexer: test/devnet/indexer*.test.ts.)
import { createPublicClient, http } from 'viem';
import { describe, expect, it } from 'vitest';
import { DEV_ACCOUNTS } from '../../devnet/session.ts';
import { loadChainHoldings } from '../../src/chain/portfolio.ts';
import { devnetChainManifest } from './fixtures.ts';

describe('balances', () => {
  for (const chainId of [31337, 31338]) {
    it(`should read every known token's balance in one eth_call on chain ${chainId}`, async () => {
      const chain = devnetChainManifest(chainId);
      const methods: string[] = [];
      const client = createPublicClient({
        transport: http(chain.rpcUrl, {
          onFetchRequest: async (request) => {
            const body = (await request.clone().json()) as { method: string } | { method: string }[];
            for (const call of Array.isArray(body) ? body : [body]) methods.push(call.method);
          },
        }),
      });
      const { holdings } = await loadChainHoldings(client, DEV_ACCOUNTS[5]!, chain.tokens, new Map());
      expect(holdings).toHaveLength(chain.tokens.length + 1);
      expect(methods.filter((m) => m === 'eth_call')).toHaveLength(1);
    });
  }
});
