// Unlock of the embedded wallet (spec §8: Wrong password, Too many attempts with a lockout in minutes or hours),
// driven by the vault session machine; the attempt count survives reloads.
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { button } from '#styled-system/recipes';
import { vaultSessionMachine } from '../../../machines/vaultSession.machine';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { formatLockout } from '../../lib/wallet/unlockLockout';
import { useMachine } from '@xstate/react';
import { problemText, row } from '../../ui/walletStyles';
import type { EmbeddedWallet, UnlockAttempts } from './embeddedWallet';
import { PasswordField } from './PasswordField';

export function UnlockForm(props: { wallet: EmbeddedWallet; onUnlocked: () => void; onCancel: () => void }) {
  const [attempts, setAttempts] = useState<UnlockAttempts>();
  useEffect(() => {
    void props.wallet.readAttempts().then(setAttempts);
  }, [props.wallet]);
  if (!attempts) return null;
  return <UnlockWithAttempts {...props} attempts={attempts} />;
}

function UnlockWithAttempts(props: {
  wallet: EmbeddedWallet;
  attempts: UnlockAttempts;
  onUnlocked: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      vaultSessionMachine.provide({
        actors: {
          openVault: fromPromise(async ({ input }) => props.wallet.unlock(input.password)),
          persistAttempts: fromPromise(async ({ input }) => props.wallet.writeAttempts(input)),
        },
      }),
    [props.wallet],
  );
  const [snapshot, , actor] = useMachine(machine, { input: props.attempts });
  const [password, setPassword] = useState('');
  const unlocked = snapshot.matches('unlocked');
  useEffect(() => {
    if (unlocked) props.onUnlocked();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [unlocked]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'UNLOCK', password, now: Date.now() });
    setPassword('');
  };
  const { problem, lockedUntil } = snapshot.context;
  const wait = formatLockout(Math.max(0, lockedUntil - Date.now()));
  const message =
    problem === 'tooManyAttempts'
      ? t(wait.unit === 'minutes' ? ERROR_MESSAGES.tooManyAttemptsMinutes : ERROR_MESSAGES.tooManyAttemptsHours, {
          count: wait.count,
        })
      : problem === 'wrongPassword'
        ? t(ERROR_MESSAGES.wrongPassword)
        : problem === 'vaultUnreadable'
          ? t(ERROR_MESSAGES.somethingWentWrong)
          : undefined;
  return (
    <form onSubmit={submit}>
      <PasswordField
        label={t('wallets.password')}
        autoComplete="current-password"
        value={password}
        onChange={setPassword}
      />
      {message && (
        <p role="alert" className={problemText}>
          {message}
        </p>
      )}
      <div className={row}>
        <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={props.onCancel}>
          {t('wallets.back')}
        </button>
        <button
          type="submit"
          aria-busy={snapshot.matches('unlocking')}
          disabled={snapshot.matches('unlocking') || snapshot.matches('saving')}
          className={button({ tone: 'accent', size: 'sm' })}
        >
          {t('wallets.unlock')}
        </button>
      </div>
    </form>
  );
}
