// The create, import and watch flows of spec §2 "Onboarding and wallet flows", driven by the onboarding machine.
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { button } from '#styled-system/recipes';
import { onboardingMachine, type OnboardingOutput, type WatchProblem } from '../../../../machines/onboarding.machine';
import { createRecoveryPhrase, pickConfirmationPositions } from '../../../lib/wallet/recoveryPhrase';
import { useMachine } from '@xstate/react';
import { muted, problemText, row, wordGrid } from '../../../ui/walletStyles';
import { ConfirmStep, PasswordStep, TextStep } from './OnboardingSteps';
import type { EmbeddedWallet } from '../../../account/embedded/embeddedWallet';

/** Words the confirmation step asks for. */
const CONFIRM_WORD_COUNT = 3;

export type OnboardingStart = 'CREATE' | 'CREATE_ACCOUNT' | 'IMPORT' | 'WATCH';

export function EmbeddedOnboarding(props: {
  start: OnboardingStart;
  /** Seals the phrase: the embedded wallet's vault, or the extension's service worker. */
  wallet: Pick<EmbeddedWallet, 'create'>;
  hasVault: boolean;
  checkWatchAddress: (address: string) => Promise<WatchProblem | undefined>;
  /** "Create an account": makes the new wallet's passkey (the embedded wallet's; the extension has none). */
  createPasskey?: () => Promise<void>;
  onDone: (output: OnboardingOutput) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const machine = useMemo(
    () =>
      onboardingMachine.provide({
        actors: {
          createPhrase: fromPromise(async () => ({
            phrase: createRecoveryPhrase(),
            confirmPositions: pickConfirmationPositions(12, CONFIRM_WORD_COUNT),
          })),
          sealVault: fromPromise(async ({ input }) => props.wallet.create(input.password, input.phrase)),
          checkWatchAddress: fromPromise(async ({ input }) => props.checkWatchAddress(input.address)),
          createPasskey: fromPromise(async () => {
            if (!props.createPasskey) throw new Error('No passkeys here');
            await props.createPasskey();
          }),
        },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const [snapshot, , actor] = useMachine(machine, { input: { hasVault: props.hasVault } });
  useEffect(() => {
    actor.send({ type: props.start });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actor]);
  const output = snapshot.status === 'done' ? snapshot.output : undefined;
  useEffect(() => {
    if (output) props.onDone(output);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [output]);
  const { context } = snapshot;
  // what the person typed survives the checks (spec: bad input loses nothing)
  const [typedPhrase, setTypedPhrase] = useState('');
  const [typedAddress, setTypedAddress] = useState('');
  const problem = context.problem ? t(`wallets.problems.${context.problem}`, { word: context.invalidWord }) : undefined;
  const problemAlert = problem ? (
    <p role="alert" className={problemText}>
      {problem}
    </p>
  ) : null;
  const back = (
    <button
      type="button"
      className={button({ tone: 'ghost', size: 'sm' })}
      onClick={() => (snapshot.matches('welcome') ? props.onCancel() : actor.send({ type: 'BACK' }))}
    >
      {t('wallets.back')}
    </button>
  );

  if (snapshot.matches('welcome'))
    return (
      <div>
        {problemAlert}
        {back}
      </div>
    );
  if (snapshot.matches('choosePassword')) return <PasswordStep problem={problemAlert} back={back} actor={actor} />;
  if (snapshot.matches('creatingPhrase') || snapshot.matches('sealing'))
    return <p role="status">{t(snapshot.matches('sealing') ? 'wallets.sealing' : 'wallets.working')}</p>;
  if (snapshot.matches('showPhrase'))
    return (
      <div>
        <p className={muted}>{t('wallets.writeDown')}</p>
        <ol aria-label={t('wallets.recoveryPhrase')} className={wordGrid}>
          {context.phrase!.split(' ').map((word, i) => (
            <li key={i} data-index={i + 1}>
              {i + 1}. <span>{word}</span>
            </li>
          ))}
        </ol>
        <div className={row}>
          {back}
          <button
            type="button"
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() => actor.send({ type: 'CONTINUE' })}
          >
            {t('wallets.wroteItDown')}
          </button>
        </div>
      </div>
    );
  if (snapshot.matches('confirmPhrase'))
    return (
      <ConfirmStep
        words={context.phrase!.split(' ')}
        positions={context.confirmPositions}
        problem={problemAlert}
        back={back}
        onConfirm={(words) => actor.send({ type: 'CONFIRM_WORDS', words })}
      />
    );
  if (snapshot.matches('enterPhrase'))
    return (
      <TextStep
        label={t('wallets.recoveryPhrase')}
        multiline
        value={typedPhrase}
        onChange={setTypedPhrase}
        submitLabel={t('wallets.continue')}
        problem={problemAlert}
        back={back}
        onSubmit={(phrase) => actor.send({ type: 'SUBMIT_PHRASE', phrase })}
      />
    );
  if (snapshot.matches('enterAddress') || snapshot.matches('checkingAddress'))
    return (
      <TextStep
        label={t('wallets.watchAddress')}
        value={typedAddress}
        onChange={setTypedAddress}
        busy={snapshot.matches('checkingAddress')}
        submitLabel={t('wallets.watch')}
        problem={problemAlert}
        back={back}
        onSubmit={(address) => actor.send({ type: 'SUBMIT_ADDRESS', address })}
      />
    );
  if (snapshot.matches('creatingPasskey')) return <p role="status">{t('wallets.passkeys.creating')}</p>;
  if (snapshot.matches('passkeyFailed'))
    return (
      <div>
        {problemAlert}
        <div className={row}>
          <button
            type="button"
            className={button({ tone: 'ghost', size: 'sm' })}
            onClick={() => actor.send({ type: 'SKIP' })}
          >
            {t('wallets.passkeys.skip')}
          </button>
          <button
            type="button"
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() => actor.send({ type: 'RETRY' })}
          >
            {t('wallet.tryAgain')}
          </button>
        </div>
      </div>
    );
  if (snapshot.matches('sealFailed'))
    return (
      <div>
        {problemAlert}
        <div className={row}>
          {back}
          <button
            type="button"
            className={button({ tone: 'accent', size: 'sm' })}
            onClick={() => actor.send({ type: 'RETRY' })}
          >
            {t('wallet.tryAgain')}
          </button>
        </div>
      </div>
    );
  return null;
}
