import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import type { TokenOrder, TokenOrderBy, TokenStats } from '../../data/dataApi';
import { useFormatters } from '../../data/useFormatters';
import type { Formatters } from '../../lib/numberFormat';
import { sparklinePath } from '../../lib/dataFormat/sparklinePath';
import { SPARKLINE_HEIGHT, SPARKLINE_WIDTH, Sparkline } from '../charts/Sparkline';
import { TokenLogo } from '../TokenLogo';
import { useTokenLogos } from '../../data/useTokenLogos';
import { type Column, VirtualTable } from './VirtualTable';

/** Table widths (px) from which the secondary columns show: a phone keeps logo, name, price and 1D change. */
const SPLIT_PRICE = 480;
const SHOW_RANK = 520;
const SHOW_VOLUME = 600;
const SHOW_FDV = 720;
const SHOW_SPARKLINE = 880;

const identityClass = css({ display: 'flex', alignItems: 'center', gap: '2', minW: '0' });
const stackClass = css({ display: 'flex', flexDirection: 'column', minW: '0', lineHeight: 'tight' });
const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const nameClass = css({ ...ellipsis, fontWeight: 'semibold' });
const symbolClass = css({ ...ellipsis, color: 'text.muted', fontSize: 'sm' });
const priceClass = css({ ...ellipsis, fontWeight: 'medium' });
const changeLineClass = css({ ...ellipsis, fontSize: 'sm' });
const upClass = css({ color: 'success' });
const downClass = css({ color: 'critical' });

/** The field each sortable column orders the list by (the data API sorts; the table pages through the order). */
const ORDER_BY: Record<string, TokenOrderBy> = {
  price: 'priceUSD',
  change: 'pricePercentChange1Day',
  fdv: 'fullyDilutedValue',
  volume: 'volume1Day',
};
const sortKey = (column: string) => (t: TokenStats) => t[ORDER_BY[column]!];
const columnOf = (orderBy: TokenOrderBy) => Object.keys(ORDER_BY).find((c) => ORDER_BY[c] === orderBy) ?? 'volume';

/** A token's cells, formatted once per token, language and currency rather than on every render of its row. */
type TokenCells = {
  price: string;
  change: string;
  up: boolean;
  fdv: string;
  volume: string;
  path: string;
  line: boolean;
};

function tokenCells(token: TokenStats, format: Formatters): TokenCells {
  const values = token.sparkline;
  return {
    price: format.price(token.priceUSD),
    change: format.percent(token.pricePercentChange1Day),
    up: token.pricePercentChange1Day >= 0,
    fdv: format.fiat(token.fullyDilutedValue, { compact: true }),
    volume: format.fiat(token.volume1Day, { compact: true }),
    path: sparklinePath(values, SPARKLINE_WIDTH, SPARKLINE_HEIGHT),
    line: values.length > 1 && values[values.length - 1]! >= values[0]!,
  };
}

/**
 * spec §2 explore tokens: sortable by price, 1D change, FDV and volume; a day's sparkline per token. `rows` is the
 * whole list in `order`, with `undefined` for rows not loaded yet; `onRowsInView` says which rows are on screen.
 */
export function TokensTable({
  rows,
  order,
  onOrderChange,
  onRowsInView,
  chainSlug,
}: {
  rows: readonly (TokenStats | undefined)[];
  order: TokenOrder;
  onOrderChange: (order: TokenOrder) => void;
  onRowsInView: (first: number, last: number) => void;
  chainSlug: (chainId: number) => string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sort = { column: columnOf(order.orderBy), direction: order.direction };
  const format = useFormatters();
  const withLogo = useTokenLogos();
  const columns = useMemo((): Column<TokenStats>[] => {
    const cache = new WeakMap<TokenStats, TokenCells>();
    const cells = (token: TokenStats) => {
      let c = cache.get(token);
      if (!c) cache.set(token, (c = tokenCells(token, format)));
      return c;
    };
    return [
      { id: 'rank', header: '#', width: '32px', minWidth: SHOW_RANK, cell: (_, i) => i + 1 },
      {
        id: 'name',
        header: t('explore.columns.token'),
        width: 'minmax(0, 2fr)',
        cell: (token) => (
          <span className={identityClass}>
            <TokenLogo token={withLogo(token)} size={28} decorative />
            <span className={stackClass}>
              <span className={nameClass}>{token.name}</span>
              <span className={symbolClass}>{token.symbol}</span>
            </span>
          </span>
        ),
      },
      // A phone's form of the next two columns, as exchange apps show it: the price above its day's change.
      {
        id: 'price',
        header: t('explore.columns.price'),
        width: 'minmax(104px, 1fr)',
        maxWidth: SPLIT_PRICE,
        align: 'end',
        sortKey: sortKey('price'),
        cell: (token) => {
          const c = cells(token);
          return (
            <span className={stackClass}>
              <span className={priceClass}>{c.price}</span>
              <span className={`${changeLineClass} ${c.up ? upClass : downClass}`}>{c.change}</span>
            </span>
          );
        },
      },
      {
        id: 'price',
        header: t('explore.columns.price'),
        width: 'minmax(84px, 1fr)',
        minWidth: SPLIT_PRICE,
        align: 'end',
        sortKey: sortKey('price'),
        cell: (token) => cells(token).price,
      },
      {
        id: 'change',
        header: t('explore.columns.change1Day'),
        width: 'minmax(64px, 1fr)',
        minWidth: SPLIT_PRICE,
        align: 'end',
        sortKey: sortKey('change'),
        cell: (token) => {
          const c = cells(token);
          return <span className={c.up ? upClass : downClass}>{c.change}</span>;
        },
      },
      {
        id: 'fdv',
        header: t('explore.columns.fdv'),
        width: '1fr',
        minWidth: SHOW_FDV,
        align: 'end',
        sortKey: sortKey('fdv'),
        cell: (token) => cells(token).fdv,
      },
      {
        id: 'volume',
        header: t('explore.columns.volume'),
        width: '1fr',
        minWidth: SHOW_VOLUME,
        align: 'end',
        sortKey: sortKey('volume'),
        cell: (token) => cells(token).volume,
      },
      {
        id: 'sparkline',
        header: t('explore.columns.sparkline'),
        width: '104px',
        minWidth: SHOW_SPARKLINE,
        align: 'end',
        cell: (token) => {
          const c = cells(token);
          return <Sparkline path={c.path} up={c.line} label={t('explore.sparklineLabel', { symbol: token.symbol })} />;
        },
      },
    ];
  }, [t, format, withLogo]);
  const rowKey = useCallback((token: TokenStats) => token.id, []);
  const rowLabel = useCallback((token: TokenStats) => `${token.name} ${token.symbol}`, []);
  return (
    <VirtualTable
      // a new order starts at its top (the table stays mounted: the phone's sort select keeps its focus)
      scrollResetKey={`${order.orderBy}-${order.direction}`}
      label={t('explore.tabs.tokens')}
      rows={rows}
      columns={columns}
      rowKey={rowKey}
      rowLabel={rowLabel}
      placeholderLabel={t('explore.loadingRow')}
      onRowsInView={onRowsInView}
      sort={sort}
      onSort={(column, direction) =>
        onOrderChange({
          orderBy: ORDER_BY[column] ?? 'volume1Day',
          direction: direction ?? (sort.column === column && sort.direction === 'desc' ? 'asc' : 'desc'),
        })
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
