// The browser's side of settled notifications (issue 32): the frame's activity watcher hands each changed row here;
// the service worker's registration shows the system notification (public/notification-click.js opens the activity
// when it is tapped), and a page opened or focused that way shows the row in the account drawer.
import i18next from 'i18next';
import type { ActivityRow } from '../data/activity';
import { requestActivity } from '../account/connectRequest';
import { readNotificationPreferences } from './notificationPreferences';
import { OPEN_ACTIVITY_PARAM, activityUrl, settledNotification } from './settledNotification';

/** Shows a system notification for `row` if it settled while the app is hidden (settledNotification's rule). */
export async function notifyIfSettledWhileHidden(row: Pick<ActivityRow, 'id' | 'type' | 'status'>): Promise<void> {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return;
  const notification = settledNotification(row, {
    hidden: document.visibilityState === 'hidden',
    permission: Notification.permission,
    preferences: await readNotificationPreferences(),
  });
  if (!notification) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return;
  await registration.showNotification(i18next.t(notification.titleKey), {
    body: i18next.t(notification.bodyKey),
    tag: notification.tag,
    icon: '/icons/icon-192.png',
    data: { rowId: notification.rowId, url: activityUrl(notification.rowId) },
  });
}

/**
 * Opens the activity a tapped notification names: the service worker's message to an open window, or the query
 * parameter of a window it opened (removed once read, so a reload does not open it again).
 */
export function listenForOpenedNotifications(): () => void {
  const url = new URL(window.location.href);
  const opened = url.searchParams.get(OPEN_ACTIVITY_PARAM);
  if (opened) {
    url.searchParams.delete(OPEN_ACTIVITY_PARAM);
    window.history.replaceState(window.history.state, '', url.href);
    requestActivity(opened);
  }
  if (!('serviceWorker' in navigator)) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    const data = event.data as { type?: string; rowId?: unknown } | null;
    if (data?.type === 'sluice:open-activity' && typeof data.rowId === 'string') requestActivity(data.rowId);
  };
  navigator.serviceWorker.addEventListener('message', onMessage);
  return () => navigator.serviceWorker.removeEventListener('message', onMessage);
}
