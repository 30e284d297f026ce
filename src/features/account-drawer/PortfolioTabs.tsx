import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import type { ActivityRequest } from '../../account/connectRequest';
import { css } from '#styled-system/css';
import { listRow, mutedText } from '#styled-system/recipes';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { isUnsettled, listActivity, markActivitySeen } from '../../data/activity';
import { getDatabase } from '../../data/database';
import { TokenLogo } from '../../ui/TokenLogo';
import { ActivityList } from './ActivityList';
import { type DrawerTab, initialTab, visibleTabs } from './drawerViews';
import { list } from './drawerStyles';
import { NftsTab } from './NftsTab';
import { ownedPositionsQueryOptions } from '../../data/positions';
import { receivedActivityQueryOptions } from '../../data/receivedActivity';
import { useListedTokens } from '../../data/useListedTokens';
import { useFormatters } from '../../data/useFormatters';
import { formatFiat } from '../../lib/numberFormat';
import type { PortfolioView } from './usePortfolio';

const tabList = css({ display: 'flex', gap: '1', borderBottom: '1px solid', borderColor: 'border', mb: '2' });
const tab = css({
  position: 'relative',
  px: '3',
  py: '2',
  fontWeight: 'medium',
  color: 'text.muted',
  cursor: 'pointer',
  '&[aria-selected=true]': { color: 'text', borderBottom: '2px solid', borderColor: 'accent' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent' },
});
const dot = css({
  position: 'absolute',
  top: '1.5',
  insetInlineEnd: '1',
  w: '2',
  h: '2',
  borderRadius: 'full',
  bg: 'accent',
});

/** spec §2: Tokens, NFTs (unless disabled), Pools, Activity; the last tab is remembered; a dot marks new activity. */
export function PortfolioTabs({
  address,
  portfolio,
  open,
  viewOnly,
  focusActivity,
  onLeave,
}: {
  address: Address;
  portfolio: PortfolioView;
  open: boolean;
  viewOnly: boolean;
  /** The activity row a transaction notice links to: the Activity tab opens on it. */
  focusActivity?: ActivityRequest;
  /** Leaves the drawer (an NFT's Send goes to the send form). */
  onLeave: () => void;
}) {
  const { t } = useTranslation();
  const { accountDrawerTab, disableNFTs } = usePreferences();
  const store = usePreferencesStore();
  const id = useId();
  const tabs = visibleTabs(disableNFTs);
  const current = initialTab(accountDrawerTab, disableNFTs);
  const activity = useLiveQuery(() => listActivity(getDatabase(), address), [address]);
  const { data: config } = useRuntimeConfig();
  // tokens received from elsewhere join the activity store while the drawer is open (and on each new block)
  useQuery({
    ...receivedActivityQueryOptions({ account: address, config }),
    enabled: open && config !== undefined,
  });
  const hasNews = (activity ?? []).some((a) => isUnsettled(a) || a.unseen);

  useEffect(() => {
    // viewing the Activity tab marks everything in it seen (spec §4: the dot is pending or not yet viewed)
    if (open && current === 'activity' && (activity ?? []).some((a) => a.unseen))
      void markActivitySeen(getDatabase(), address);
  }, [open, current, activity, address]);

  const choose = (next: DrawerTab) => void store.set('accountDrawerTab', next);
  useEffect(() => {
    if (focusActivity) void store.set('accountDrawerTab', 'activity');
  }, [focusActivity, store]);
  return (
    <>
      <div role="tablist" aria-label={t('accountDrawer.tabsLabel')} className={tabList}>
        {tabs.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${id}-${name}`}
            aria-selected={current === name}
            aria-controls={`${id}-${name}-panel`}
            className={tab}
            onClick={() => choose(name)}
          >
            {t(`accountDrawer.tabs.${name}`)}
            {name === 'activity' && hasNews && current !== 'activity' && (
              <span className={dot} role="img" aria-label={t('accountDrawer.newActivity')} />
            )}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${current}-panel`} aria-labelledby={`${id}-${current}`}>
        {current === 'tokens' && <TokensTab portfolio={portfolio} />}
        {current === 'nfts' && <NftsTab address={address} viewOnly={viewOnly} onLeave={onLeave} />}
        {current === 'pools' && <PositionsList address={address} />}
        {current === 'activity' && <ActivityList rows={activity} focusId={focusActivity?.rowId} />}
      </div>
    </>
  );
}

function TokensTab({ portfolio }: { portfolio: PortfolioView }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (portfolio.loading) return <p className={mutedText()}>{t('accountDrawer.loading')}</p>;
  if (portfolio.rows.length === 0) return <p className={mutedText()}>{t('accountDrawer.noTokens')}</p>;
  return (
    <ul aria-label={t('accountDrawer.tabs.tokens')} className={list}>
      {portfolio.rows.map((r) => (
        <li key={`${r.chainId}:${r.address}`} className={listRow()}>
          <span>
            <span className={css({ display: 'inline-flex', verticalAlign: 'middle', me: '2' })}>
              <TokenLogo token={r} size={28} decorative />
            </span>
            <span className={css({ fontWeight: 'medium' })}>{r.symbol}</span>{' '}
            <span className={mutedText()}>{r.chainName}</span>
            {r.priceUsd !== null && (
              // the indexer's one price for the token, as the swap screen and token details show it
              <span className={`${mutedText()} ${css({ display: 'block', fontSize: 'sm' })}`}>
                {format.price(r.priceUsd)}
              </span>
            )}
          </span>
          <span className={css({ textAlign: 'end' })}>
            <span>{format.tokenAmount(BigInt(r.balance), r.decimals)}</span>{' '}
            <span className={mutedText()}>
              {r.valueUsd === null
                ? ''
                : formatFiat(portfolio.toDisplay(r.valueUsd), portfolio.currency, format.locale)}
            </span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The account's liquidity positions on every chain (the Pools tab and the pools view). */
export function PositionsList({ address }: { address: Address }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { data: config } = useRuntimeConfig();
  const positions = useQuery(ownedPositionsQueryOptions(address, config));
  const { symbol } = useListedTokens();
  if (positions.data === undefined)
    return (
      <p className={mutedText()}>{positions.isError ? t('accountDrawer.loadFailed') : t('accountDrawer.loading')}</p>
    );
  if (positions.data.length === 0) return <p className={mutedText()}>{t('accountDrawer.noPositions')}</p>;
  return (
    <ul aria-label={t('accountDrawer.tabs.pools')} className={list}>
      {positions.data.map((p) => (
        <li key={`${p.chainId}:${p.version}:${p.id}`} className={listRow()}>
          <span>
            <span className={css({ fontWeight: 'medium' })}>
              {symbol(p.chainId, p.token0)}/{symbol(p.chainId, p.token1)}
            </span>{' '}
            <span className={mutedText()}>
              {p.version} · {format.feeTier(p.fee)} · {p.chainName}
            </span>
          </span>
          <span className={mutedText()}>{t(`accountDrawer.positionStatus.${p.status}`)}</span>
        </li>
      ))}
    </ul>
  );
}

/** The pools view (spec §2 internal view; back returns to default). */
export function PoolsView({ address }: { address: Address }) {
  return <PositionsList address={address} />;
}
