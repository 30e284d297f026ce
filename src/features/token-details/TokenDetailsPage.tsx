import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { CHART_RANGES, type ChartRange, DataApiError, dataQueries } from '../../data/dataApi';
import { useFormatters } from '../../data/useFormatters';
import { useDataStatus } from '../../data/dataApiStatus';
import { DataStatusNotice, DetailsFallback } from '../../ui/tables/DataStatusNotice';
import { PoolsTable } from '../../ui/tables/PoolsTable';
import { TransactionsTable } from '../../ui/tables/TransactionsTable';
import { useDataApi } from '../../data/useDataApi';
import { useConnection } from '../../account/ConnectionProvider';
import { PriceChart } from '../../ui/charts/PriceChart';
import { TokenLogo } from '../../ui/TokenLogo';
import { useTokenLogos } from '../../data/useTokenLogos';

const section = css({ mt: { base: '6', md: '8' } });
// Touch targets of 44 px on phones (the button recipe's sizes are for a pointer).
const touch = css({ minH: '11' });
const statGrid = css({
  display: 'grid',
  // two columns on a 360 px phone, as many as fit on wider screens
  gridTemplateColumns: {
    base: 'repeat(auto-fill, minmax(min(140px, 100%), 1fr))',
    md: 'repeat(auto-fill, minmax(180px, 1fr))',
  },
  gap: '4',
});
const heading = css({ fontSize: 'xl', fontWeight: 'semibold', mb: '3' });
const route = getRouteApi('/explore/tokens/$chainName/$tokenAddress');

/** spec §3 token details: price, market cap, FDV, 24h volume, 52-week range, fees, chart, pools, transactions. */
export function TokenDetailsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const withLogo = useTokenLogos();
  const params = route.useParams();
  const { base, chains, chainBySlug, chainById, ready } = useDataApi();
  const chain = chainBySlug(params.chainName);
  const address = params.tokenAddress.toLowerCase();
  const chainId = chain?.chainId ?? 0;
  const [range, setRange] = useState<ChartRange>('1D');
  const details = useQuery({
    ...dataQueries.token(base, chainId, address),
    enabled: ready && !!chain,
  });
  const prices = useQuery({
    ...dataQueries.tokenPrices(base, chainId, address, range),
    enabled: ready && !!chain,
  });
  const transactions = useQuery({
    ...dataQueries.transactions(base, [chainId], { token: address }),
    enabled: ready && !!chain,
  });
  const { address: account } = useConnection();
  const holdings = useQuery({
    ...dataQueries.portfolioTokens(
      base,
      account ?? '',
      chains.map((c) => c.chainId),
    ),
    enabled: ready && !!account,
  });
  const status = useDataStatus([details]);
  const notFound = details.error instanceof DataApiError && details.error.status === 404;
  const token = details.data?.token;
  const slugOf = (id: number) => chainById(id)?.slug ?? params.chainName;

  if (!token) {
    return <DetailsFallback status={status} notFound={notFound} notFoundTitle={t('tokenDetails.notFound')} />;
  }
  const otherBalances = (holdings.data?.balances ?? []).filter(
    (b) => b.symbol === token.symbol && b.chainId !== token.chainId && b.quantity > 0,
  );
  const stats: [string, string][] = [
    [t('tokenDetails.stats.marketCap'), format.fiat(token.marketCap, { compact: true })],
    [t('tokenDetails.stats.fdv'), format.fiat(token.fullyDilutedValue, { compact: true })],
    [t('tokenDetails.stats.volume1Day'), format.fiat(token.volume1Day, { compact: true })],
    [t('tokenDetails.stats.tvl'), format.fiat(token.totalValueLocked, { compact: true })],
    [t('tokenDetails.stats.high52Week'), format.price(token.high52Week)],
    [t('tokenDetails.stats.low52Week'), format.price(token.low52Week)],
    [t('tokenDetails.stats.buyFee'), format.percent(token.buyFeeBips / 100)],
    [t('tokenDetails.stats.sellFee'), format.percent(token.sellFeeBips / 100)],
  ];
  return (
    <section
      aria-labelledby="token-title"
      className={css({ maxW: '1200px', mx: 'auto', px: '4', py: { base: '4', md: '8' } })}
    >
      <DataStatusNotice status={status} />
      {token.safetyLevel !== 'VERIFIED' && (
        <p
          role="alert"
          className={css({
            p: '3',
            mb: '4',
            borderRadius: 'lg',
            border: '1px solid',
            borderColor: 'critical',
            color: 'critical',
          })}
        >
          {t(`tokenDetails.warning.${token.safetyLevel}`)}
        </p>
      )}
      <div className={css({ display: 'flex', alignItems: 'center', gap: { base: '3', md: '4' }, flexWrap: 'wrap' })}>
        <TokenLogo token={withLogo(token)} size={40} decorative />
        <h1
          id="token-title"
          className={css({
            flex: '1',
            minW: '0',
            fontSize: { base: '2xl', md: '3xl' },
            fontWeight: 'semibold',
            overflowWrap: 'anywhere',
          })}
        >
          {token.name} <span className={css({ color: 'text.muted' })}>{token.symbol}</span>
        </h1>
        {token.safetyLevel !== 'BLOCKED' && (
          <Link
            to="/swap"
            search={{ inputCurrency: token.address, chain: params.chainName }}
            className={`${button({ tone: 'accent' })} ${touch}`}
          >
            {t('tokenDetails.swap')}
          </Link>
        )}
      </div>
      <p
        className={css({
          fontSize: { base: '3xl', md: '4xl' },
          fontWeight: 'semibold',
          mt: '2',
          overflowWrap: 'anywhere',
        })}
        data-testid="token-price"
      >
        {format.price(token.priceUSD)}{' '}
        <span className={css({ fontSize: 'lg', color: token.pricePercentChange1Day >= 0 ? 'success' : 'critical' })}>
          {format.percent(token.pricePercentChange1Day)}
        </span>
      </p>
      <PriceChart
        points={prices.data?.prices ?? []}
        label={t('tokenDetails.chartLabel', { symbol: token.symbol, range })}
      />
      <div
        role="group"
        aria-label={t('tokenDetails.chartRange')}
        className={css({ display: 'flex', gap: '2', mt: '2' })}
      >
        {CHART_RANGES.map((r) => (
          <button
            key={r}
            type="button"
            aria-pressed={r === range}
            onClick={() => setRange(r)}
            // a row of equal buttons across a phone, each 44 px tall; their own width from md up
            className={`${button({ tone: r === range ? 'accent' : 'soft', size: 'sm' })} ${css({
              minH: '11',
              flex: { base: '1', md: 'none' },
              px: { base: '1', md: '3' },
            })}`}
          >
            {t(`tokenDetails.range.${r}`)}
          </button>
        ))}
      </div>
      <div className={section}>
        <h2 className={heading}>{t('tokenDetails.stats.title')}</h2>
        <dl className={statGrid}>
          {stats.map(([label, value]) => (
            <div key={label}>
              <dt className={css({ color: 'text.muted', fontSize: 'sm' })}>{label}</dt>
              <dd className={css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
      {otherBalances.length > 0 && (
        <div className={section}>
          <h2 className={heading}>{t('tokenDetails.otherNetworks')}</h2>
          <ul>
            {otherBalances.map((b) => (
              <li key={`${b.chainId}-${b.address}`}>
                {chainById(b.chainId)?.name}: {format.amount(b.quantity)} {b.symbol} (
                {format.fiat(b.valueUSD, { compact: true })})
              </li>
            ))}
          </ul>
        </div>
      )}
      <div className={section}>
        <h2 className={heading}>{t('tokenDetails.pools')}</h2>
        <PoolsTable pools={details.data?.pools ?? []} chainSlug={slugOf} />
      </div>
      <div className={section}>
        <h2 className={heading}>{t('tokenDetails.transactions')}</h2>
        <TransactionsTable
          transactions={transactions.data?.transactions ?? []}
          label={t('tokenDetails.transactions')}
        />
      </div>
    </section>
  );
}
