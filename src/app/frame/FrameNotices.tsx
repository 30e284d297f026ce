import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { floatingNotice } from '#styled-system/recipes';
import { durableWrites } from '../../data/durableWrites';
import { useOnlineStatus } from '../../data/useOnlineStatus';

const notice = `${floatingNotice()} ${css({ textAlign: 'center', fontSize: 'sm' })}`;

/**
 * The frame's floating notices, stacked at the bottom: spec §8 "Data may be outdated" while the browser is offline (the
 * app keeps working from its cache), and "Something went wrong" while a full disk keeps changes waiting in memory
 * (issue 16: they are saved once there is room, so nothing is lost unless the tab closes first).
 */
export function FrameNotices() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  const storage = useSyncExternalStore(durableWrites.subscribe, durableWrites.status, durableWrites.status);
  if (online && !storage.full) return null;
  return (
    <div
      className={css({
        position: 'fixed',
        insetInline: '4',
        bottom: '4',
        zIndex: 50,
        mx: 'auto',
        maxW: '420px',
        display: 'grid',
        gap: '2',
        // the page stays usable under them (a main button near the bottom of a short window): they only say things
        pointerEvents: 'none',
      })}
    >
      {!online && (
        <div role="status" className={notice}>
          {t('app.offline')}
        </div>
      )}
      {storage.full && (
        <div role="alert" className={notice}>
          {t('app.storageFull')}
        </div>
      )}
    </div>
  );
}
