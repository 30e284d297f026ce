// Cloud backup in the wallet settings (issue 32, spec §1 "cloud backup", §3 "cloud backup status", §5 passwords): the
// status (since when), a backup of the recovery phrase sealed in the vault worker under a backup password (must match,
// not too weak; its strength shown as it is typed) and stored by the backup service, which only ever sees the
// ciphertext, and deleting the backup once confirmed (spec §8 "Unable to delete backup" when the service fails).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import {
  cloudBackupStatusQueryKey,
  cloudBackupStatusQueryOptions,
  createCloudBackupApi,
  deleteCloudBackupMutationOptions,
} from '../../data/cloudBackup';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { checkNewPassword, type PasswordProblem } from '../../lib/wallet/passwordStrength';
import { muted, problemText, row } from '../../ui/walletStyles';
import type { EmbeddedWallet } from '../embedded/embeddedWallet';
import { NewPasswordFields } from '../embedded/NewPasswordFields';

type Problem = PasswordProblem | 'backupFailed';

const STATUS_DATE: Intl.DateTimeFormatOptions = { dateStyle: 'medium' };

export function CloudBackupSection(props: { wallet: EmbeddedWallet; address: Address }) {
  const { t, i18n } = useTranslation();
  const { wallet, address } = props;
  const queryClient = useQueryClient();
  const status = useQuery(cloudBackupStatusQueryOptions({ address }));
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const refused = checkNewPassword(password, confirmation);
    setProblem(refused);
    if (refused) return;
    setBusy(true);
    try {
      // 600,000 PBKDF2 rounds in the vault worker, then the service stores the envelope against a wallet proof
      const envelope = await wallet.sealBackup(password);
      await createCloudBackupApi().put(address, envelope, (message) => wallet.signer.signMessage(address, message));
      setPassword('');
      setConfirmation('');
      setOpen(false);
      await queryClient.invalidateQueries({ queryKey: cloudBackupStatusQueryKey({ address }) });
    } catch {
      setProblem('backupFailed');
    } finally {
      setBusy(false);
    }
  };

  const message =
    problem === 'backupFailed'
      ? t(ERROR_MESSAGES.backupFailed)
      : problem
        ? t(`wallets.problems.${problem}`)
        : undefined;
  return (
    <section aria-label={t('wallets.backup.title')} className={css({ mt: '4' })}>
      <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>{t('wallets.backup.title')}</h3>
      <p role="status" className={muted}>
        {!status.data
          ? ''
          : status.data.backedUp && status.data.updatedAt !== undefined
            ? t('cloudBackup.backedUpSince', {
                date: new Intl.DateTimeFormat(i18n.language, STATUS_DATE).format(status.data.updatedAt),
              })
            : t(status.data.backedUp ? 'wallets.backup.backedUp' : 'wallets.backup.notBackedUp')}
      </p>
      {status.data?.backedUp && !open && <DeleteCloudBackup wallet={wallet} address={address} />}
      {!open ? (
        <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => setOpen(true)}>
          {t('wallets.backup.start')}
        </button>
      ) : (
        <form onSubmit={(event) => void submit(event)} aria-label={t('wallets.backup.start')}>
          <p className={muted}>{t('wallets.backup.hint')}</p>
          <NewPasswordFields
            passwordLabel={t('wallets.backup.password')}
            confirmLabel={t('wallets.backup.confirmPassword')}
            password={password}
            confirmation={confirmation}
            onPassword={setPassword}
            onConfirmation={setConfirmation}
          />
          {message && (
            <p role="alert" className={problemText}>
              {message}
            </p>
          )}
          <div className={row}>
            <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => setOpen(false)}>
              {t('wallets.back')}
            </button>
            <button type="submit" aria-busy={busy} disabled={busy} className={button({ tone: 'accent', size: 'sm' })}>
              {t('wallets.backup.submit')}
            </button>
          </div>
        </form>
      )}
    </section>
  );
}

/** Deleting the backup: asked once more, then the service deletes it against the wallet's proof. */
function DeleteCloudBackup(props: { wallet: EmbeddedWallet; address: Address }) {
  const { t } = useTranslation();
  const { wallet, address } = props;
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const remove = useMutation({
    ...deleteCloudBackupMutationOptions({
      address,
      signMessage: (message) => wallet.signer.signMessage(address, message),
    }),
    onSuccess: async () => {
      setConfirming(false);
      await queryClient.invalidateQueries({ queryKey: cloudBackupStatusQueryKey({ address }) });
    },
  });
  if (!confirming)
    return (
      <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => setConfirming(true)}>
        {t('cloudBackup.delete')}
      </button>
    );
  return (
    <div role="alertdialog" aria-label={t('cloudBackup.delete')}>
      <p className={muted}>{t('cloudBackup.deleteWarning')}</p>
      {remove.isError && (
        <p role="alert" className={problemText}>
          {t(ERROR_MESSAGES.deleteBackupFailed)}
        </p>
      )}
      <div className={row}>
        <button
          type="button"
          className={button({ tone: 'ghost', size: 'sm' })}
          onClick={() => {
            remove.reset();
            setConfirming(false);
          }}
        >
          {t('wallets.back')}
        </button>
        <button
          type="button"
          aria-busy={remove.isPending}
          disabled={remove.isPending}
          className={button({ tone: 'accent', size: 'sm' })}
          onClick={() => remove.mutate()}
        >
          {t('cloudBackup.deleteConfirm')}
        </button>
      </div>
    </div>
  );
}
