// What one activity row says of itself in a line (spec §4: each action's pending, success and fail notice): a send or
// a receipt names the other side; other rows show what went in and what came out. The account drawer's Activity tab
// and the frame's transaction notices say it the same way.
import { useTranslation } from 'react-i18next';
import type { ActivityAmount, ActivityRow } from '../../data/activity';
import { useFormatters } from '../../data/useFormatters';
import { shortenAddress } from '../../lib/shortenAddress';

export function useActivitySummary(): (row: ActivityRow) => string {
  const { t } = useTranslation();
  const format = useFormatters();
  const amount = (a: ActivityAmount) =>
    a.tokenId !== undefined
      ? `${a.symbol} #${a.tokenId}`
      : `${format.tokenAmount(BigInt(a.amount), a.decimals)} ${a.symbol}`;
  const counterpartyNotice = (r: ActivityRow) => {
    if (!r.input || !r.counterparty) return undefined;
    const values = { amount: amount(r.input), counterparty: shortenAddress(r.counterparty) };
    if (r.type === 'receive') return t('accountDrawer.notice.received', values);
    if (r.type !== 'send') return undefined;
    if (r.status === 'pending' || r.status === 'canceling') return t('accountDrawer.notice.sending', values);
    return r.status === 'success'
      ? t('accountDrawer.notice.sent', values)
      : t('accountDrawer.notice.sendFailed', values);
  };
  // spec §4: a purchase or sale through a provider names the provider, the fiat side and the fees
  const fiatNotice = (r: ActivityRow) => {
    const tokens = r.output ?? r.input;
    if (!r.fiat || !tokens) return undefined;
    const money = (value: number) =>
      new Intl.NumberFormat(format.locale, { style: 'currency', currency: r.fiat!.currency }).format(value);
    return t('accountDrawer.notice.fiat', {
      tokens: amount(tokens),
      fiat: money(r.fiat.amount),
      provider: r.fiat.providerName,
      fees: money(r.fiat.totalFee),
    });
  };
  return (row) =>
    fiatNotice(row) ??
    counterpartyNotice(row) ??
    [row.input && amount(row.input), row.output && amount(row.output)].filter(Boolean).join(' → ');
}
