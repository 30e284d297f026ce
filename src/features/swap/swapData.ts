// What the swap screen reads besides the chain's tokens and balances (src/data/chainTokens.ts): pool snapshots (shared
// with the routing worker) and the market's USD prices.
import { useQuery } from '@tanstack/react-query';
import { useTokenPrices } from '../../data/chainTokens';
import type { RuntimeChain } from '../../data/runtimeConfig';
import type { TokenListToken } from '../../data/tokenList';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { cachedMarketQuery, marketQuery } from './marketQuery';

export { routerWorker } from './routerWorker';

/**
 * The chain's pools, loaded into the routing worker and refreshed with new blocks, and the USD prices of its tokens:
 * the indexer's one price per token, the figure token details and the account drawer show too.
 */
export function useMarket(chain: RuntimeChain | undefined, list: readonly TokenListToken[] | undefined) {
  const { data: config } = useRuntimeConfig();
  const market = useQuery({ ...marketQuery(config, chain, list), gcTime: 60_000 });
  const cached = useQuery({ ...cachedMarketQuery(config, chain, list), gcTime: 60_000 });
  // the chain's answer once it came, the cached pools until then
  const summary = market.data ?? cached.data ?? undefined;
  const prices = useTokenPrices(chain, list);
  return { market, summary, prices };
}
