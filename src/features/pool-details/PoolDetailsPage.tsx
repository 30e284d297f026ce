import { useQuery } from '@tanstack/react-query';
import { getRouteApi, Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { DataApiError, dataQueries } from '../../data/dataApi';
import { useFormatters } from '../../data/useFormatters';
import { shortenAddress } from '../../lib/shortenAddress';
import { useDataStatus } from '../../data/dataApiStatus';
import { DataStatusNotice, DetailsFallback } from '../../ui/tables/DataStatusNotice';
import { TransactionsTable } from '../../ui/tables/TransactionsTable';
import { PriceChart } from '../../ui/charts/PriceChart';
import { useDataApi } from '../../data/useDataApi';
import { TokenLogo } from '../../ui/TokenLogo';
import { useTokenLogos } from '../../data/useTokenLogos';

// Touch targets of 44 px on phones (the button recipe's sizes are for a pointer).
const touch = css({ minH: '11', flex: { base: '1', sm: 'none' } });
const chip = css({ px: '2', borderRadius: 'md', bg: 'surface.hover', whiteSpace: 'nowrap' });
const subheading = css({ fontSize: 'xl', fontWeight: 'semibold', mt: { base: '6', md: '8' }, mb: '3' });

const route = getRouteApi('/explore/pools/$chainName/$poolAddress');

/** spec §3 pool details: pair, version, fee tier, hooks, TVL, volumes, APR, holdings, transactions, swap and add. */
export function PoolDetailsPage() {
  const { t } = useTranslation();
  const format = useFormatters();
  const withLogo = useTokenLogos();
  const params = route.useParams();
  const { base, chainBySlug, ready } = useDataApi();
  const chain = chainBySlug(params.chainName);
  const poolId = params.poolAddress.toLowerCase();
  const chainId = chain?.chainId ?? 0;
  const details = useQuery({
    ...dataQueries.pool(base, chainId, poolId),
    enabled: ready && !!chain,
  });
  const transactions = useQuery({
    ...dataQueries.transactions(base, [chainId], { pool: poolId }),
    enabled: ready && !!chain,
  });
  const pool0 = details.data?.pool.token0.address ?? '';
  // The pool's chart: its first token's USD price over the last week of chain time.
  const prices = useQuery({
    ...dataQueries.tokenPrices(base, chainId, pool0, '1W'),
    enabled: ready && !!chain && !!pool0,
  });
  const status = useDataStatus([details]);
  const notFound = details.error instanceof DataApiError && details.error.status === 404;
  const pool = details.data?.pool;
  if (!pool) {
    return <DetailsFallback status={status} notFound={notFound} notFoundTitle={t('poolDetails.notFound')} />;
  }
  const pair = `${pool.token0.symbol}/${pool.token1.symbol}`;
  const version = pool.protocolVersion.toLowerCase();
  const stats: [string, string][] = [
    [t('poolDetails.stats.tvl'), format.fiat(pool.totalLiquidity.value, { compact: true })],
    [t('poolDetails.stats.volume1Day'), format.fiat(pool.volume1Day.value, { compact: true })],
    [t('poolDetails.stats.volume30Day'), format.fiat(pool.volume30Day.value, { compact: true })],
    [
      t('poolDetails.stats.volumeOverTvl'),
      format.number(pool.volumeOverTvl1Day, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
    ],
    [t('poolDetails.stats.fees1Day'), format.fiat(pool.fees1Day, { compact: true })],
    [t('poolDetails.stats.apr'), format.percent(pool.totalApr)],
  ];
  return (
    <section
      aria-labelledby="pool-title"
      className={css({ maxW: '1200px', mx: 'auto', px: '4', py: { base: '4', md: '8' } })}
    >
      <DataStatusNotice status={status} />
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
        <span className={css({ display: 'flex', flexShrink: 0, '& > :last-child': { ms: '-2' } })}>
          <TokenLogo token={withLogo({ ...pool.token0, chainId })} size={36} decorative />
          <TokenLogo token={withLogo({ ...pool.token1, chainId })} size={36} decorative />
        </span>
        <h1
          id="pool-title"
          className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'semibold', overflowWrap: 'anywhere' })}
        >
          {pair}
        </h1>
        <span className={chip}>{version}</span>
        <span className={chip}>{format.feeTier(pool.feeTier)}</span>
        <span
          className={css({ ms: { base: '0', sm: 'auto' }, display: 'flex', gap: '2', w: { base: 'full', sm: 'auto' } })}
        >
          <Link
            to="/swap"
            search={{
              inputCurrency: pool.token0.address,
              outputCurrency: pool.token1.address,
              chain: params.chainName,
            }}
            className={`${button({ tone: 'accent' })} ${touch}`}
          >
            {t('poolDetails.swap')}
          </Link>
          <Link
            to="/positions/create/$protocolVersion"
            params={{ protocolVersion: version }}
            search={{
              currencyA: pool.token0.address.toLowerCase(),
              currencyB: pool.token1.address.toLowerCase(),
              feeTier: version === 'v2' ? undefined : pool.feeTier,
              hook: pool.hookAddress?.toLowerCase() ?? undefined,
              chain: params.chainName,
            }}
            className={`${button({ tone: 'soft' })} ${touch}`}
          >
            {t('poolDetails.addLiquidity')}
          </Link>
        </span>
      </div>
      <p className={css({ color: 'text.muted', mt: '2', overflowWrap: 'anywhere' })}>
        {t('poolDetails.poolId')}: {shortenAddress(pool.poolId)}
        {pool.hookAddress ? ` · ${t('poolDetails.hooks')}: ${shortenAddress(pool.hookAddress)}` : ''}
      </p>
      <dl
        className={css({
          display: 'grid',
          // two columns on a 360 px phone, as many as fit on wider screens
          gridTemplateColumns: {
            base: 'repeat(auto-fill, minmax(min(140px, 100%), 1fr))',
            md: 'repeat(auto-fill, minmax(180px, 1fr))',
          },
          gap: '4',
          mt: '6',
        })}
      >
        {stats.map(([label, value]) => (
          <div key={label}>
            <dt className={css({ color: 'text.muted', fontSize: 'sm' })}>{label}</dt>
            <dd className={css({ fontSize: 'lg', fontWeight: 'semibold', overflowWrap: 'anywhere' })}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className={css({ mt: '6' })}>
        <PriceChart
          points={prices.data?.prices ?? []}
          label={t('poolDetails.chartLabel', { symbol: pool.token0.symbol })}
        />
      </div>
      <h2 className={subheading}>{t('poolDetails.balances')}</h2>
      <ul className={css({ display: 'flex', flexDirection: 'column', gap: '2' })}>
        {[pool.token0, pool.token1].map((token) => (
          <li key={token.address} className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' })}>
            <TokenLogo token={withLogo({ ...token, chainId })} size={24} decorative />
            <span className={css({ overflowWrap: 'anywhere' })}>
              {format.amount(token.reserve)} {token.symbol} · {format.price(token.priceUSD)}
            </span>
          </li>
        ))}
      </ul>
      <h2 className={subheading}>{t('poolDetails.transactions')}</h2>
      <TransactionsTable transactions={transactions.data?.transactions ?? []} label={t('poolDetails.transactions')} />
    </section>
  );
}
