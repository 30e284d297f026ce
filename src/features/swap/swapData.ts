// What the swap screen reads besides the chain's tokens and balances (src/data/chainTokens.ts): pool snapshots (shared
// with the routing worker) and the market's USD prices.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { formatUnits, zeroAddress } from 'viem';
import type { CurrencyId } from '../../../workers/routing/types';
import { type ChainToken, lower } from '../../data/chainTokens';
import { dataApiUrl, dataQueries, usdPriceKey } from '../../data/dataApi';
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
  const priced = useMemo(
    () =>
      chain
        ? [{ chainId: chain.chainId, address: zeroAddress }, ...(list ?? []).filter((t) => t.chainId === chain.chainId)]
        : [],
    [chain, list],
  );
  const usdPrices = useQuery({ ...dataQueries.usdPrices(dataApiUrl(config), priced), enabled: priced.length > 0 });
  const prices = useMemo(() => {
    const byCurrency = new Map<CurrencyId, number>();
    if (!chain || !usdPrices.data) return byCurrency;
    for (const token of priced) {
      const price = usdPrices.data[usdPriceKey(chain.chainId, token.address)];
      if (price !== undefined) byCurrency.set(lower(token.address), price);
    }
    return byCurrency;
  }, [chain, priced, usdPrices.data]);
  return { market, summary, prices };
}

export const usdValue = (
  prices: ReadonlyMap<CurrencyId, number>,
  token: ChainToken | undefined,
  amount: bigint | undefined,
) => {
  if (!token || amount === undefined) return undefined;
  const price = prices.get(lower(token.address));
  return price === undefined ? undefined : Number(formatUnits(amount, token.decimals)) * price;
};
