import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useFeatureFlag } from '../../data/flagsContext';
import { useDataApi } from '../../data/useDataApi';
import { useAnalytics } from '../../data/useAnalytics';
import { getDatabase, type SearchHistoryRow } from '../../data/database';
import type { NftCollectionNode, PoolStats, TokenStats } from '../../data/dataApi';
import { useFormatters } from '../../data/useFormatters';
import { useTokenLogos } from '../../data/useTokenLogos';
import { TokenLogo } from '../../ui/TokenLogo';
import { shortenAddress } from '../../lib/shortenAddress';
import { filterRecent, recordSearch, type SearchTab } from './searchHistory';
import { usePreferences } from '../../data/preferencesContext';
import { useSearchResults, useTrending } from './useSearchResults';
import { AccountIdentity } from '../../account/username/AccountIdentity';

const groupHeading = css({ fontSize: 'sm', color: 'text.muted', fontWeight: 'semibold', mt: '3', mb: '1' });
const resultButton = css({
  display: 'flex',
  w: 'full',
  justifyContent: 'space-between',
  gap: '3',
  px: '3',
  py: '2',
  borderRadius: 'lg',
  textAlign: 'start',
  cursor: 'pointer',
  _hover: { bg: 'surface.hover' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
});

type Selection = Omit<SearchHistoryRow, 'id' | 'searchedAt'>;

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h3 className={groupHeading}>{title}</h3>
      <ul>{children}</ul>
    </section>
  );
}

/** spec §2/§5 search modal: tabs, chain filter, recent and trending, debounced grouped results. */
export function SearchModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const withLogo = useTokenLogos();
  const navigate = useNavigate();
  const poolSearch = useFeatureFlag('PoolSearch');
  const { chains, chainById, config } = useDataApi();
  const [query, setQuery] = useState('');
  const { disableNFTs } = usePreferences();
  const tabs: SearchTab[] = [...(poolSearch ? (['all', 'tokens', 'pools'] as const) : (['tokens'] as const))];
  if (!disableNFTs) tabs.push('nfts');
  const [tab, setTab] = useState<SearchTab>(poolSearch ? 'all' : 'tokens');
  const [chainFilter, setChainFilter] = useState<number | undefined>(undefined);
  const chainIds = useMemo(() => (chainFilter ? [chainFilter] : chains.map((c) => c.chainId)), [chainFilter, chains]);
  const results = useSearchResults(query, chainIds, poolSearch && tab !== 'tokens' && tab !== 'nfts');
  const trending = useTrending(chainIds, tab === 'nfts');
  const history = useLiveQuery(() => getDatabase().searchHistory.toArray(), []);
  const recent = filterRecent(history ?? [], tab, chainFilter);
  const slugOf = (chainId: number) => chainById(chainId)?.slug ?? config?.defaultChainSlug ?? '';

  const { track } = useAnalytics();

  /** `position` is the result's place in its list (from 1); `recent` for a row of the search history. */
  const choose = async (selection: Selection, position: number, recent = false) => {
    await recordSearch(selection);
    // privacy: what was typed stays on the device; only its length and where the chosen result stood are sent
    track('search_result_selected', {
      type: selection.type,
      chainId: selection.chainId,
      query_length: query.trim().length,
      position,
      section: recent ? 'recent' : query.trim() ? 'results' : 'trending',
    });
    onClose();
    if (selection.type === 'token' && selection.address)
      void navigate({
        to: '/explore/tokens/$chainName/$tokenAddress',
        params: { chainName: slugOf(selection.chainId), tokenAddress: selection.address },
      });
    else if (selection.type === 'pool' && selection.poolId)
      void navigate({
        to: '/explore/pools/$chainName/$poolAddress',
        params: { chainName: slugOf(selection.chainId), poolAddress: selection.poolId },
      });
    else if (selection.address && config)
      window.open(`${config.externalLinks.addressExplorer}/${selection.address}`, '_blank', 'noopener');
  };

  const tokenItem = (token: TokenStats, index: number) => (
    <li key={token.id}>
      <button
        type="button"
        className={resultButton}
        onClick={() =>
          void choose(
            {
              type: 'token',
              chainId: token.chainId,
              address: token.address,
              label: `${token.name} ${token.symbol}`,
            },
            index + 1,
          )
        }
      >
        <span>
          <TokenLogo token={withLogo(token)} size={28} decorative /> {token.name}{' '}
          <span className={css({ color: 'text.muted' })}>{token.symbol}</span>
        </span>
        <span className={css({ color: 'text.muted' })}>{format.price(token.priceUSD)}</span>
      </button>
    </li>
  );
  const poolItem = (pool: PoolStats, index: number) => {
    const label = `${pool.token0.symbol}/${pool.token1.symbol} ${pool.protocolVersion.toLowerCase()} ${format.feeTier(pool.feeTier)}`;
    return (
      <li key={pool.id}>
        <button
          type="button"
          className={resultButton}
          onClick={() => void choose({ type: 'pool', chainId: pool.chainId, poolId: pool.poolId, label }, index + 1)}
        >
          <span>{label}</span>
          <span className={css({ color: 'text.muted' })}>
            {format.fiat(pool.totalLiquidity.value, { compact: true })}
          </span>
        </button>
      </li>
    );
  };
  const nftItem = (node: NftCollectionNode, index: number) => {
    const contract = node.nftContracts[0]!;
    return (
      <li key={`${contract.chain}-${contract.address}`}>
        <button
          type="button"
          className={resultButton}
          onClick={() =>
            void choose(
              { type: 'nftCollection', chainId: contract.chain, address: contract.address, label: node.name },
              index + 1,
            )
          }
        >
          <span>{node.name}</span>
          <span className={css({ color: 'text.muted' })}>{t('search.items', { count: node.stats.items })}</span>
        </button>
      </li>
    );
  };
  const recentItem = (row: SearchHistoryRow, index: number) => (
    <li key={row.id}>
      <button
        type="button"
        className={resultButton}
        onClick={() =>
          void choose(
            {
              type: row.type,
              chainId: row.chainId,
              address: row.address,
              poolId: row.poolId,
              label: row.label,
            },
            index + 1,
            true,
          )
        }
      >
        <span>{row.label}</span>
        <span className={css({ color: 'text.muted' })}>{chainById(row.chainId)?.name}</span>
      </button>
    </li>
  );

  const typed = query.trim().length > 0;
  const showTokens = tab === 'all' || tab === 'tokens';
  const showPools = poolSearch && (tab === 'all' || tab === 'pools');
  const showNfts = !disableNFTs && (tab === 'all' || tab === 'nfts');
  const nothing =
    results.settled &&
    !results.isFetching &&
    !results.isError &&
    (showPools ? results.pools.length : 0) +
      (showTokens ? results.tokens.length : 0) +
      (tab !== 'nfts' ? results.wallets.length : 0) +
      (showNfts ? results.nftCollections.length : 0) ===
      0;

  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3', w: 'full' })}>
      <div className={css({ display: 'flex', gap: '2' })}>
        <input
          autoFocus
          type="search"
          aria-label={t('search.inputLabel')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          className={css({
            flex: '1',
            px: '3',
            py: '2',
            borderRadius: 'lg',
            border: '1px solid',
            borderColor: 'border',
            bg: 'surface',
          })}
        />
        <select
          aria-label={t('search.chainFilter')}
          value={chainFilter ?? ''}
          onChange={(e) => setChainFilter(e.target.value ? Number(e.target.value) : undefined)}
          className={css({ px: '2', borderRadius: 'lg', border: '1px solid', borderColor: 'border', bg: 'surface' })}
        >
          <option value="">{t('search.allNetworks')}</option>
          {chains.map((c) => (
            <option key={c.chainId} value={c.chainId}>
              {c.name}
            </option>
          ))}
        </select>
      </div>
      {tabs.length > 1 && (
        <div
          role="tablist"
          aria-label={t('search.tabsLabel')}
          className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}
        >
          {tabs.map((id) => (
            <button
              key={id}
              type="button"
              role="tab"
              aria-selected={tab === id}
              onClick={() => setTab(id)}
              className={button({ tone: tab === id ? 'soft' : 'ghost', size: 'sm' })}
            >
              {t(`search.tabs.${id}`)}
            </button>
          ))}
        </div>
      )}
      <div className={css({ overflowY: 'auto' })}>
        {!typed && (
          <>
            {recent.length > 0 && <Group title={t('search.recent')}>{recent.map(recentItem)}</Group>}
            {showTokens && trending.tokens.length > 0 && (
              <Group title={t('search.trendingTokens')}>{trending.tokens.map(tokenItem)}</Group>
            )}
            {showPools && trending.pools.length > 0 && (
              <Group title={t('search.trendingPools')}>{trending.pools.map(poolItem)}</Group>
            )}
            {tab === 'nfts' && trending.nftCollections.length > 0 && (
              <Group title={t('search.popularNftCollections')}>{trending.nftCollections.map(nftItem)}</Group>
            )}
          </>
        )}
        {typed && results.isError && (
          <div role="alert">
            <p>{t('search.failed')}</p>
            <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={results.retry}>
              {t('search.retry')}
            </button>
          </div>
        )}
        {typed && !results.isError && (
          <>
            {showPools && results.pools.length > 0 && (
              <Group title={t('search.groups.pools')}>{results.pools.map(poolItem)}</Group>
            )}
            {showTokens && results.tokens.length > 0 && (
              <Group title={t('search.groups.tokens')}>{results.tokens.map(tokenItem)}</Group>
            )}
            {tab !== 'nfts' && results.wallets.length > 0 && (
              <Group title={t('search.groups.wallets')}>
                {results.wallets.map(({ address, username }, index) => (
                  <li key={address}>
                    <button
                      type="button"
                      className={resultButton}
                      onClick={() =>
                        void choose(
                          {
                            type: 'wallet',
                            chainId: chainIds[0] ?? 0,
                            address,
                            label: username ?? shortenAddress(address),
                          },
                          index + 1,
                        )
                      }
                    >
                      <span className={css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' })}>
                        <AccountIdentity address={address as Address} size={24} {...(username && { username })} />
                      </span>
                      {shortenAddress(address)}
                    </button>
                  </li>
                ))}
              </Group>
            )}
            {showNfts && results.nftCollections.length > 0 && (
              <Group title={t('search.groups.nftCollections')}>{results.nftCollections.map(nftItem)}</Group>
            )}
            {nothing && (
              <p className={css({ color: 'text.muted', p: '3' })}>
                {t('search.noResults', { query: results.debounced })}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}
