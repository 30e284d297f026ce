// spec §6 notification toggles (wallet activity, updates) and issue 32: when one of the person's transactions or orders
// settles while the app is hidden, a system notification says so (if they allowed notifications and wallet activity);
// tapping it opens the activity. This file is the rule, pure: what to show, or nothing.
import type { ActivityRow, ActivityStatus } from '../data/activity';

export type NotificationPreferences = { walletActivity: boolean; updates: boolean };

/** Both on: nothing shows before the browser's permission is granted anyway. */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = { walletActivity: true, updates: true };

/** The statuses a row settles in (pending and canceling are still under way). */
const SETTLED: ReadonlySet<ActivityStatus> = new Set(['success', 'failed', 'canceled', 'expired']);

/** What a system notification for a settled row carries: the i18n keys of its words, and the row it opens. */
export type SettledNotification = { titleKey: string; bodyKey: string; tag: string; rowId: string };

/** The query parameter a tapped notification opens the app with: the activity row to show. */
export const OPEN_ACTIVITY_PARAM = 'openActivity';

/**
 * The system notification a row's change calls for, or undefined: only a settled row, only while the app is hidden
 * (a visible app shows its own notice), only with the permission granted and wallet activity on.
 */
export function settledNotification(
  row: Pick<ActivityRow, 'id' | 'type' | 'status'>,
  context: { hidden: boolean; permission: NotificationPermission; preferences: NotificationPreferences },
): SettledNotification | undefined {
  if (!SETTLED.has(row.status) || !context.hidden) return undefined;
  if (context.permission !== 'granted' || !context.preferences.walletActivity) return undefined;
  return {
    titleKey: `notices.${row.type === 'limitOrder' ? 'order' : 'title'}.${row.status}`,
    bodyKey: row.type === 'limitOrder' ? 'limitUi.activity' : `accountDrawer.activityType.${row.type}`,
    // one notification per row: a later status replaces an earlier one
    tag: row.id,
    rowId: row.id,
  };
}

/** The page a tapped notification opens when no window of the app is open. */
export const activityUrl = (rowId: string) => `/?${OPEN_ACTIVITY_PARAM}=${encodeURIComponent(rowId)}`;
