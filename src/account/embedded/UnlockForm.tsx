// Every password the embedded wallet asks for (unlock, and reveal of the phrase or a key) goes through one gate
// driven by the vault session machine (spec §8: Wrong password, Too many attempts with a lockout in minutes or hours):
// wrong passwords in any of them count toward the same lockout, and the count survives reloads. The typed password
// leaves React state as soon as it is submitted.
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { vaultSessionMachine } from '../../../machines/vaultSession.machine';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { formatLockout } from '../../lib/wallet/unlockLockout';
import { useMachine } from '@xstate/react';
import { problemText, row } from '../../ui/walletStyles';
import type { EmbeddedWallet, UnlockAttempts } from './embeddedWallet';
import { PasswordField } from './PasswordField';

export function UnlockForm(props: { wallet: EmbeddedWallet; onUnlocked: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { wallet } = props;
  const passkeyUnlock = useSyncExternalStore(wallet.subscribe, () => wallet.getState().passkeyUnlock);
  return (
    <>
      {passkeyUnlock && <PasskeyUnlock wallet={wallet} onUnlocked={props.onUnlocked} />}
      <PasswordGate
        wallet={wallet}
        attempt={(password) => wallet.unlock(password)}
        onAccepted={props.onUnlocked}
        onCancel={props.onCancel}
        submitLabel={t('wallets.unlock')}
      />
    </>
  );
}

/** issue 32: a passkey whose PRF output seals the vault unlocks it alone; the password below stays the fallback. */
function PasskeyUnlock(props: { wallet: EmbeddedWallet; onUnlocked: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const unlock = async () => {
    setBusy(true);
    setFailed(false);
    try {
      const { readPasskeyPrf } = await import('../passkeys/passkeyPrf');
      await props.wallet.unlockWithPasskey(readPasskeyPrf);
      props.onUnlocked();
    } catch {
      // refused, timed out, or another passkey: the password still works
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={css({ display: 'grid', gap: '2', mb: '3' })}>
      <button
        type="button"
        aria-busy={busy}
        disabled={busy}
        className={button({ tone: 'accent', size: 'sm' })}
        onClick={() => void unlock()}
      >
        {t('wallets.passkeys.unlock')}
      </button>
      {failed && (
        <p role="alert" className={problemText}>
          {t('wallets.passkeys.unlockFailed')}
        </p>
      )}
    </div>
  );
}

export type PasswordGateProps = {
  /** Where the attempt count and lockout live (the embedded wallet's Dexie rows, or the extension's storage). */
  wallet: Pick<EmbeddedWallet, 'readAttempts' | 'writeAttempts'>;
  /** Uses the password; rejects with WRONG_PASSWORD when it is wrong (the gate counts it). */
  attempt: (password: string) => Promise<void>;
  onAccepted: () => void;
  /** The Back button's action; without it there is no way back (the extension's lock screen). */
  onCancel?: () => void;
  submitLabel: string;
  /** The form's accessible name. */
  label?: string;
  /** Shown above the password field (the reveal flows' warning). */
  children?: ReactNode;
};

/** A password form whose wrong attempts count toward the wallet's one lockout. */
export function PasswordGate(props: PasswordGateProps) {
  const [attempts, setAttempts] = useState<UnlockAttempts>();
  useEffect(() => {
    void props.wallet.readAttempts().then(setAttempts);
  }, [props.wallet]);
  if (!attempts) return null;
  return <GateWithAttempts {...props} attempts={attempts} />;
}

function GateWithAttempts(props: PasswordGateProps & { attempts: UnlockAttempts }) {
  const { t } = useTranslation();
  const { wallet } = props;
  // the machine is made once; the latest attempt function is read when an attempt starts
  const attempt = useRef(props.attempt);
  attempt.current = props.attempt;
  const machine = useMemo(
    () =>
      vaultSessionMachine.provide({
        actors: {
          openVault: fromPromise(async ({ input }) => attempt.current(input.password)),
          persistAttempts: fromPromise(async ({ input }) => wallet.writeAttempts(input)),
        },
      }),
    [wallet],
  );
  const [snapshot, , actor] = useMachine(machine, { input: props.attempts });
  const [password, setPassword] = useState('');
  const unlocked = snapshot.matches('unlocked');
  useEffect(() => {
    if (unlocked) props.onAccepted();
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
    <form onSubmit={submit} aria-label={props.label}>
      {props.children}
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
        {props.onCancel && (
          <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={props.onCancel}>
            {t('wallets.back')}
          </button>
        )}
        <button
          type="submit"
          aria-busy={snapshot.matches('unlocking')}
          disabled={snapshot.matches('unlocking') || snapshot.matches('saving')}
          className={button({ tone: 'accent', size: 'sm' })}
        >
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
