import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useCurrentRow } from '../lib/routes/useCurrentRow';

/** The honest state of a screen that a later issue builds: the frame works, the screen says what is missing. */
export function NotBuiltScreen() {
  const { t } = useTranslation();
  const { row } = useCurrentRow();
  if (row?.kind !== 'screen' || row.status.built) return null;
  const screen = t(`screens.${row.screen}`);
  return (
    <section
      aria-labelledby="not-built-title"
      className={css({ maxW: '560px', mx: 'auto', my: '16', px: '4', textAlign: 'center' })}
    >
      <h1 id="not-built-title" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '3' })}>
        {t('app.notBuiltTitle', { screen })}
      </h1>
      <p className={css({ color: 'text.muted', mb: '6' })}>
        {t('app.notBuiltBody', { issue: row.status.arrivesWith })}
      </p>
      <Link to="/" className={button({ tone: 'soft' })}>
        {t('app.goHome')}
      </Link>
    </section>
  );
}
