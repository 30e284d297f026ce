// What the swap screen reads besides the chain's tokens and balances (src/data/chainTokens.ts): pool snapshots (shared
// with the routing worker) and the market's USD prices.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTokenPrices } from '../../data/chainTokens';
import { poolSnapshotsQueryKey } from '../../data/poolSnapshots';
import type { RuntimeChain } from '../../data/runtimeConfig';
import type { TokenListToken } from '../../data/tokenList';
import { useOnNewBlock } from '../../data/useOnNewBlock';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { cachedMarketQuery, marketQuery } from './marketQuery';

export { routerWorker } from './routerWorker';

/**
 * The chain's pools, loaded into the routing worker and read again on each new block, and the USD prices of its tokens:
 * the indexer's one price per token, the figure token details and the account drawer show too.
 */
export function useMarket(
  chain: RuntimeChain | undefined,
  list: readonly TokenListToken[] | undefined,
) {
  const { data: config } = useRuntimeConfig();
  const market = useQuery({ ...marketQuery(config, chain, list), gcTime: 60_000 });
  // quotes and limit prices follow the chain's blocks, not a timer: never one up to 12 s old (issue 34)
  const queryClient = useQueryClient();
  useOnNewBlock(chain ? [chain] : undefined, true, (chainId) =>
    void queryClient.invalidateQueries({ queryKey: poolSnapshotsQueryKey({ chainId }), exact: true }),
  );
  const cached = useQuery({ ...cachedMarketQuery(config, chain, list), gcTime: 60_000 });
  // the chain's answer once it came, the cached pools until then
  const summary = market.data ?? cached.data ?? undefined;
  const prices = useTokenPrices(chain, list);
  return { market, summary, prices };
}
