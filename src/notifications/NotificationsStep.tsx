// spec §2 onboarding "notifications permission" (issue 32): the step after a wallet is made or brought here, driven
// by machines/notificationsPermission.machine.ts. It says what Sluice would notify about and asks the browser's
// permission; the choice lands in the settings' toggles. Where there is nothing to ask it ends at once.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { notificationsPermissionMachine } from '../../machines/notificationsPermission.machine';
import { readNotificationPermission, writeNotificationPreferences } from './notificationPreferences';

export function NotificationsStep(props: { onDone: () => void }) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      notificationsPermissionMachine.provide({
        actors: {
          readPermission: fromPromise(readNotificationPermission),
          requestPermission: fromPromise(() => Notification.requestPermission()),
          storeChoice: fromPromise(({ input }) =>
            writeNotificationPreferences({ walletActivity: input.enabled, updates: input.enabled }),
          ),
        },
      }),
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) props.onDone();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  if (done || snapshot.matches('deciding')) return null;
  const busy = !snapshot.matches('asking');
  return (
    <div className={css({ display: 'grid', gap: '3', minW: '0' })}>
      <p className={mutedText()}>{t('notifications.stepBody')}</p>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}>
        <button
          type="button"
          disabled={busy}
          className={cx(button({ tone: 'ghost' }), css({ minH: '11' }))}
          onClick={() => send({ type: 'NOT_NOW' })}
        >
          {t('notifications.notNow')}
        </button>
        <button
          type="button"
          disabled={busy}
          aria-busy={snapshot.matches('requesting')}
          className={cx(button({ tone: 'accent' }), css({ minH: '11' }))}
          onClick={() => send({ type: 'ENABLE' })}
        >
          {t('notifications.enable')}
        </button>
      </div>
    </div>
  );
}
