import { useTranslation } from 'react-i18next';
import type { Transaction } from '../../data/dataApi';
import { useFormatters } from '../../data/useFormatters';
import { shortenAddress } from '../../lib/shortenAddress';
import { type Column, VirtualTable } from './VirtualTable';

/** Swaps with their USD value and account, newest first (times in chain time). */
export function TransactionsTable({ transactions, label }: { transactions: readonly Transaction[]; label: string }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const format = useFormatters();
  const columns: Column<Transaction>[] = [
    {
      id: 'time',
      header: t('explore.columns.time'),
      width: '1.4fr',
      cell: (tx) => new Date(tx.timestamp * 1000).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }),
    },
    {
      id: 'type',
      header: t('explore.columns.type'),
      width: '1.6fr',
      cell: (tx) => {
        const [sold, bought] = tx.token0.amount > 0 ? [tx.token0, tx.token1] : [tx.token1, tx.token0];
        return t('explore.swapDescription', { sold: sold.symbol, bought: bought.symbol });
      },
    },
    {
      id: 'usd',
      header: t('explore.columns.usd'),
      width: '1fr',
      align: 'end',
      cell: (tx) => format.fiat(tx.usdValue, { compact: true }),
    },
    {
      id: 'amount0',
      header: t('explore.columns.tokenAmount'),
      width: '1.2fr',
      align: 'end',
      cell: (tx) => `${format.amount(Math.abs(tx.token0.amount))} ${tx.token0.symbol}`,
    },
    {
      id: 'amount1',
      header: t('explore.columns.tokenAmount'),
      width: '1.2fr',
      align: 'end',
      cell: (tx) => `${format.amount(Math.abs(tx.token1.amount))} ${tx.token1.symbol}`,
    },
    {
      id: 'account',
      header: t('explore.columns.account'),
      width: '1fr',
      align: 'end',
      cell: (tx) => shortenAddress(tx.account),
    },
  ];
  return <VirtualTable label={label} rows={transactions} columns={columns} rowKey={(tx) => tx.id} />;
}
