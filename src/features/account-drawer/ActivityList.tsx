import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { button, listRow, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { EMBEDDED_CONNECTOR_ID } from '../../account/connectorIds';
import { type ActivityRow, type ReplacementKind, awaitsBridgeOutcome } from '../../data/activity';
import { trackBridgeDeposits } from '../../data/bridgeTracker';
import { getDatabase } from '../../data/database';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { useActivitySummary } from '../../ui/activity/useActivitySummary';
import { list } from './drawerStyles';

// the review of a speed-up or cancel loads with the first one asked for
const ReplaceTransactionDialog = lazy(() =>
  import('./ReplaceTransactionDialog').then((m) => ({ default: m.ReplaceTransactionDialog })),
);

/** The element id of an activity row, for a notice's link to it. */
export const activityRowElementId = (rowId: string) => `activity-${rowId}`;

const focused = css({ outline: '2px solid', outlineColor: 'accent', outlineOffset: '-2px', borderRadius: 'md' });
const actions = css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '1' });

/**
 * The Activity tab: the account's transactions from the activity store (type, status, amounts, time). A pending
 * transaction of the embedded wallet can be sped up or cancelled (issue 28); `focusId` is the row a notice pointed to.
 */
export function ActivityList({ rows, focusId }: { rows: ActivityRow[] | undefined; focusId?: string }) {
  const { t, i18n } = useTranslation();
  const summary = useActivitySummary();
  const connection = useConnection();
  const { data: config } = useRuntimeConfig();
  const [replacing, setReplacing] = useState<{ row: ActivityRow; kind: ReplacementKind }>();
  const listRef = useRef<HTMLUListElement>(null);
  const shown = rows !== undefined && rows.length > 0;
  // a bridge deposit shown without its outcome is followed to its fill or refund (issue 31)
  const bridgeOpen = rows?.some(awaitsBridgeOutcome) === true;
  useEffect(() => {
    if (bridgeOpen && config) trackBridgeDeposits(getDatabase(), config.chains);
  }, [bridgeOpen, config]);
  useEffect(() => {
    if (!focusId || !shown) return;
    const row = listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(activityRowElementId(focusId))}`);
    row?.scrollIntoView({ block: 'nearest' });
    row?.focus({ preventScroll: true });
  }, [focusId, shown]);
  if (rows === undefined) return <p className={mutedText()}>{t('accountDrawer.loading')}</p>;
  if (rows.length === 0) return <p className={mutedText()}>{t('accountDrawer.noActivity')}</p>;

  // only the embedded wallet sends with a nonce and fees the app chooses: other wallets speed up in their own screens
  const embedded = connection.connectorId === EMBEDDED_CONNECTOR_ID && connection.provider && connection.address;
  const chainOf = (row: ActivityRow) => config?.chains.find((c) => c.chainId === row.chainId);
  const replaceable = (row: ActivityRow) =>
    embedded &&
    row.status === 'pending' &&
    row.type !== 'limitOrder' &&
    row.account === connection.address?.toLowerCase() &&
    chainOf(row) !== undefined;
  // a mined bridge deposit says where it stands: waiting for its fill, filled on its destination, or refunded
  const activityStatus = (row: ActivityRow) => {
    if (row.type !== 'bridge' || !row.bridge || row.status !== 'success')
      return t(`accountDrawer.activityStatus.${row.status}`);
    const network = config?.chains.find((c) => c.chainId === row.bridge!.destinationChainId)?.name ?? '';
    return t(`activity.bridge.${row.bridge.outcome ?? 'waiting'}`, { network });
  };
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const replacingChain = replacing && chainOf(replacing.row);
  return (
    <>
      <ul ref={listRef} aria-label={t('accountDrawer.tabs.activity')} className={list}>
        {rows.map((r) => (
          <li
            key={r.id}
            id={activityRowElementId(r.id)}
            tabIndex={-1}
            className={`${listRow()} ${r.id === focusId ? focused : ''}`}
          >
            <span>
              <span className={css({ fontWeight: 'medium' })}>{activityTitle(r, t)}</span>{' '}
              <span className={mutedText()}>{activityStatus(r)}</span>
              <br />
              <span className={mutedText()}>{summary(r)}</span>
              {r.replacement?.kind === 'speedUp' && r.replacedHash && (
                <span className={`${mutedText()} ${css({ display: 'block', fontSize: 'sm' })}`}>
                  {t('activity.spedUp')}
                </span>
              )}
              {replaceable(r) && (
                <span role="group" aria-label={t('activity.actions')} className={actions}>
                  <button
                    type="button"
                    className={button({ tone: 'soft', size: 'sm' })}
                    onClick={() => setReplacing({ row: r, kind: 'speedUp' })}
                  >
                    {t('activity.speedUp')}
                  </button>
                  <button
                    type="button"
                    className={button({ tone: 'ghost', size: 'sm' })}
                    onClick={() => setReplacing({ row: r, kind: 'cancel' })}
                  >
                    {t('activity.cancel')}
                  </button>
                </span>
              )}
            </span>
            <time className={mutedText()} dateTime={new Date(r.addedAt).toISOString()}>
              {time.format(r.addedAt)}
            </time>
          </li>
        ))}
      </ul>
      {replacing && replacingChain && connection.provider && connection.address && (
        <Suspense fallback={null}>
          <ReplaceTransactionDialog
            key={`${replacing.row.id}:${replacing.kind}`}
            request={{
              chain: replacingChain,
              account: connection.address as Address,
              provider: connection.provider,
              row: replacing.row,
              kind: replacing.kind,
            }}
            onClose={() => setReplacing(undefined)}
          />
        </Suspense>
      )}
    </>
  );
}

/** A row's title: what it was, and for a connected app's request, which app it was for (issue 29). */
function activityTitle(row: ActivityRow, t: (key: string, options?: Record<string, string>) => string): string {
  if (row.type === 'limitOrder') return t('limitUi.activity');
  const action = t(`accountDrawer.activityType.${row.type}`);
  if (!row.app) return action;
  const app = appHost(row.app);
  return row.type === 'sign' ? t('accountDrawer.signedForApp', { app }) : t('accountDrawer.viaApp', { action, app });
}

/** An app as its URL's host ("app.example"), or its name when the URL does not read. */
function appHost(app: { name: string; url: string }): string {
  try {
    return new URL(app.url).host || app.name;
  } catch {
    return app.name;
  }
}
