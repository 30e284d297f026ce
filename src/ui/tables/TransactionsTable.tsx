import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import type { Transaction } from '../../data/dataApi';
import { useFormatters } from '../../data/useFormatters';
import { shortenAddress } from '../../lib/shortenAddress';
import { type Column, VirtualTable } from './VirtualTable';

/** Below this table width (px) a transaction is two short lines (what and when; value and who), not six columns. */
const WIDE = 640;
const rowHeight = (width: number) => (width < WIDE ? 64 : 56);

const ellipsis = { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;
const stackClass = css({ display: 'flex', flexDirection: 'column', minW: '0', lineHeight: 'tight', gap: '0.5' });
const lineClass = css({ ...ellipsis, fontWeight: 'medium' });
const mutedLineClass = css({ ...ellipsis, color: 'text.muted', fontSize: 'sm' });

/** Swaps with their USD value and account, newest first (times in chain time). */
export function TransactionsTable({ transactions, label }: { transactions: readonly Transaction[]; label: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const format = useFormatters();
  const time = (tx: Transaction) =>
    new Date(tx.timestamp * 1000).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' });
  const description = (tx: Transaction) => {
    const [sold, bought] = tx.token0.amount > 0 ? [tx.token0, tx.token1] : [tx.token1, tx.token0];
    return t('explore.swapDescription', { sold: sold.symbol, bought: bought.symbol });
  };
  const usd = (tx: Transaction) => format.fiat(tx.usdValue, { compact: true });
  const columns: Column<Transaction>[] = [
    {
      id: 'summary',
      header: t('explore.columns.type'),
      width: 'minmax(0, 1fr)',
      maxWidth: WIDE,
      cell: (tx) => (
        <span className={stackClass}>
          <span className={lineClass}>{description(tx)}</span>
          <span className={mutedLineClass}>{time(tx)}</span>
        </span>
      ),
    },
    {
      id: 'value',
      header: t('explore.columns.usd'),
      width: 'auto',
      align: 'end',
      maxWidth: WIDE,
      cell: (tx) => (
        <span className={stackClass}>
          <span className={lineClass}>{usd(tx)}</span>
          <span className={mutedLineClass}>{shortenAddress(tx.account)}</span>
        </span>
      ),
    },
    { id: 'time', header: t('explore.columns.time'), width: '1.4fr', minWidth: WIDE, cell: time },
    { id: 'type', header: t('explore.columns.type'), width: '1.6fr', minWidth: WIDE, cell: description },
    { id: 'usd', header: t('explore.columns.usd'), width: '1fr', align: 'end', minWidth: WIDE, cell: usd },
    {
      id: 'amount0',
      header: t('explore.columns.tokenAmount'),
      width: '1.2fr',
      align: 'end',
      minWidth: WIDE,
      cell: (tx) => `${format.amount(Math.abs(tx.token0.amount))} ${tx.token0.symbol}`,
    },
    {
      id: 'amount1',
      header: t('explore.columns.tokenAmount'),
      width: '1.2fr',
      align: 'end',
      minWidth: WIDE,
      cell: (tx) => `${format.amount(Math.abs(tx.token1.amount))} ${tx.token1.symbol}`,
    },
    {
      id: 'account',
      header: t('explore.columns.account'),
      width: '1fr',
      align: 'end',
      minWidth: WIDE,
      cell: (tx) => shortenAddress(tx.account),
    },
  ];
  return (
    <VirtualTable label={label} rows={transactions} columns={columns} rowKey={(tx) => tx.id} rowHeight={rowHeight} />
  );
}
