// The pools of a chain, read by the routing worker (multicall, off the main thread) and kept there for quotes,
// refreshed as blocks arrive; the main thread gets the block number and the market prices they imply.
import type { RuntimeChain } from '../../data/runtimeConfig';
import type { TokenListToken } from '../../data/tokenList';
import type { MarketSummary } from '../../../workers/routerApi';
import type { CurrencyId } from '../../../workers/routing/types';
import { routerWorker } from './routerWorker';

const lower = (address: string) => address.toLowerCase() as CurrencyId;

export function marketQuery(chain: RuntimeChain | undefined, tokens: readonly TokenListToken[] | undefined) {
  return {
    queryKey: ['poolSnapshots', chain?.chainId] as const,
    enabled: chain !== undefined && tokens !== undefined,
    refetchInterval: 12_000,
    queryFn: async (): Promise<MarketSummary> => {
      const chainTokens = tokens!.filter((t) => t.chainId === chain!.chainId);
      return routerWorker().client.loadMarket({
        chainId: chain!.chainId,
        rpcUrl: chain!.rpcUrl,
        pools: chain!.pools,
        contracts: chain!.contracts as never,
        startBlock: BigInt(chain!.startBlock),
        weth: lower(chain!.contracts.WETH9!),
        transferFees: new Map(
          chainTokens
            .filter((t) => t.extensions?.transferFeeBips)
            .map((t) => [lower(t.address), t.extensions!.transferFeeBips!]),
        ),
        decimals: new Map(chainTokens.map((t) => [lower(t.address), t.decimals])),
        stablecoins: chainTokens.filter((t) => t.tags?.includes('stablecoin')).map((t) => lower(t.address)),
      });
    },
  };
}
