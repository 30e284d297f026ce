import { Link, useNavigate, useParams } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { EXPLORE_TABS, type ExploreTab, exploreTabAndChain } from '../../lib/routes/pageMeta';
import type { TokenOrder } from '../../data/dataApi';
import { useDataStatus } from '../../data/dataApiStatus';
import { DataStatusNotice } from '../../ui/tables/DataStatusNotice';
import { PoolsTable } from '../../ui/tables/PoolsTable';
import { TokensTable } from '../../ui/tables/TokensTable';
import { TransactionsTable } from '../../ui/tables/TransactionsTable';
import { useDataApi } from '../../data/useDataApi';
import { useFormatters } from '../../data/useFormatters';
import { whenIdle } from '../../lib/tasks';
import { useExplorePools, useExploreTransactions } from './useExploreData';
import { useExploreTokenPages } from './useExploreTokenPages';

/** spec §2 Explore: tabs tokens, pools and transactions; the chain in the path (`/explore/:tab/:chainName`). */
/** While the first page loads, the tokens table shows its header, its sort and rows still loading (not a blank page). */
const FIRST_PAGE_LOADING: readonly undefined[] = Array.from({ length: 8 }, () => undefined);

export function ExplorePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // `/explore`, `/explore/$tab` and `/explore/$tab/$chainName` share this screen: each param may be absent
  const params = useParams({ strict: false });
  const { chains, chainBySlug, chainById, config } = useDataApi();
  const defaultChain = config?.defaultChainSlug ?? 'devnet';
  const { tab, chain: chainSlug } = exploreTabAndChain({
    params,
    defaultChain,
    chainName: (slug) => chainBySlug(slug)?.name,
  });
  const chain = chainBySlug(chainSlug);
  const chainIds = chain ? [chain.chainId] : [];
  const activeTab: ExploreTab = (EXPLORE_TABS as readonly string[]).includes(tab) ? (tab as ExploreTab) : 'tokens';
  const slugOf = (chainId: number) => chainById(chainId)?.slug ?? defaultChain;

  const [tokenOrder, setTokenOrder] = useState<TokenOrder>({ orderBy: 'volume1Day', direction: 'desc' });
  const tokens = useExploreTokenPages(activeTab === 'tokens' ? chainIds : [], tokenOrder);
  const pools = useExplorePools(activeTab === 'pools' ? chainIds : []);
  const transactions = useExploreTransactions(activeTab === 'transactions' ? chainIds : []);
  const current = activeTab === 'tokens' ? tokens.status : activeTab === 'pools' ? pools : transactions;
  const status = useDataStatus([current]);
  // A page's first Intl.NumberFormat makes ICU load its number data (30 to 60 ms measured here; every later one well
  // under 1 ms): done while the first page of rows is on its way, not inside the render that shows them.
  const format = useFormatters();
  useEffect(() => whenIdle(() => void format.price(1)), [format]);

  return (
    <section
      aria-labelledby="explore-title"
      className={css({ maxW: '1200px', mx: 'auto', px: '4', py: { base: '4', md: '8' } })}
    >
      <h1 id="explore-title" className={css({ fontSize: '3xl', fontWeight: 'semibold', mb: '4' })}>
        {t('explore.title')}
      </h1>
      <div
        className={css({
          display: 'flex',
          gap: { base: '2', md: '4' },
          alignItems: 'center',
          flexWrap: 'wrap',
          mb: '4',
        })}
      >
        <div
          role="tablist"
          aria-label={t('explore.tabsLabel')}
          className={css({ display: 'flex', gap: '1', maxW: 'full', overflowX: 'auto' })}
        >
          {EXPLORE_TABS.map((id) => (
            <Link
              key={id}
              role="tab"
              aria-selected={id === activeTab}
              to="/explore/$tab/$chainName"
              params={{ tab: id, chainName: chainSlug }}
              className={css({
                // a 44 px touch target
                display: 'inline-flex',
                alignItems: 'center',
                minH: '11',
                px: '3',
                flexShrink: 0,
                borderRadius: 'full',
                fontWeight: 'semibold',
                color: id === activeTab ? 'text' : 'text.muted',
                bg: id === activeTab ? 'surface.hover' : 'transparent',
                _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
              })}
            >
              {t(`explore.tabs.${id}`)}
            </Link>
          ))}
        </div>
        <label className={css({ ms: 'auto', display: 'flex', gap: '2', alignItems: 'center', color: 'text.muted' })}>
          {t('explore.network')}
          <select
            value={chainSlug}
            onChange={(e) =>
              void navigate({ to: '/explore/$tab/$chainName', params: { tab: activeTab, chainName: e.target.value } })
            }
            className={css({
              minH: '11',
              maxW: '48',
              px: '2',
              borderRadius: 'md',
              bg: 'surface',
              border: '1px solid',
              borderColor: 'border',
              color: 'text',
            })}
          >
            {chains.map((c) => (
              <option key={c.slug} value={c.slug}>
                {c.name}
              </option>
            ))}
          </select>
        </label>
      </div>
      <DataStatusNotice status={status} />
      {activeTab === 'tokens' && (tokens.status.data !== undefined || status === 'loading') && (
        <TokensTable
          rows={tokens.status.data !== undefined ? tokens.rows : FIRST_PAGE_LOADING}
          order={tokenOrder}
          onOrderChange={setTokenOrder}
          onRowsInView={tokens.onRowsInView}
          chainSlug={slugOf}
        />
      )}
      {activeTab === 'pools' && pools.data && <PoolsTable pools={pools.data.poolStats} chainSlug={slugOf} />}
      {activeTab === 'transactions' && transactions.data && (
        <TransactionsTable transactions={transactions.data.transactions} label={t('explore.tabs.transactions')} />
      )}
      {status === 'loading' && activeTab !== 'tokens' && (
        <p className={css({ color: 'text.muted' })}>{t('explore.loading')}</p>
      )}
    </section>
  );
}
