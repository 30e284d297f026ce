// Passkey unlock in the popup (issue 30): the home's setting turns it on (a passkey made in the services app's pop-up
// window seals the vault a second time) or off; the lock screen unlocks with it. The passkey itself lives on the
// services app's origin, so both open that pop-up through the service worker and wait for its verdict here.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import type { PasskeyMode } from '../../contract/extensionPasskey.ts';
import { muted, problemText } from '../../src/ui/walletStyles.ts';
import type { PasskeyFinished } from '../messages.ts';
import { extensionWallet } from './extensionClient.ts';
import { popupSubheading } from './popupStyles.ts';

type PasskeyWindowState = 'idle' | 'waiting' | 'failed';

/** Opens the pop-up for `mode` and follows it: waiting, then finished (accepted or not). */
function usePasskeyWindow(mode: PasskeyMode, onAccepted: () => void) {
  const [state, setState] = useState<PasskeyWindowState>('idle');
  useEffect(() => {
    const listener = (message: PasskeyFinished) => {
      if (message?.kind !== 'passkeyFinished' || message.mode !== mode) return;
      if (message.accepted) onAccepted();
      else setState('failed');
    };
    chrome.runtime.onMessage.addListener(listener);
    return () => chrome.runtime.onMessage.removeListener(listener);
  }, [mode, onAccepted]);
  const open = () => {
    setState('waiting');
    extensionWallet.openPasskeyWindow(mode).catch(() => setState('failed'));
  };
  return { state, open };
}

/** What the pop-up window is doing: the person is sent there while it waits, and told when it failed. */
function PasskeyWindowStatus(props: { state: PasskeyWindowState; failure: string }) {
  const { t } = useTranslation();
  if (props.state === 'waiting') return <p className={muted}>{t('extension.passkey.continueInWindow')}</p>;
  if (props.state === 'failed')
    return (
      <p role="alert" className={problemText}>
        {props.failure}
      </p>
    );
  return null;
}

/** The lock screen's "Unlock with passkey"; the password form below stays the fallback. */
export function PasskeyUnlockButton(props: { onUnlocked: () => void }) {
  const { t } = useTranslation();
  const { state, open } = usePasskeyWindow('unlock', props.onUnlocked);
  return (
    <>
      <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={open}>
        {t('wallets.passkeys.unlock')}
      </button>
      <PasskeyWindowStatus state={state} failure={t('wallets.passkeys.unlockFailed')} />
    </>
  );
}

/** The home's setting: turn passkey unlock on (a new passkey) or off (its seal forgotten; the passkey stays). */
export function PasskeyUnlockSetting(props: { on: boolean; onChange: () => void }) {
  const { t } = useTranslation();
  const { state, open } = usePasskeyWindow('register', props.onChange);
  return (
    <section aria-labelledby="passkey-unlock">
      <h2 id="passkey-unlock" className={popupSubheading}>
        {t('wallets.passkeys.unlock')}
      </h2>
      {props.on ? (
        <>
          <p className={muted}>{t('extension.passkey.on')}</p>
          <button
            type="button"
            className={button({ tone: 'ghost', size: 'sm' })}
            onClick={() => void extensionWallet.removePasskeyUnlock().then(props.onChange)}
          >
            {t('extension.passkey.turnOff')}
          </button>
        </>
      ) : (
        <>
          <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={open}>
            {t('wallets.passkeys.add')}
          </button>
          <PasskeyWindowStatus state={state} failure={t('wallets.passkeys.failures.addFailed')} />
        </>
      )}
    </section>
  );
}
