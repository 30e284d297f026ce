import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { useOnlineStatus } from '../../data/useOnlineStatus';

/** spec §8 "Data may be outdated": shown while the browser is offline; the app keeps working from its cache. */
export function OfflineBanner() {
  const { t } = useTranslation();
  if (useOnlineStatus()) return null;
  return (
    <div
      role="status"
      className={css({
        position: 'fixed',
        insetInline: '4',
        bottom: '4',
        zIndex: 50,
        mx: 'auto',
        maxW: '420px',
        p: '3',
        borderRadius: 'xl',
        bg: 'surface.raised',
        border: '1px solid',
        borderColor: 'border',
        boxShadow: 'lg',
        textAlign: 'center',
        fontSize: 'sm',
      })}
    >
      {t('app.offline')}
    </div>
  );
}
