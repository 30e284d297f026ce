// The pools of a chain, read from the chain and handed to the routing worker, refreshed as blocks arrive.
import { createPublicClient, http } from 'viem';
import { loadPoolSnapshots } from '../../chain/loadPoolSnapshots';
import type { RuntimeChain } from '../../data/runtimeConfig';
import type { RouterMarket } from '../../../workers/routerApi';
import type { CurrencyId } from '../../../workers/routing/types';
import type { TokenListToken } from '../../data/tokenList';

export function marketQuery(chain: RuntimeChain | undefined, tokens: readonly TokenListToken[] | undefined) {
  return {
    queryKey: ['poolSnapshots', chain?.chainId] as const,
    enabled: chain !== undefined && tokens !== undefined,
    refetchInterval: 12_000,
    queryFn: async (): Promise<RouterMarket> => {
      const client = createPublicClient({ transport: http(chain!.rpcUrl) });
      const blockNumber = await client.getBlockNumber({ cacheTime: 0 });
      const pools = await loadPoolSnapshots(client, chain!.pools, chain!.contracts as never, BigInt(chain!.startBlock));
      const transferFees = new Map<CurrencyId, number>(
        tokens!
          .filter((t) => t.chainId === chain!.chainId && t.extensions?.transferFeeBips)
          .map((t) => [t.address.toLowerCase() as CurrencyId, t.extensions!.transferFeeBips!]),
      );
      return { pools, weth: chain!.contracts.WETH9!.toLowerCase() as CurrencyId, transferFees, blockNumber };
    },
  };
}
