import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Address } from 'viem';
import { usePreferences } from '../../data/preferencesContext';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { tokenListQuery } from '../../data/tokenList';
import type { CurrencyCode } from '../../lib/currencies';
import { exchangeRatesQuery } from '../../data/exchangeRates';
import { portfolioBalanceQueryOptions, portfolioQueryOptions } from '../../data/portfolio';
import { dataApiUrl } from '../../data/dataApi';
import { useUsdPrices } from '../../data/usdPrices';
import { convertFromUsd } from '../../lib/fiat';
import { totalValueUsd, type ValuedHolding, valueHoldings, visibleHoldings } from './portfolioValue';
import { useRefreshOnNewBlocks } from './useRefreshOnNewBlocks';

export type PortfolioView = {
  loading: boolean;
  failed: boolean;
  /** Rows shown under the user's settings. */
  rows: ValuedHolding[];
  /** The display currency actually used (USD when its rate is unknown). */
  currency: CurrencyCode;
  /** USD -> display currency. */
  toDisplay: (usd: number) => number;
  totalUsd: number | undefined;
  change: { percent: number; absoluteUsd: number } | undefined;
};

/** The drawer's portfolio: balances (per block), the indexer's prices, exchange rates and its change line. */
export function usePortfolio(address: Address, active: boolean): PortfolioView {
  const preferences = usePreferences();
  const { data: config } = useRuntimeConfig();
  const { data: tokenList } = useQuery({
    ...tokenListQuery(config?.tokenListUrl ?? '/api/tokens'),
    enabled: config !== undefined,
  });
  const tokens = tokenList?.tokens;
  const holdings = useQuery(portfolioQueryOptions({ owner: address, config, tokens }));
  // the indexer's one price per token: the same figure (and the same cached entry) the swap screen shows; offline,
  // each token's last price restored from the persisted cache
  const prices = useUsdPrices(dataApiUrl(config), holdings.data ?? [], config !== undefined);
  const rates = useQuery(exchangeRatesQuery(config));
  const change = useQuery(portfolioBalanceQueryOptions({ owner: address, config }));
  useRefreshOnNewBlocks(config, active);

  return useMemo(() => {
    const valued = valueHoldings(holdings.data ?? [], prices.prices);
    const rateKnown = convertFromUsd(1, preferences.currency, rates.data) !== null;
    const currency: CurrencyCode = rateKnown ? preferences.currency : 'USD';
    return {
      loading: holdings.data === undefined && !holdings.isError,
      failed: holdings.isError && holdings.data === undefined,
      rows: visibleHoldings(valued, preferences, prices.settled),
      currency,
      toDisplay: (usd: number) => convertFromUsd(usd, currency, rates.data) ?? usd,
      totalUsd: holdings.data && prices.settled ? totalValueUsd(valued) : undefined,
      change: change.data
        ? { percent: change.data.percentChange, absoluteUsd: change.data.absoluteChangeUSD }
        : undefined,
    };
  }, [holdings.data, holdings.isError, prices, rates.data, change.data, preferences]);
}
