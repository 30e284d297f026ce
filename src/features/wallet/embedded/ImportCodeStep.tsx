// Onboarding's "Import with a code" on the new device (issue 32; spec §2 "import via QR scan with a one-time code", §4
// the code expires and is replaced, with countdown; §8 import errors): the QR code and the 6-character code with its
// countdown, then a new password for this device, under which the received phrase is sealed.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { importQrText } from '../../../../contract/importRelay';
import type { ImportReceiveFailure } from '../../../../machines/importCodeReceive.machine';
import { CodeCountdown } from '../../../account/importCode/CodeCountdown';
import { ImportCodeFailure } from '../../../account/importCode/ImportCodeFailure';
import { provideReceiveMachine } from '../../../account/importCode/importCodeActors';
import type { ImportRelayApi } from '../../../data/importRelay';
import type { EmbeddedWallet } from '../../../account/embedded/embeddedWallet';
import { ERROR_MESSAGES } from '../../../lib/errorMessages';
import { QrCode } from '../../../ui/QrCode';
import { muted, problemText } from '../../../ui/walletStyles';
import { PasswordStep } from './OnboardingSteps';

const FAILURE_MESSAGES: Record<ImportReceiveFailure, string> = {
  noCode: ERROR_MESSAGES.importNoCode,
  lockedOut: ERROR_MESSAGES.importSessionLocked,
  timedOut: ERROR_MESSAGES.importTimedOut,
  seedEncryptionFailed: ERROR_MESSAGES.importSeedEncryptionFailed,
};

const codeStyle = css({
  display: 'block',
  textAlign: 'center',
  fontFamily: 'mono',
  fontSize: '2xl',
  fontWeight: 'semibold',
  letterSpacing: '0.3em',
  my: '2',
});

export function ImportCodeStep(props: {
  wallet: Pick<EmbeddedWallet, 'create'>;
  onDone: () => void;
  onCancel: () => void;
  /** The relay to use; the app's own origin's when absent (the extension names its services server's). */
  relay?: ImportRelayApi;
}) {
  const { t } = useTranslation();
  const machine = useMemo(
    () => provideReceiveMachine((password, phrase) => props.wallet.create(password, phrase), props.relay),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, send] = useMachine(machine);
  const done = snapshot.status === 'done';
  useEffect(() => {
    if (done) props.onDone();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [done]);
  const { context } = snapshot;
  const back = (
    <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={props.onCancel}>
      {t('wallets.back')}
    </button>
  );

  if (snapshot.matches('opening')) return <p role="status">{t('importCode.opening')}</p>;
  if (snapshot.matches({ session: 'claimed' })) return <p role="status">{t('importCode.claimed')}</p>;
  if (snapshot.matches('session') && context.session) {
    const { session } = context;
    return (
      <div>
        <p className={muted}>
          {t('importCode.scanHint', { manage: t('wallets.manage'), send: t('importCode.send.title') })}
        </p>
        <QrCode value={importQrText(session)} label={t('importCode.qrLabel')} />
        <output aria-label={t('importCode.codeLabel')} className={codeStyle}>
          {session.code}
        </output>
        <CodeCountdown code={session.code} ms={session.codeExpiresInMs} />
        {back}
      </div>
    );
  }
  if (snapshot.matches('choosePassword')) {
    const problem = context.problem ? (
      <p role="alert" className={problemText}>
        {t(`wallets.problems.${context.problem}`)}
      </p>
    ) : null;
    return (
      <div>
        <p className={muted}>{t('importCode.received')}</p>
        <PasswordStep problem={problem} back={back} actor={{ send }} />
      </div>
    );
  }
  if (snapshot.matches('sealing') || done) return <p role="status">{t('wallets.sealing')}</p>;
  return (
    <ImportCodeFailure
      message={t(FAILURE_MESSAGES[context.failure ?? 'noCode'])}
      back={back}
      onRetry={() => send({ type: 'RETRY' })}
    />
  );
}
