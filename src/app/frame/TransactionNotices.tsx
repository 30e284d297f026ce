// The frame's transaction notices (spec §4: each action has pending, success and fail notices; issue 28), on every
// screen: a transaction submitted, sped up, cancelled or settled, and a limit order placed, filled or expired says so
// in a notice that links to its row in the account drawer's Activity tab. A pending notice stays until its row
// settles; a settled one leaves by itself. They stack under the header, the width of a phone at most.
import { liveQuery } from 'dexie';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, floatingNotice, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { requestActivity } from '../../account/connectRequest';
import { listActivity } from '../../data/activity';
import { type ActivityNotice, type SeenStatuses, activityNotices, noticeStays } from '../../data/activityNotices';
import { getDatabase } from '../../data/database';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon } from '../../ui/icons';
import { useActivitySummary } from '../../ui/activity/useActivitySummary';
import { listenForOpenedNotifications, notifyIfSettledWhileHidden } from '../../notifications/showSettledNotification';

/** How long a settled notice stays before it leaves by itself. */
export const SETTLED_NOTICE_MS = 6_000;
/** At most this many notices show at once: the newest. */
const MAX_NOTICES = 3;
/** The rows watched: the newest, where anything submitted or settling since the app opened is. */
const WATCHED_ROWS = 50;

const stack = css({
  position: 'fixed',
  top: '76px',
  insetInlineEnd: { base: '2', sm: '4' },
  insetInlineStart: { base: '2', sm: 'auto' },
  zIndex: 30, // under the account drawer and menus (40): the drawer shows the activity itself
  w: { sm: '360px' },
  display: 'grid',
  gap: '2',
  // the page stays usable under a notice: only its two buttons take the pointer
  pointerEvents: 'none',
  '& button': { pointerEvents: 'auto' },
});
const notice = `${floatingNotice()} ${css({ display: 'grid', gap: '1', minW: '0', fontSize: 'sm', overflowWrap: 'anywhere' })}`;
const titleRow = css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' });

export function TransactionNotices() {
  const { address } = useConnection();
  const [notices, setNotices] = useState<ActivityNotice[]>([]);
  const seen = useRef<SeenStatuses>(undefined);
  useEffect(() => listenForOpenedNotifications(), []);

  useEffect(() => {
    setNotices([]);
    seen.current = undefined;
    if (!address) return;
    const since = Date.now();
    const subscription = liveQuery(async () =>
      (await listActivity(getDatabase(), address)).slice(0, WATCHED_ROWS),
    ).subscribe({
      next: (rows) => {
        const found = activityNotices(seen.current, rows, since);
        seen.current = found.seen;
        if (found.notices.length === 0) return;
        // issue 32: settled while the app is hidden, a system notification as well (if allowed)
        for (const n of found.notices) void notifyIfSettledWhileHidden(n.row).catch(() => undefined);
        setNotices((shown) => {
          const keys = new Set(found.notices.map((n) => n.key));
          return [...found.notices, ...shown.filter((n) => !keys.has(n.key))].slice(0, MAX_NOTICES);
        });
      },
      error: () => undefined,
    });
    return () => subscription.unsubscribe();
  }, [address]);

  const dismiss = (key: string) => setNotices((shown) => shown.filter((n) => n.key !== key));
  if (notices.length === 0) return null;
  return <TransactionNoticeStack notices={notices} onDismiss={dismiss} />;
}

function TransactionNoticeStack(props: { notices: ActivityNotice[]; onDismiss: (key: string) => void }) {
  const { t } = useTranslation();
  return (
    // one polite live region: a screen reader hears each notice once, and the screens' own statuses stay theirs
    <section aria-label={t('notices.region')} aria-live="polite" className={stack}>
      {props.notices.map((n) => (
        <Notice key={`${n.key}:${n.row.status}`} notice={n} onDismiss={() => props.onDismiss(n.key)} />
      ))}
    </section>
  );
}

function Notice({ notice: { row }, onDismiss }: { notice: ActivityNotice; onDismiss: () => void }) {
  const { t } = useTranslation();
  const summary = useActivitySummary();
  const stays = noticeStays(row);
  const leave = useEffectEvent(onDismiss);
  useEffect(() => {
    if (stays) return;
    const timer = setTimeout(leave, SETTLED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [stays]);
  const title = t(`notices.${row.type === 'limitOrder' ? 'order' : 'title'}.${row.status}`);
  return (
    <div className={notice}>
      <div className={titleRow}>
        <strong>{title}</strong>
        <IconButton label={t('notices.dismiss')} onClick={onDismiss}>
          <CloseIcon />
        </IconButton>
      </div>
      <span className={mutedText()}>
        {row.type === 'limitOrder' ? t('limitUi.activity') : t(`accountDrawer.activityType.${row.type}`)}
        {' · '}
        {summary(row)}
      </span>
      <button
        type="button"
        className={`${button({ tone: 'ghost', size: 'sm' })} ${css({ justifySelf: 'start' })}`}
        onClick={() => {
          requestActivity(row.id);
          onDismiss();
        }}
      >
        {t('notices.view')}
      </button>
    </div>
  );
}
