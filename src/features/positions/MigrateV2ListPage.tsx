// /migrate/v2 (issue 13, spec §1 "migrate v2 or v3 to v4"): the connected wallet's open v2 pair shares, each with a
// link to its migration (MigrateV2Page.tsx).
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { ownedPositionsQueryOptions } from '../../data/positions';
import { useDataApi } from '../../data/useDataApi';
import { useListedTokens } from '../../data/useListedTokens';
import { positionStyles as s } from './positionStyles';
import { BackIcon } from '../../ui/icons';
import { ConnectToSeePositions } from './ConnectToSeePositions';

export function MigrateV2ListPage() {
  const { t } = useTranslation();
  const { config } = useDataApi();
  const connection = useConnection();
  const tokens = useListedTokens();
  const owned = useQuery({
    ...ownedPositionsQueryOptions(connection.address ?? '0x0000000000000000000000000000000000000000', config),
    enabled: !!connection.address && !!config,
  });
  const pairs = (owned.data ?? []).filter((row) => row.version === 'v2' && row.status !== 'CLOSED');
  return (
    <section className={s.page} aria-labelledby="migrate-v2-title">
      <Link to="/positions" className={cx(mutedText(), s.back)}>
        <BackIcon size="sm" /> {t('positions.back')}
      </Link>
      <h1 id="migrate-v2-title" className={s.heading}>
        {t('migrateV2.listTitle')}
      </h1>
      <p className={mutedText()}>{t('migrateV2.listBody')}</p>
      {!connection.address ? (
        <ConnectToSeePositions />
      ) : owned.isPending ? (
        <p role="status">{t('positions.loading')}</p>
      ) : pairs.length === 0 ? (
        <p>{t('migrateV2.none')}</p>
      ) : (
        <ul className={css({ display: 'grid', gap: '2', mt: '3' })} aria-label={t('migrateV2.listTitle')}>
          {pairs.map((row) => {
            const pair = `${tokens.symbol(row.chainId, row.token0)}/${tokens.symbol(row.chainId, row.token1)}`;
            return (
              <li key={`${row.chainId}-${row.id}`} className={s.card}>
                <div className={s.line}>
                  <strong>{pair}</strong>
                  <span className={mutedText()}>{row.chainName}</span>
                </div>
                <Link
                  to="/migrate/v2/$address"
                  params={{ address: row.id }}
                  className={cx(button({ tone: 'accent' }), s.action)}
                >
                  {t('migrateV2.migratePair', { pair })}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
