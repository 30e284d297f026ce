// What the Buy and Sell screens read from the aggregator (spec §7 "Fiat on-ramp"): the countries it serves and the
// person's own (GetCountry), the fiat currencies and tokens of the chosen country, and every provider's quote for the
// amount, ranked and marked (best, recently used). Every read is a query factory of src/data/fiatOnRampQueries.ts.
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CheckoutDirection } from '../../../machines/fiatCheckout.machine';
import { type ChainToken, sameAddress } from '../../data/chainTokens';
import { FiatOnRampError, RampDirection, fiatOnRampBase } from '../../data/fiatOnRamp';
import {
  fiatCountriesQueryOptions,
  fiatCountryQueryOptions,
  fiatCurrenciesQueryOptions,
  fiatQuotesQueryOptions,
  fiatTokensQueryOptions,
} from '../../data/fiatOnRampQueries';
import { lastProviderQueryOptions } from '../../data/fiatTransfers';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { type QuoteProblem, defaultFiatCurrency, markQuotes, quoteProblem } from '../../lib/fiatCheckout/checkoutRules';

export type CheckoutQuotesParameters = {
  direction: CheckoutDirection;
  chain: RuntimeChain;
  tokens: readonly ChainToken[];
  /** The country picked, else the aggregator's guess (GetCountry). */
  countryChoice: string | undefined;
  currencyChoice: string | undefined;
  token: ChainToken | undefined;
  /** The amount typed: fiat (buy) or tokens (sell); undefined while it is no amount. */
  amount: number | undefined;
  account: string | undefined;
};

export function useCheckoutQuotes(p: CheckoutQuotesParameters) {
  const { data: config } = useRuntimeConfig();
  const base = fiatOnRampBase(config);
  const rampDirection = p.direction === 'sell' ? RampDirection.OFFRAMP : RampDirection.ONRAMP;
  const countries = useQuery({ ...fiatCountriesQueryOptions(base, { rampDirection }), enabled: config !== undefined });
  const located = useQuery({ ...fiatCountryQueryOptions(base), enabled: config !== undefined });
  const country = p.countryChoice ?? located.data?.countryCode;
  const served = countries.data?.map((c) => c.countryCode) ?? [];
  const regionServed = country !== undefined && served.includes(country);

  const currencies = useQuery({
    ...fiatCurrenciesQueryOptions(base, { countryCode: country ?? '', rampDirection }),
    enabled: regionServed,
  });
  const offered = currencies.data?.map((c) => c.fiatCurrencyCode) ?? [];
  const currency =
    p.currencyChoice && offered.includes(p.currencyChoice)
      ? p.currencyChoice
      : defaultFiatCurrency(country ?? '', offered);
  const symbol = currencies.data?.find((c) => c.fiatCurrencyCode === currency)?.symbol;

  const supported = useQuery({
    ...fiatTokensQueryOptions(base, { fiatCurrency: currency ?? '', countryCode: country ?? '', rampDirection }),
    enabled: regionServed && currency !== undefined,
  });
  // only the tokens the aggregator deals in on this chain (its codes name one token on one chain)
  const tradable = useMemo(() => {
    const onChain = (supported.data ?? []).filter((s) => s.chainId === String(p.chain.chainId));
    return p.tokens
      .map((token) => ({ token, code: onChain.find((s) => sameAddress(s.address, token.address))?.cryptoCurrencyCode }))
      .filter((entry): entry is { token: ChainToken; code: string } => entry.code !== undefined);
  }, [supported.data, p.tokens, p.chain.chainId]);
  const code = tradable.find((entry) => sameAddress(entry.token.address, p.token?.address))?.code;

  const request =
    country && currency && code && p.amount !== undefined
      ? {
          countryCode: country,
          sourceAmount: p.amount,
          sourceCurrencyCode: p.direction === 'buy' ? currency : code,
          destinationCurrencyCode: p.direction === 'buy' ? code : currency,
          rampDirection,
          ...(p.account ? { walletAddress: p.account } : {}),
        }
      : undefined;
  const quotes = useQuery({
    ...fiatQuotesQueryOptions(
      base,
      request ?? { countryCode: '', sourceAmount: 0, sourceCurrencyCode: '', destinationCurrencyCode: '' },
    ),
    enabled: request !== undefined && regionServed,
  });
  const lastProvider = useQuery(lastProviderQueryOptions());
  const marked = useMemo(
    () => (quotes.data ? markQuotes(quotes.data, lastProvider.data) : undefined),
    [quotes.data, lastProvider.data],
  );

  // spec §8: a region no provider serves says so before any quote is asked for
  const problem: QuoteProblem | undefined =
    country !== undefined && countries.data && !regionServed
      ? { kind: 'message', messageId: 'notAvailableInRegion', retry: false }
      : countries.isError
        ? { kind: 'message', messageId: 'connectionFailed', retry: true }
        : quotes.error instanceof FiatOnRampError
          ? quoteProblem(quotes.error)
          : quotes.isError
            ? { kind: 'message', messageId: 'connectionFailed', retry: true }
            : marked?.length === 0
              ? { kind: 'message', messageId: 'noQuotesFound', retry: false }
              : undefined;

  return {
    base,
    country,
    countries: served,
    currency,
    currencies: currencies.data ?? [],
    symbol,
    tradable,
    code,
    quotes: marked,
    loading: request !== undefined && regionServed && quotes.isFetching && !quotes.data,
    problem,
    retry: () => {
      void countries.refetch();
      void quotes.refetch();
    },
  };
}
