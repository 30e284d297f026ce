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
