// spec §2 /positions: every position of the connected wallet on every chain (v2 LP balances, v3 and v4 NFTs) from the
// indexer, with its status; filters by status and version; closed positions in their own view (a position whose
// liquidity was removed stays listed there). Offline, the persisted query cache shows the last list.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, listRow, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { ownedPositionsQueryOptions, type PositionRow } from '../../data/positions';
import { useFormatters } from '../../data/useFormatters';
import { type ListedTokens, useListedTokens } from '../../data/useListedTokens';
import { useOnlineStatus } from '../../data/useOnlineStatus';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { useDataApi } from '../../data/useDataApi';
import {
  matchesFilters,
  STATUS_FILTERS,
  type StatusFilter,
  VERSION_FILTERS,
  type VersionFilter,
} from '../../lib/positions/positionFilters';
import { isFullRange, rangePrices } from '../../lib/positions/rangePrice';
import { TokenLogo } from '../../ui/TokenLogo';
import { ConnectToSeePositions } from './ConnectToSeePositions';

const page = css({ maxW: '840px', mx: 'auto', px: { base: '4', md: '6' }, py: { base: '4', md: '8' } });
const select = css({
  minH: '11',
  px: '3',
  borderRadius: 'lg',
  border: '1px solid',
  borderColor: 'border',
  bg: 'surface',
});
const badge = css({
  px: '2',
  py: '0.5',
  borderRadius: 'md',
  bg: 'surface.hover',
  fontSize: 'sm',
  whiteSpace: 'nowrap',
});
const statusTone: Record<PositionRow['status'], string> = {
  IN_RANGE: css({ color: 'success' }),
  OUT_OF_RANGE: css({ color: 'warning' }),
  CLOSED: css({ color: 'text.muted' }),
};

export function PositionsPage() {
  const { t } = useTranslation();
  const { status: connectionStatus, address } = useConnection();
  const connected = (connectionStatus === 'connected' || connectionStatus === 'switchingChain') && !!address;
  const [status, setStatus] = useState<StatusFilter>('open');
  const [version, setVersion] = useState<VersionFilter>('all');

  return (
    <section aria-labelledby="positions-title" className={page}>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap', mb: '4' })}>
        <h1 id="positions-title" className={css({ fontSize: '3xl', fontWeight: 'semibold', me: 'auto' })}>
          {t('positions.title')}
        </h1>
        <Link to="/positions/create" className={cx(button({ tone: 'accent' }), css({ minH: '11' }))}>
          {t('positions.newPosition')}
        </Link>
      </div>
      {connected ? (
        <>
          <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap', mb: '4' })}>
            <label className={css({ display: 'grid', gap: '1', fontSize: 'sm', color: 'text.muted' })}>
              {t('positions.statusFilter')}
              <select className={select} value={status} onChange={(e) => setStatus(e.target.value as StatusFilter)}>
                {STATUS_FILTERS.map((s) => (
                  <option key={s} value={s}>
                    {t(`positions.status.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={css({ display: 'grid', gap: '1', fontSize: 'sm', color: 'text.muted' })}>
              {t('positions.versionFilter')}
              <select className={select} value={version} onChange={(e) => setVersion(e.target.value as VersionFilter)}>
                {VERSION_FILTERS.map((v) => (
                  <option key={v} value={v}>
                    {v === 'all' ? t('positions.allVersions') : v}
                  </option>
                ))}
              </select>
            </label>
          </div>
          <PositionList owner={address} status={status} version={version} onShowClosed={() => setStatus('CLOSED')} />
        </>
      ) : (
        <ConnectToSeePositions />
      )}
    </section>
  );
}

function PositionList(props: {
  owner: `0x${string}`;
  status: StatusFilter;
  version: VersionFilter;
  onShowClosed: () => void;
}) {
  const { t } = useTranslation();
  const { data: config } = useRuntimeConfig();
  const online = useOnlineStatus();
  const tokens = useListedTokens();
  const positions = useQuery(ownedPositionsQueryOptions(props.owner, config));
  if (positions.data === undefined) {
    return (
      <p role={positions.isError ? 'alert' : 'status'} className={mutedText()}>
        {positions.isError ? t('positions.loadFailed') : t('positions.loading')}
      </p>
    );
  }
  const shown = positions.data.filter((row) => matchesFilters(row, props.status, props.version));
  const closed = positions.data.filter((row) => row.status === 'CLOSED').length;
  return (
    <>
      {(!online || positions.isError) && (
        <p role="status" className={mutedText()}>
          {t('positions.outdated')}
        </p>
      )}
      {shown.length === 0 ? (
        <p className={mutedText()}>{positions.data.length === 0 ? t('positions.none') : t('positions.noneMatching')}</p>
      ) : (
        <ul aria-label={t('positions.listLabel')} className={css({ display: 'grid', gap: '2' })}>
          {shown.map((row) => (
            <PositionListItem key={`${row.chainId}:${row.version}:${row.id}`} row={row} tokens={tokens} />
          ))}
        </ul>
      )}
      {props.status === 'open' && closed > 0 && (
        <button
          type="button"
          className={cx(button({ tone: 'soft', size: 'sm' }), css({ mt: '4', minH: '11' }))}
          onClick={props.onShowClosed}
        >
          {t('positions.showClosed', { count: closed })}
        </button>
      )}
    </>
  );
}

function PositionListItem({ row, tokens }: { row: PositionRow; tokens: ListedTokens }) {
  const { t } = useTranslation();
  const { chainById } = useDataApi();
  const format = useFormatters();
  const token0 = tokens.get(row.chainId, row.token0);
  const token1 = tokens.get(row.chainId, row.token1);
  const symbol0 = tokens.symbol(row.chainId, row.token0);
  const symbol1 = tokens.symbol(row.chainId, row.token1);
  let range = t('positions.fullRange');
  if (row.tickLower !== null && row.tickUpper !== null && !isFullRange(row.tickLower, row.tickUpper, row.tickSpacing)) {
    if (token0 && token1) {
      const { min, max } = rangePrices(row.tickLower, row.tickUpper, token0.decimals, token1.decimals);
      range = t('positions.range', {
        min: format.amount(min, { significantDigits: 5 }),
        max: format.amount(max, { significantDigits: 5 }),
        quote: symbol1,
        base: symbol0,
      });
    } else range = '';
  }
  const chainName = chainById(row.chainId)?.slug ?? '';
  const label = t('positions.open', { pair: `${symbol0}/${symbol1}`, version: row.version });
  const rowStyle = cx(
    listRow({ interactive: true }),
    // the status keeps its own column, so on a phone it sits beside the pair whether or not the badges wrap
    css({
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      columnGap: '2',
      rowGap: '1',
      alignItems: 'center',
      textDecoration: 'none',
      color: 'inherit',
    }),
  );
  const content = (
    <>
      <div className={css({ display: 'flex', alignItems: 'center', gap: '2', flexWrap: 'wrap', minW: '0' })}>
        <span className={css({ display: 'inline-flex' })}>
          {token0 && <TokenLogo token={token0} size={24} decorative />}
          {token1 && <TokenLogo token={token1} size={24} decorative />}
        </span>
        <strong className={css({ overflowWrap: 'anywhere' })}>
          {symbol0}/{symbol1}
        </strong>
        <span className={badge}>{row.version}</span>
        <span className={badge}>{format.feeTier(row.fee)}</span>
      </div>
      <span className={cx(css({ fontWeight: 'medium', whiteSpace: 'nowrap' }), statusTone[row.status])}>
        {t(`positions.status.${row.status}`)}
      </span>
      <span className={cx(mutedText(), css({ gridColumn: '1 / -1' }))}>
        {row.chainName}
        {range && ` · ${range}`}
      </span>
    </>
  );
  return (
    <li>
      {row.version === 'v2' ? (
        <Link
          to="/positions/v2/$chainName/$pairAddress"
          params={{ chainName, pairAddress: row.id }}
          aria-label={label}
          className={rowStyle}
        >
          {content}
        </Link>
      ) : (
        <Link
          to={row.version === 'v3' ? '/positions/v3/$chainName/$tokenId' : '/positions/v4/$chainName/$tokenId'}
          params={{ chainName, tokenId: row.id }}
          aria-label={label}
          className={rowStyle}
        >
          {content}
        </Link>
      )}
    </li>
  );
}
