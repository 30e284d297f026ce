// The browser's side of the updates notification (issue 32): vite-plugin-pwa calls this when the service worker it
// registered has activated a new version (src/boot.tsx), before the page reloads into it. src/boot.tsx loads it as
// soon as the worker is registered: once the new version is active, the old version's chunks may no longer be served.
import i18next from 'i18next';
import { readNotificationPreferences } from './notificationPreferences';
import { updateNotification } from './updateNotification';

/** Shows "Sluice has been updated" if the app is hidden and the person allowed it (updateNotification's rule). */
export async function notifyIfUpdatedWhileHidden(): Promise<void> {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return;
  const notification = updateNotification({
    hidden: document.visibilityState === 'hidden',
    permission: Notification.permission,
    preferences: await readNotificationPreferences(),
  });
  if (!notification) return;
  const registration = await navigator.serviceWorker.getRegistration();
  await registration?.showNotification(i18next.t(notification.titleKey), {
    body: i18next.t(notification.bodyKey),
    tag: notification.tag,
    icon: '/icons/icon-192.png',
    // public/notification-click.js focuses the app, or opens it here
    data: { url: '/' },
  });
}
