import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import type { PoolStats } from '../../data/dataApi';
import { useFormatters } from '../../data/useFormatters';
import { type SortDirection, sortRows } from '../../lib/dataFormat/sortRows';
import { TokenLogo } from '../TokenLogo';
import { useTokenLogos } from '../../data/useTokenLogos';
import { type Column, VirtualTable } from './VirtualTable';

/** Table widths (px) from which the secondary columns show: a phone keeps the pair, its TVL and its day's volume. */
const SPLIT_VOLUME = 480;
const SHOW_RANK = 520;
const SHOW_APR = 600;
const SHOW_VOLUME_30_DAY = 760;
const SHOW_VOLUME_OVER_TVL = 880;

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const identityClass = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const marksClass = css({ display: 'flex', flexShrink: 0, '& > :last-child': { ms: '-2' } });
const stackClass = css({ display: 'flex', flexDirection: 'column', minW: '0', lineHeight: 'tight' });
const pairClass = css({ ...ellipsis, fontWeight: 'semibold' });
const detailClass = css({ ...ellipsis, color: 'text.muted', fontSize: 'sm' });

const SORT_KEYS: Record<string, (p: PoolStats) => number> = {
  tvl: (p) => p.totalLiquidity.value,
  apr: (p) => p.totalApr,
  rewardApr: (p) => p.rewardApr,
  volume1Day: (p) => p.volume1Day.value,
  volume30Day: (p) => p.volume30Day.value,
  volumeOverTvl: (p) => p.volumeOverTvl1Day,
};

export const poolLabel = (pool: PoolStats) => `${pool.token0.symbol}/${pool.token1.symbol}`;

/** spec §2/§9 explore pools: sort views TVL, 24h volume and rewards (APR). */
export function PoolsTable({
  pools,
  chainSlug,
}: {
  pools: readonly PoolStats[];
  chainSlug: (chainId: number) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [sort, setSort] = useState<{ column: string; direction: SortDirection }>({ column: 'tvl', direction: 'desc' });
  const rows = useMemo(() => sortRows(pools, SORT_KEYS[sort.column] ?? SORT_KEYS.tvl!, sort.direction), [pools, sort]);
  const format = useFormatters();
  const withLogo = useTokenLogos();
  const columns: Column<PoolStats>[] = [
    { id: 'rank', header: '#', width: '32px', minWidth: SHOW_RANK, cell: (_, i) => i + 1 },
    {
      id: 'pool',
      header: t('explore.columns.pool'),
      width: 'minmax(0, 2fr)',
      cell: (pool) => (
        <span className={identityClass}>
          <span className={marksClass}>
            <TokenLogo token={withLogo({ ...pool.token0, chainId: pool.chainId })} size={24} decorative />
            <TokenLogo token={withLogo({ ...pool.token1, chainId: pool.chainId })} size={24} decorative />
          </span>
          <span className={stackClass}>
            <span className={pairClass}>{poolLabel(pool)}</span>
            <span className={detailClass}>
              {pool.protocolVersion.toLowerCase()} · {format.feeTier(pool.feeTier)}
              {pool.hookAddress ? ` · ${t('explore.hooked')}` : ''}
            </span>
          </span>
        </span>
      ),
    },
    // A phone's form of TVL and the day's volume: one column, the volume on a second line.
    {
      id: 'tvl',
      header: t('explore.columns.tvl'),
      width: 'minmax(112px, 1fr)',
      maxWidth: SPLIT_VOLUME,
      align: 'end',
      sortKey: SORT_KEYS.tvl,
      cell: (p) => (
        <span className={stackClass}>
          <span className={pairClass}>{format.fiat(p.totalLiquidity.value, { compact: true })}</span>
          <span className={detailClass}>
            {t('explore.columns.volume1Day')} {format.fiat(p.volume1Day.value, { compact: true })}
          </span>
        </span>
      ),
    },
    {
      id: 'tvl',
      header: t('explore.columns.tvl'),
      width: 'minmax(72px, 1fr)',
      minWidth: SPLIT_VOLUME,
      align: 'end',
      sortKey: SORT_KEYS.tvl,
      cell: (p) => format.fiat(p.totalLiquidity.value, { compact: true }),
    },
    {
      id: 'apr',
      header: t('explore.columns.apr'),
      width: '1fr',
      minWidth: SHOW_APR,
      align: 'end',
      sortKey: SORT_KEYS.apr,
      cell: (p) => format.percent(p.totalApr),
    },
    {
      id: 'rewardApr',
      header: t('explore.columns.rewardApr'),
      width: '1fr',
      minWidth: SHOW_APR,
      align: 'end',
      sortKey: SORT_KEYS.rewardApr,
      cell: (p) => (p.rewardApr > 0 ? format.percent(p.rewardApr) : '—'),
    },
    {
      id: 'volume1Day',
      header: t('explore.columns.volume1Day'),
      width: 'minmax(72px, 1fr)',
      minWidth: SPLIT_VOLUME,
      align: 'end',
      sortKey: SORT_KEYS.volume1Day,
      cell: (p) => format.fiat(p.volume1Day.value, { compact: true }),
    },
    {
      id: 'volume30Day',
      header: t('explore.columns.volume30Day'),
      width: '1fr',
      minWidth: SHOW_VOLUME_30_DAY,
      align: 'end',
      sortKey: SORT_KEYS.volume30Day,
      cell: (p) => format.fiat(p.volume30Day.value, { compact: true }),
    },
    {
      id: 'volumeOverTvl',
      header: t('explore.columns.volumeOverTvl'),
      width: '1fr',
      minWidth: SHOW_VOLUME_OVER_TVL,
      align: 'end',
      sortKey: SORT_KEYS.volumeOverTvl,
      cell: (p) => format.number(p.volumeOverTvl1Day, { minimumFractionDigits: 3, maximumFractionDigits: 3 }),
    },
  ];
  return (
    <VirtualTable
      label={t('explore.tabs.pools')}
      rows={rows}
      columns={columns}
      rowKey={(pool) => pool.id}
      rowLabel={(pool) => `${poolLabel(pool)} ${pool.protocolVersion.toLowerCase()} ${format.feeTier(pool.feeTier)}`}
      sort={sort}
      onSort={(column, direction) =>
        setSort((s) => ({
          column,
          direction: direction ?? (s.column === column && s.direction === 'desc' ? 'asc' : 'desc'),
        }))
      }
      onOpen={(pool) =>
        void navigate({
          to: '/explore/pools/$chainName/$poolAddress',
          params: { chainName: chainSlug(pool.chainId), poolAddress: pool.poolId },
        })
      }
    />
  );
}
