// "Send to another device" in the embedded wallet's settings (issue 32; spec §8 import errors): the password first
// (the phrase leaves the vault only for it), then the new device's code, typed or scanned; a wrong code shows the
// count of failed attempts, the limit a lockout; the phrase is sealed to the new device's key and delivered.
import { useMachine } from '@xstate/react';
import { type FormEvent, lazy, Suspense, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { IMPORT_MAX_FAILED_ATTEMPTS } from '../../../contract/importRelay';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { formatLockout } from '../../lib/wallet/unlockLockout';
import { field, input, muted, problemText, row } from '../../ui/walletStyles';
import type { EmbeddedWallet } from '../embedded/embeddedWallet';
import { PasswordGate } from '../embedded/UnlockForm';
import { ImportCodeFailure } from './ImportCodeFailure';
import { provideSendMachine } from './importCodeActors';

// the camera's decoder comes only when the person asks to scan
const QrCodeScanner = lazy(() => import('../../ui/qr/QrCodeScanner').then((m) => ({ default: m.QrCodeScanner })));

export function SendWithCodeSection(props: { wallet: EmbeddedWallet }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'closed' | 'unlock' | 'code'>('closed');
  // the phrase goes from the accepted password to the delivery without a render holding it
  const phrase = useRef<string>(undefined);
  const close = () => {
    phrase.current = undefined;
    setStep('closed');
  };
  return (
    <section aria-label={t('importCode.send.title')} className={css({ mt: '4' })}>
      <h3 className={css({ fontWeight: 'semibold', mb: '1' })}>{t('importCode.send.title')}</h3>
      {step === 'closed' && (
        <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => setStep('unlock')}>
          {t('importCode.send.title')}
        </button>
      )}
      {step === 'unlock' && (
        <PasswordGate
          wallet={props.wallet}
          label={t('importCode.send.unlockLabel')}
          submitLabel={t('wallets.continue')}
          attempt={async (password) => {
            phrase.current = await props.wallet.revealPhrase(password);
          }}
          onAccepted={() => setStep('code')}
          onCancel={close}
        >
          <p role="note" className={problemText}>
            {t('importCode.send.warning')}
          </p>
        </PasswordGate>
      )}
      {step === 'code' && <SendWithCodeForm phrase={() => phrase.current!} onClose={close} />}
    </section>
  );
}

function SendWithCodeForm(props: { phrase: () => string; onClose: () => void }) {
  const { t } = useTranslation();
  const machine = useMemo(
    () => provideSendMachine(props.phrase),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const [typed, setTyped] = useState('');
  const { context } = snapshot;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send({ type: 'SUBMIT_CODE', text: typed });
  };
  const back = (
    <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={props.onClose}>
      {t('wallets.back')}
    </button>
  );

  if (snapshot.matches('sent'))
    return (
      <div>
        <p role="status">{t('importCode.send.sent')}</p>
        <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={props.onClose}>
          {t('wallets.done')}
        </button>
      </div>
    );
  if (snapshot.matches('sending')) return <p role="status">{t('importCode.send.sending')}</p>;
  if (snapshot.matches('sendFailed'))
    return (
      <ImportCodeFailure
        message={t(ERROR_MESSAGES.importSeedEncryptionFailed)}
        back={back}
        onRetry={() => send({ type: 'RETRY' })}
      />
    );
  if (snapshot.matches('lockedOut')) {
    const wait = formatLockout(context.retryAfterMs ?? 0);
    const message =
      wait.unit === 'minutes' ? ERROR_MESSAGES.tooManyAttemptsMinutes : ERROR_MESSAGES.tooManyAttemptsHours;
    return <ImportCodeFailure message={t(message, { count: wait.count })} back={back} />;
  }
  if (snapshot.matches('scanning'))
    return (
      <Suspense fallback={<p role="status">{t('wallet.connecting')}</p>}>
        <QrCodeScanner onRead={(text) => send({ type: 'READ', text })} onCancel={() => send({ type: 'CANCEL_SCAN' })} />
      </Suspense>
    );

  const problem =
    context.problem === 'wrongCode'
      ? [
          t(ERROR_MESSAGES.importWrongCode),
          context.failedAttempts !== undefined &&
            t(ERROR_MESSAGES.importFailedAttempts, {
              attempts: context.failedAttempts,
              max: IMPORT_MAX_FAILED_ATTEMPTS,
            }),
        ]
          .filter(Boolean)
          .join(' ')
      : context.problem === 'invalidQrCode'
        ? t(ERROR_MESSAGES.invalidQrCode)
        : context.problem === 'invalidCode'
          ? t(ERROR_MESSAGES.importInvalidCode)
          : undefined;
  const claiming = snapshot.matches('claiming');
  return (
    <form onSubmit={submit} aria-label={t('importCode.send.title')}>
      <p className={muted}>{t('importCode.send.hint', { importWithCode: t('importCode.title') })}</p>
      <label className={field}>
        {t('importCode.send.codeField')}
        <input
          className={input}
          autoComplete="one-time-code"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
      {problem && (
        <p role="alert" className={problemText}>
          {problem}
        </p>
      )}
      <div className={row}>
        {back}
        <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => send({ type: 'SCAN' })}>
          {t('importCode.send.scan')}
        </button>
        <button
          type="submit"
          aria-busy={claiming}
          disabled={claiming}
          className={button({ tone: 'accent', size: 'sm' })}
        >
          {t('importCode.send.submit')}
        </button>
      </div>
    </form>
  );
}
