import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { IconButton } from '../../ui/IconButton';
import { CloseIcon } from '../../ui/icons';
import { mobileAppLink } from '../../lib/mobileAppLinks';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';

/**
 * spec §2: 56 px banner on mobile devices at narrow widths until dismissed. Whether it shows is CSS: index.html's first
 * script marks a mobile user agent (and a dismissal) on <html> before the first paint, so a prerendered page and the
 * app's first render agree and nothing below it moves.
 */
export function MobilePromoBanner() {
  const { t } = useTranslation();
  const { mobilePromoBannerDismissed } = usePreferences();
  const store = usePreferencesStore();
  if (mobilePromoBannerDismissed) return null;
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const pageUrl = typeof window === 'undefined' ? '/' : window.location.href;
  return (
    <aside
      aria-label={t('promo.title')}
      className={css({
        display: 'none',
        '[data-mobile-ua]:not([data-promo-dismissed]) &': { display: { base: 'flex', sm: 'none' } },
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
      <a href={mobileAppLink(userAgent, pageUrl)} className={button({ tone: 'accent', size: 'sm' })}>
        {t('promo.get')}
      </a>
    </aside>
  );
}
