import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon } from '../../ui/icons';
import { isMobileUserAgent, mobileAppLink } from '../../lib/mobileAppLinks';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';

const NARROW = '(max-width: 639px)';

/** spec §2: 56 px banner on mobile devices at narrow widths until dismissed. */
export function MobilePromoBanner() {
  const { t } = useTranslation();
  const { mobilePromoBannerDismissed } = usePreferences();
  const store = usePreferencesStore();
  const [narrow, setNarrow] = useState(() => window.matchMedia(NARROW).matches);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  if (mobilePromoBannerDismissed || !narrow || !isMobileUserAgent(navigator.userAgent)) return null;
  return (
    <aside
      aria-label={t('promo.title')}
      className={css({
        display: 'flex',
        alignItems: 'center',
        gap: '3',
        h: '56px',
        px: '3',
        bg: 'surface',
        borderBottom: '1px solid',
        borderColor: 'border',
      })}
    >
      <IconButton label={t('promo.dismiss')} onClick={() => void store.set('mobilePromoBannerDismissed', true)}>
        <CloseIcon />
      </IconButton>
      <div className={css({ flex: '1', lineHeight: 'tight' })}>
        <div className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>{t('promo.title')}</div>
        <div className={css({ color: 'text.muted', fontSize: 'xs' })}>{t('promo.body')}</div>
      </div>
      <a
        href={mobileAppLink(navigator.userAgent, window.location.href)}
        className={button({ tone: 'accent', size: 'sm' })}
      >
        {t('promo.get')}
      </a>
    </aside>
  );
}
