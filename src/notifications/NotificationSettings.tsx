// spec §6 notification toggles in the drawer's settings (issue 32): wallet activity and updates, and the browser's
// permission asked for here when it has not been given (nothing shows without it).
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, listRow, mutedText } from '#styled-system/recipes';
import { Switch } from '../ui/Switch';
import {
  currentNotificationPermission,
  readNotificationPermission,
  readNotificationPreferences,
  writeNotificationPreferences,
} from './notificationPreferences';
import type { NotificationPreferences } from './settledNotification';

export function NotificationSettings() {
  const { t } = useTranslation();
  // live: a toggle's write shows at once
  const preferences = useLiveQuery(readNotificationPreferences, []);
  const [permission, setPermission] = useState(currentNotificationPermission);
  useEffect(() => {
    void readNotificationPermission().then(setPermission);
  }, []);
  if (!preferences || permission === 'unsupported') return null;
  const toggle = (key: keyof NotificationPreferences, on: boolean) =>
    void writeNotificationPreferences({ ...preferences, [key]: on });
  return (
    <section aria-label={t('notifications.title')}>
      {(['walletActivity', 'updates'] as const).map((key) => (
        <div key={key} className={listRow()}>
          <span>
            {t(`notifications.${key}`)}
            <br />
            <span className={mutedText()}>{t(`notifications.${key}Hint`)}</span>
          </span>
          <Switch label={t(`notifications.${key}`)} checked={preferences[key]} onChange={(on) => toggle(key, on)} />
        </div>
      ))}
      {permission === 'default' && (
        <button
          type="button"
          className={`${button({ tone: 'soft', size: 'sm' })} ${css({ mb: '2' })}`}
          onClick={() => void Notification.requestPermission().then(setPermission)}
        >
          {t('notifications.allow')}
        </button>
      )}
      {permission === 'denied' && <p className={mutedText()}>{t('notifications.blocked')}</p>}
    </section>
  );
}
