import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { dataQueryRootKey } from '../../data/dataApi';
import type { DataStatus } from '../../data/dataApiStatus';

const DATA_QUERIES = { queryKey: dataQueryRootKey };

/**
 * spec §8: "Data may be outdated" over cached data, "Data is unavailable at the moment" when there is none, with a
 * Retry that asks again for every indexer query on screen (issue 34: a loading state ends, and offers a way on).
 */
export function DataStatusNotice({ status }: { status: DataStatus }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fetching = useIsFetching(DATA_QUERIES) > 0;
  if (status === 'fresh' || status === 'loading') return null;
  return (
    <div
      className={css({
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        flexWrap: 'wrap',
        gap: '2',
        px: '4',
        py: '2',
        mb: '4',
        borderRadius: 'lg',
        bg: 'surface',
        border: '1px solid',
        borderColor: 'border',
      })}
    >
      <p role="status" className={css({ color: status === 'unavailable' ? 'critical' : 'text.muted', minW: '0' })}>
        {status === 'unavailable' ? t('errors.dataUnavailable') : t('errors.dataMayBeOutdated')}
      </p>
      <button
        type="button"
        className={button({ size: 'sm' })}
        disabled={fetching}
        aria-busy={fetching}
        onClick={() => void queryClient.refetchQueries({ ...DATA_QUERIES, type: 'active' })}
      >
        {t('errors.retry')}
      </button>
    </div>
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
