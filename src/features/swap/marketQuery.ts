// The pools of a chain, read by the routing worker (multicall, off the main thread) and kept there for quotes,
// refreshed as blocks arrive; the main thread gets the block number and the market prices they imply.
import type { RuntimeChain } from '../../data/runtimeConfig';
import type { TokenListToken } from '../../data/tokenList';
import type { MarketSource, MarketSummary } from '../../../workers/router/routerApi';
import type { CurrencyId } from '../../../workers/routing/types';
import { routerWorker } from './routerWorker';

const lower = (address: string) => address.toLowerCase() as CurrencyId;

/** What the worker needs to read (or restore) the chain's pools. */
export function marketSource(chain: RuntimeChain, tokens: readonly TokenListToken[]): MarketSource {
  const chainTokens = tokens.filter((t) => t.chainId === chain.chainId);
  return {
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    pools: chain.pools,
    contracts: chain.contracts as never,
    startBlock: BigInt(chain.startBlock),
    weth: lower(chain.contracts.WETH9!),
    transferFees: new Map(
      chainTokens
        .filter((t) => t.extensions?.transferFeeBips)
        .map((t) => [lower(t.address), t.extensions!.transferFeeBips!]),
    ),
    decimals: new Map(chainTokens.map((t) => [lower(t.address), t.decimals])),
    stablecoins: chainTokens.filter((t) => t.tags?.includes('stablecoin')).map((t) => lower(t.address)),
  };
}

/** The pools read from the chain at the latest block, again every block time (12 s). */
export function marketQuery(chain: RuntimeChain | undefined, tokens: readonly TokenListToken[] | undefined) {
  return {
    queryKey: ['poolSnapshots', chain?.chainId] as const,
    enabled: chain !== undefined && tokens !== undefined,
    refetchInterval: 12_000,
    queryFn: (): Promise<MarketSummary> => routerWorker().client.loadMarket(marketSource(chain!, tokens!)),
  };
}

/** The pools the worker kept in IndexedDB from an earlier visit, once per chain (issue 5: quotes from the cache first). */
export function cachedMarketQuery(chain: RuntimeChain | undefined, tokens: readonly TokenListToken[] | undefined) {
  return {
    queryKey: ['poolSnapshotsCached', chain?.chainId] as const,
    enabled: chain !== undefined && tokens !== undefined,
    staleTime: Infinity,
    queryFn: async (): Promise<MarketSummary | null> =>
      (await routerWorker().client.restoreMarket(marketSource(chain!, tokens!))) ?? null,
  };
}
