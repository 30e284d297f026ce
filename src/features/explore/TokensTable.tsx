import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import type { TokenStats } from '../../data/dataApi';
import { formatPercent, formatPrice, formatUsd } from '../../data/dataApiFormat';
import { Sparkline } from './Sparkline';
import { type SortDirection, sortRows } from './sortRows';
import { type Column, VirtualTable } from './VirtualTable';

const nameClass = css({ fontWeight: 'semibold' });
const mutedClass = css({ color: 'text.muted' });
const upClass = css({ color: 'success' });
const downClass = css({ color: 'critical' });

const SORT_KEYS: Record<string, (t: TokenStats) => number> = {
  price: (t) => t.priceUSD,
  change: (t) => t.pricePercentChange1Day,
  fdv: (t) => t.fullyDilutedValue,
  volume: (t) => t.volume1Day,
};

/** spec §2 explore tokens: sortable by price, 1D change, FDV and volume; a day's sparkline per token. */
export function TokensTable({
  tokens,
  chainSlug,
}: {
  tokens: readonly TokenStats[];
  chainSlug: (chainId: number) => string;
}) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [sort, setSort] = useState<{ column: string; direction: SortDirection }>({
    column: 'volume',
    direction: 'desc',
  });
  const rows = useMemo(
    () => sortRows(tokens, SORT_KEYS[sort.column] ?? SORT_KEYS.volume!, sort.direction),
    [tokens, sort],
  );
  const locale = i18n.language;
  const columns: Column<TokenStats>[] = [
    { id: 'rank', header: '#', width: '40px', cell: (_, i) => i + 1 },
    {
      id: 'name',
      header: t('explore.columns.token'),
      width: 'minmax(140px, 2fr)',
      cell: (token) => (
        <span>
          <span className={nameClass}>{token.name}</span> <span className={mutedClass}>{token.symbol}</span>
        </span>
      ),
    },
    {
      id: 'price',
      header: t('explore.columns.price'),
      width: '1fr',
      align: 'end',
      sortKey: SORT_KEYS.price,
      cell: (token) => formatPrice(token.priceUSD, locale),
    },
    {
      id: 'change',
      header: t('explore.columns.change1Day'),
      width: '1fr',
      align: 'end',
      sortKey: SORT_KEYS.change,
      cell: (token) => (
        <span className={token.pricePercentChange1Day >= 0 ? upClass : downClass}>
          {formatPercent(token.pricePercentChange1Day, locale)}
        </span>
      ),
    },
    {
      id: 'fdv',
      header: t('explore.columns.fdv'),
      width: '1fr',
      align: 'end',
      sortKey: SORT_KEYS.fdv,
      cell: (token) => formatUsd(token.fullyDilutedValue, locale),
    },
    {
      id: 'volume',
      header: t('explore.columns.volume'),
      width: '1fr',
      align: 'end',
      sortKey: SORT_KEYS.volume,
      cell: (token) => formatUsd(token.volume1Day, locale),
    },
    {
      id: 'sparkline',
      header: t('explore.columns.sparkline'),
      width: '104px',
      align: 'end',
      cell: (token) => (
        <Sparkline values={token.sparkline} label={t('explore.sparklineLabel', { symbol: token.symbol })} />
      ),
    },
  ];
  return (
    <VirtualTable
      label={t('explore.tabs.tokens')}
      rows={rows}
      columns={columns}
      rowKey={(token) => token.id}
      rowLabel={(token) => `${token.name} ${token.symbol}`}
      sort={sort}
      onSort={(column) =>
        setSort((s) => ({ column, direction: s.column === column && s.direction === 'desc' ? 'asc' : 'desc' }))
      }
      onOpen={(token) =>
        void navigate({
          to: '/explore/tokens/$chainName/$tokenAddress',
          params: { chainName: chainSlug(token.chainId), tokenAddress: token.address },
        })
      }
    />
  );
}
