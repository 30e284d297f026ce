// Onboarding's "Restore from cloud backup" (issue 32): on a new device, sign in with the account's synced passkey, pick
// one of its backups (address, date), give the backup password and a new device password, and the phrase is opened
// and sealed again in the vault worker; then the passkey that signed in is offered as this device's unlock (its PRF
// output seals the vault a second time). Driven by machines/restoreBackup.machine.ts.
import { useMachine } from '@xstate/react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { fromPromise } from 'xstate';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import {
  type RestoreInput,
  type RestoreSignIn,
  WrongBackupPasswordError,
  restoreBackupMachine,
} from '../../../../machines/restoreBackup.machine';
import { NewPasswordFields } from '../../../account/embedded/NewPasswordFields';
import { PasswordField } from '../../../account/embedded/PasswordField';
import { type EmbeddedWallet, WRONG_PASSWORD } from '../../../account/embedded/embeddedWallet';
import { createCloudBackupApi } from '../../../data/cloudBackup';
import { createPasskeysApi } from '../../../data/passkeys';
import { ERROR_MESSAGES } from '../../../lib/errorMessages';
import { shortenAddress } from '../../../lib/shortenAddress';
import { muted, problemText, row } from '../../../ui/walletStyles';

export function RestoreFromCloudBackup(props: {
  wallet: Pick<EmbeddedWallet, 'restore' | 'addPasskeyUnlock'>;
  onDone: (address: Address) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useTranslation();
  const machine = useMemo(() => {
    const backups = createCloudBackupApi();
    const passkeys = createPasskeysApi();
    return restoreBackupMachine.provide({
      actors: {
        signIn: fromPromise<RestoreSignIn>(async () => {
          const { session, credentialId } = await passkeys.signIn();
          return { session, credentialId, backups: (await backups.account(session)).backups };
        }),
        restore: fromPromise<Address, RestoreInput>(async ({ input }) => {
          const { envelope } = await backups.getWithSession(input.address, input.session);
          try {
            await props.wallet.restore(envelope, input.backupPassword, input.password, input.address);
          } catch (error) {
            throw error === WRONG_PASSWORD ? new WrongBackupPasswordError() : error;
          }
          // the session only served this read
          void passkeys.signOut(input.session).catch(() => undefined);
          return input.address;
        }),
        addPasskeyUnlock: fromPromise<void, { credentialId: string }>(async ({ input }) => {
          const { readPasskeyPrf } = await import('../../../account/passkeys/passkeyPrf');
          const { prf } = await readPasskeyPrf([input.credentialId]);
          await props.wallet.addPasskeyUnlock(input.credentialId, prf);
        }),
      },
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const [snapshot, send] = useMachine(machine);
  const { context } = snapshot;
  const [backupPassword, setBackupPassword] = useState('');
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const output = snapshot.status === 'done' ? snapshot.output : undefined;
  useEffect(() => {
    if (output) props.onDone(output.address);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [output]);

  const problem = context.problem
    ? context.problem === 'wrongPassword'
      ? t(ERROR_MESSAGES.wrongPassword)
      : context.problem === 'tooWeak' || context.problem === 'mismatch'
        ? t(`wallets.problems.${context.problem}`)
        : t(`cloudBackup.problems.${context.problem}`)
    : undefined;
  const problemAlert = problem && (
    <p role="alert" className={problemText}>
      {problem}
    </p>
  );
  const formatDate = (time: number) => new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(time);

  if (snapshot.matches('signIn') || snapshot.matches('signingIn'))
    return (
      <div>
        <p className={muted}>{t('cloudBackup.signInHint')}</p>
        {problemAlert}
        <div className={row}>
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={props.onCancel}>
            {t('wallets.back')}
          </button>
          <button
            type="button"
            aria-busy={snapshot.matches('signingIn')}
            disabled={snapshot.matches('signingIn')}
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() => send({ type: 'SIGN_IN' })}
          >
            {t('cloudBackup.signIn')}
          </button>
        </div>
      </div>
    );
  if (snapshot.matches('choose'))
    return (
      <ul
        aria-label={t('cloudBackup.backups')}
        className={css({ display: 'grid', gap: '2', listStyle: 'none', p: '0' })}
      >
        {context.backups.map((backup) => (
          <li key={backup.address}>
            <button
              type="button"
              className={button({ tone: 'soft', size: 'sm' })}
              aria-label={t('cloudBackup.choose', { address: backup.address, date: formatDate(backup.updatedAt) })}
              onClick={() => send({ type: 'CHOOSE', address: backup.address })}
            >
              {shortenAddress(backup.address)} · {t('cloudBackup.backedUpOn', { date: formatDate(backup.updatedAt) })}
            </button>
          </li>
        ))}
      </ul>
    );
  if (snapshot.matches('offerPasskeyUnlock') || snapshot.matches('addingPasskeyUnlock')) {
    const adding = snapshot.matches('addingPasskeyUnlock');
    return (
      <div>
        <p className={muted}>{t('cloudBackup.passkeyUnlockOffer')}</p>
        {adding ? <p role="status">{t('cloudBackup.addingPasskeyUnlock')}</p> : problemAlert}
        <div className={row}>
          <button
            type="button"
            disabled={adding}
            className={button({ tone: 'ghost', size: 'sm' })}
            onClick={() => send({ type: 'SKIP' })}
          >
            {t('cloudBackup.passkeyUnlockLater')}
          </button>
          <button
            type="button"
            aria-busy={adding}
            disabled={adding}
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() => send({ type: 'USE_PASSKEY' })}
          >
            {t('cloudBackup.usePasskeyUnlock')}
          </button>
        </div>
      </div>
    );
  }
  if (snapshot.matches('restored')) return <p role="status">{t('cloudBackup.restoring')}</p>;

  const restoring = snapshot.matches('restoring');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT', backupPassword, password, confirmation });
  };
  // what the person typed stays for another try (a wrong backup password loses nothing)
  return (
    <form onSubmit={submit} aria-label={t('cloudBackup.restoreTitle')}>
      <p className={muted}>{shortenAddress(context.chosen!)}</p>
      <PasswordField
        label={t('wallets.backup.password')}
        autoComplete="current-password"
        value={backupPassword}
        onChange={setBackupPassword}
      />
      <p className={muted}>{t('cloudBackup.newPasswordHint')}</p>
      <NewPasswordFields
        passwordLabel={t('wallets.password')}
        confirmLabel={t('wallets.confirmPassword')}
        password={password}
        confirmation={confirmation}
        onPassword={setPassword}
        onConfirmation={setConfirmation}
      />
      {restoring ? <p role="status">{t('cloudBackup.restoring')}</p> : problemAlert}
      <div className={row}>
        <button
          type="button"
          disabled={restoring}
          className={button({ tone: 'ghost', size: 'sm' })}
          onClick={() => send({ type: 'BACK' })}
        >
          {t('wallets.back')}
        </button>
        <button
          type="submit"
          aria-busy={restoring}
          disabled={restoring}
          className={button({ tone: 'accent', size: 'sm' })}
        >
          {t('cloudBackup.restore')}
        </button>
      </div>
    </form>
  );
}
