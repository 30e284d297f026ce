// The pools of a chain, read by the routing worker (multicall, off the main thread) and kept there for quotes,
// refreshed as blocks arrive; the main thread gets the block number they were read at.
import { dataApiUrl } from '../../data/dataApi';
import { cachedPoolSnapshotsQueryOptions, poolSnapshotsQueryOptions } from '../../data/poolSnapshots';
import { routingPoolsUrl } from '../../data/routingPools';
import type { RuntimeChain, RuntimeConfig } from '../../data/runtimeConfig';
import type { TokenListToken } from '../../data/tokenList';
import type { MarketSource, MarketSummary } from '../../../workers/router/routerApi';
import type { CurrencyId } from '../../../workers/routing/types';
import { routerWorker } from './routerWorker';

const lower = (address: string) => address.toLowerCase() as CurrencyId;
const NATIVE = '0x0000000000000000000000000000000000000000' as CurrencyId;

/** What the worker needs to read (or restore) the chain's pools. */
export function marketSource(
  config: RuntimeConfig,
  chain: RuntimeChain,
  tokens: readonly TokenListToken[],
): MarketSource {
  const chainTokens = tokens.filter((t) => t.chainId === chain.chainId);
  const weth = lower(chain.contracts.WETH9!);
  // the pools between the token list's tokens, native ETH and WETH, from the indexer
  const routable = [NATIVE, weth, ...chainTokens.map((t) => lower(t.address))];
  return {
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    routingPoolsUrl: routingPoolsUrl(dataApiUrl(config), chain.chainId, [...new Set(routable)]),
    contracts: { TickLens: chain.contracts.TickLens!, StateView: chain.contracts.StateView! },
    weth,
    transferFees: new Map(
      chainTokens
        .filter((t) => t.extensions?.transferFeeBips)
        .map((t) => [lower(t.address), t.extensions!.transferFeeBips!]),
    ),
  };
}

/** The pools read from the chain at the latest block (read again on each new block: useMarket). */
export function marketQuery(
  config: RuntimeConfig | undefined,
  chain: RuntimeChain | undefined,
  tokens: readonly TokenListToken[] | undefined,
) {
  return poolSnapshotsQueryOptions({
    chainId: chain?.chainId,
    enabled: config !== undefined && chain !== undefined && tokens !== undefined,
    load: (): Promise<MarketSummary> => routerWorker().client.loadMarket(marketSource(config!, chain!, tokens!)),
  });
}

/** The pools the worker kept in IndexedDB from an earlier visit, once per chain (issue 5: quotes from the cache first). */
export function cachedMarketQuery(
  config: RuntimeConfig | undefined,
  chain: RuntimeChain | undefined,
  tokens: readonly TokenListToken[] | undefined,
) {
  return cachedPoolSnapshotsQueryOptions({
    chainId: chain?.chainId,
    enabled: config !== undefined && chain !== undefined && tokens !== undefined,
    load: async (): Promise<MarketSummary | null> =>
      (await routerWorker().client.restoreMarket(marketSource(config!, chain!, tokens!))) ?? null,
  });
}
