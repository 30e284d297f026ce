import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useCurrentRow } from '../lib/routes/useCurrentRow';

/** The honest state of a screen not built yet: the frame works, the screen names the capability that is missing. */
export function NotBuiltScreen() {
  const { t } = useTranslation();
  const { row } = useCurrentRow();
  if (row?.kind !== 'screen' || row.status.built) return null;
  return (
    <section
      aria-labelledby="not-built-title"
      className={css({ maxW: '560px', mx: 'auto', my: '16', px: '4', textAlign: 'center' })}
    >
      <h1 id="not-built-title" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '3' })}>
        {t(`unavailable.${row.status.missing}`)}
      </h1>
      <p className={css({ color: 'text.muted', mb: '6' })}>{t('unavailable.body')}</p>
      <Link to="/" className={button({ tone: 'soft' })}>
        {t('app.goHome')}
      </Link>
    </section>
  );
}
