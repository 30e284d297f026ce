import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { listRow, mutedText } from '#styled-system/recipes';
import type { ActivityAmount, ActivityRow } from '../../data/activity';
import { list } from './drawerStyles';
import { shortenAddress } from '../../lib/shortenAddress';
import { useFormatters } from '../../data/useFormatters';

/** The Activity tab: the account's transactions from the activity store (type, status, amounts, time). */
export function ActivityList({ rows }: { rows: ActivityRow[] | undefined }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  if (rows === undefined) return <p className={mutedText()}>{t('accountDrawer.loading')}</p>;
  if (rows.length === 0) return <p className={mutedText()}>{t('accountDrawer.noActivity')}</p>;
  const amount = (a: ActivityAmount) =>
    a.tokenId !== undefined
      ? `${a.symbol} #${a.tokenId}`
      : `${format.tokenAmount(BigInt(a.amount), a.decimals)} ${a.symbol}`;
  // spec §4: each action's pending, success and fail notice; sends and receipts name the other side
  const notice = (r: ActivityRow) => {
    if (!r.input || !r.counterparty) return undefined;
    const values = { amount: amount(r.input), counterparty: shortenAddress(r.counterparty) };
    if (r.type === 'receive') return t('accountDrawer.notice.received', values);
    if (r.type !== 'send') return undefined;
    if (r.status === 'pending') return t('accountDrawer.notice.sending', values);
    return r.status === 'success'
      ? t('accountDrawer.notice.sent', values)
      : t('accountDrawer.notice.sendFailed', values);
  };
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ul aria-label={t('accountDrawer.tabs.activity')} className={list}>
      {rows.map((r) => (
        <li key={r.id} className={listRow()}>
          <span>
            <span className={css({ fontWeight: 'medium' })}>
              {r.type === 'limitOrder' ? t('limitUi.activity') : t(`accountDrawer.activityType.${r.type}`)}
            </span>{' '}
            <span className={mutedText()}>{t(`accountDrawer.activityStatus.${r.status}`)}</span>
            <br />
            <span className={mutedText()}>
              {notice(r) ?? [r.input && amount(r.input), r.output && amount(r.output)].filter(Boolean).join(' → ')}
            </span>
          </span>
          <time className={mutedText()} dateTime={new Date(r.addedAt).toISOString()}>
            {time.format(r.addedAt)}
          </time>
        </li>
      ))}
    </ul>
  );
}
