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
