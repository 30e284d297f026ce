// Imported into the app's service worker (vite.config.ts workbox.importScripts; issue 32): tapping a settled
// transaction's notification focuses a window of the app and asks it to show the row in the activity, or opens one;
// tapping "Sluice has been updated" (no row) focuses a window of the app, or opens it.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { rowId, url } = event.notification.data || {};
  if (typeof url !== 'string') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (!open) return self.clients.openWindow(url);
      if (typeof rowId === 'string') open.postMessage({ type: 'sluice:open-activity', rowId });
      return open.focus();
    }),
  );
});
