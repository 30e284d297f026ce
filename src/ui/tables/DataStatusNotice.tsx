import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import type { DataStatus } from '../../data/dataApiStatus';

/** spec §8: "Data may be outdated" over cached data, "Data is unavailable at the moment" when there is none. */
export function DataStatusNotice({ status }: { status: DataStatus }) {
  const { t } = useTranslation();
  if (status === 'fresh' || status === 'loading') return null;
  return (
    <p
      role="status"
      className={css({
        px: '4',
        py: '2',
        mb: '4',
        borderRadius: 'lg',
        bg: 'surface',
        border: '1px solid',
        borderColor: 'border',
        color: status === 'unavailable' ? 'critical' : 'text.muted',
      })}
    >
      {status === 'unavailable' ? t('errors.dataUnavailable') : t('errors.dataMayBeOutdated')}
    </p>
  );
}

/**
 * A details page with nothing to show yet: the data notice, the not-found title (the API answered 404) or the loading
 * line.
 */
export function DetailsFallback({
  status,
  notFound,
  notFoundTitle,
}: {
  status: DataStatus;
  notFound: boolean;
  notFoundTitle: string;
}) {
  const { t } = useTranslation();
  return (
    <section className={css({ maxW: '1200px', mx: 'auto', px: '4', py: '8' })}>
      {!notFound && <DataStatusNotice status={status} />}
      {notFound && <h1 className={css({ fontSize: '2xl', fontWeight: 'semibold' })}>{notFoundTitle}</h1>}
      {status === 'loading' && <p className={css({ color: 'text.muted' })}>{t('explore.loading')}</p>}
    </section>
  );
}
