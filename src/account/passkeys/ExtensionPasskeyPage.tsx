// /auth/passkey/extension (spec §2, issue 30): the extension's passkey log-in pop-up. The extension opens it in a
// window of its own with a nonce: "register" makes a passkey whose PRF output seals the extension's vault, "unlock"
// uses that passkey to open it. Opened any other way, the page says where it belongs.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { readExtensionPasskeyRequest } from '../../../contract/extensionPasskey';
import { muted, problemText } from '../../ui/walletStyles';

type Outcome = 'done' | 'refused' | 'noExtension' | 'failed';

export function ExtensionPasskeyPage() {
  const { t } = useTranslation();
  const [request] = useState(() => readExtensionPasskeyRequest(window.location.search));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  const passkeyCeremony = async () => {
    if (!request) return;
    setBusy(true);
    setOutcome(undefined);
    try {
      const ceremony = await import('./extensionPasskeyCeremony');
      const passkey =
        request.mode === 'register'
          ? await ceremony.createExtensionPasskey()
          : await ceremony.readExtensionPasskey(request.credential!);
      const verdict = await ceremony.handOffToExtension(request.nonce, passkey);
      setOutcome(verdict === undefined ? 'noExtension' : verdict ? 'done' : 'refused');
    } catch {
      // cancelled, timed out, or an authenticator without PRF: the person may try again
      setOutcome('failed');
    } finally {
      setBusy(false);
    }
  };

  const failure =
    outcome === 'failed'
      ? t(request?.mode === 'register' ? 'wallets.passkeys.failures.addFailed' : 'wallets.passkeys.unlockFailed')
      : outcome === 'refused'
        ? t('extension.passkey.refused')
        : outcome === 'noExtension'
          ? t('extension.passkey.noExtension')
          : undefined;
  return (
    <section
      aria-labelledby="extension-passkey-title"
      className={css({ maxW: '420px', mx: 'auto', my: { base: '6', md: '12' }, px: '4' })}
    >
      <h1 id="extension-passkey-title" className={css({ fontSize: '2xl', fontWeight: 'semibold', mb: '3' })}>
        {t('screens.passkeyExtensionLogin')}
      </h1>
      {!request ? (
        <p className={muted}>{t('extension.passkey.openFromExtension')}</p>
      ) : outcome === 'done' ? (
        <p role="status">{t('extension.passkey.done')}</p>
      ) : (
        <>
          <p className={muted}>
            {t(request.mode === 'register' ? 'extension.passkey.registerBody' : 'extension.passkey.unlockBody')}
          </p>
          {failure && (
            <p role="alert" className={problemText}>
              {failure}
            </p>
          )}
          <button
            type="button"
            aria-busy={busy}
            disabled={busy}
            className={button({ tone: 'accent' })}
            onClick={() => void passkeyCeremony()}
          >
            {t(request.mode === 'register' ? 'extension.passkey.create' : 'wallets.passkeys.unlock')}
          </button>
        </>
      )}
    </section>
  );
}
