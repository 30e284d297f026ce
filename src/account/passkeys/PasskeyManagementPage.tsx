// /manage/passkey/:walletAddress (spec §2): the passkeys of one of this device's embedded-wallet accounts.
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { PasskeysPanel } from './PasskeysPanel';

export function PasskeyManagementPage() {
  const { t } = useTranslation();
  const params = useParams({ strict: false }) as { walletAddress?: string };
  return (
    <section
      aria-labelledby="passkeys-title"
      className={css({ maxW: '480px', mx: 'auto', my: { base: '6', md: '12' }, px: '4' })}
    >
      <h1 id="passkeys-title" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '4' })}>
        {t('screens.passkeyManagement')}
      </h1>
      <PasskeysPanel address={params.walletAddress} />
    </section>
  );
}
