import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';

/** spec §2: the not-found page offers a way back to swap. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="not-found-title"
      className={css({ maxW: '480px', mx: 'auto', my: '20', px: '4', textAlign: 'center' })}
    >
      <p aria-hidden="true" className={css({ fontSize: '6xl', fontWeight: 'bold', color: 'accent' })}>
        404
      </p>
      <h1 id="not-found-title" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '2' })}>
        {t('notFound.title')}
      </h1>
      <p className={css({ color: 'text.muted', mb: '6' })}>{t('notFound.body')}</p>
      {/* a 44 px touch target on phones */}
      <Link to="/swap" className={`${button({ tone: 'accent' })} ${css({ minH: '11' })}`}>
        {t('app.backToSwap')}
      </Link>
    </section>
  );
}
