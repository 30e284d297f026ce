// The notification toggles (spec §6: wallet activity, updates), kept on this device in Dexie's keyval table.
import { getDatabase } from '../data/database';
import { DEFAULT_NOTIFICATION_PREFERENCES, type NotificationPreferences } from './settledNotification';

const PREFERENCES_KEY = 'notifications.preferences';

export async function readNotificationPreferences(): Promise<NotificationPreferences> {
  const stored = (await getDatabase().keyval.get(PREFERENCES_KEY))?.value as
    | Partial<NotificationPreferences>
    | undefined;
  return { ...DEFAULT_NOTIFICATION_PREFERENCES, ...stored };
}

export async function writeNotificationPreferences(preferences: NotificationPreferences): Promise<void> {
  await getDatabase().keyval.put({ key: PREFERENCES_KEY, value: preferences });
}

/** The browser's notification permission, 'unsupported' where there is no Notification API. */
export const currentNotificationPermission = (): NotificationPermission | 'unsupported' =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * The permission as the Permissions API states it ('prompt' is undecided), else as Notification.permission does.
 * They agree in browsers; a headless shell reports Notification.permission 'denied' while it would still ask.
 */
export async function readNotificationPermission(): Promise<NotificationPermission | 'unsupported'> {
  if (typeof Notification === 'undefined') return 'unsupported';
  try {
    const { state } = await navigator.permissions.query({ name: 'notifications' });
    return state === 'prompt' ? 'default' : state;
  } catch {
    return Notification.permission;
  }
}
