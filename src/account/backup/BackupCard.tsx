// The drawer's backup card (spec §2 "download-wallet promo card for embedded-wallet users", §6 "only for the
// embedded-wallet connector when not backed up and not dismissed"): asks the person to back the phrase up and leads to
// the wallet settings' cloud backup; dismissed per address for 30 days (backupCard.ts).
import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { button, card, mutedText } from '#styled-system/recipes';
import { cloudBackupStatusQueryOptions } from '../../data/cloudBackup';
import { getDatabase } from '../../data/database';
import { backupCardDismissedKey, isBackupCardShown } from './backupCard';

export function BackupCard(props: { address: Address; embedded: boolean; onBackUp: () => void }) {
  const { t } = useTranslation();
  const { address, embedded } = props;
  const titleId = useId();
  const status = useQuery(cloudBackupStatusQueryOptions({ address: embedded ? address : undefined }));
  const key = backupCardDismissedKey(address);
  // undefined while Dexie answers, null when never dismissed
  const dismissedAt = useLiveQuery(
    async () => ((await getDatabase().keyval.get(key))?.value as number | undefined) ?? null,
    [key],
  );
  if (dismissedAt === undefined) return null;
  const shown = isBackupCardShown({
    embedded,
    backedUp: status.data?.backedUp,
    dismissedAt: dismissedAt ?? undefined,
    now: Date.now(),
  });
  if (!shown) return null;
  return (
    <section aria-labelledby={titleId} className={`${card({ padding: 'sm' })} ${css({ mb: '3' })}`}>
      <h3 id={titleId} className={css({ fontWeight: 'semibold' })}>
        {t('cloudBackup.cardTitle')}
      </h3>
      <p className={mutedText()}>{t('cloudBackup.cardBody')}</p>
      <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap', mt: '2' })}>
        <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={props.onBackUp}>
          {t('cloudBackup.cardAction')}
        </button>
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          onClick={() => void getDatabase().keyval.put({ key, value: Date.now() })}
        >
          {t('cloudBackup.cardDismiss')}
        </button>
      </div>
    </section>
  );
}
