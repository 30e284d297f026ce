// spec §6 notification toggles, "updates" (issue 32): when the service worker has installed a new version of Sluice
// while the app is hidden, a system notification says so (if notifications are allowed and updates is on). A visible
// app reloads into the new version in front of the person, which says it well enough. This file is the rule, pure.
import type { NotificationPreferences } from './settledNotification';

/** The update notification: the i18n keys of its words, and one tag so a later update replaces it. */
export type UpdateNotification = { titleKey: string; bodyKey: string; tag: string };

export const UPDATE_NOTIFICATION: UpdateNotification = {
  titleKey: 'notifications.updated',
  bodyKey: 'notifications.updatedBody',
  tag: 'sluice-update',
};

/** The notification a new version calls for, or undefined: only while hidden, allowed, with updates on. */
export function updateNotification(context: {
  hidden: boolean;
  permission: NotificationPermission;
  preferences: NotificationPreferences;
}): UpdateNotification | undefined {
  if (!context.hidden || context.permission !== 'granted' || !context.preferences.updates) return undefined;
  return UPDATE_NOTIFICATION;
}
