// Issue 12 PWA polish: where the browser offers to install (Chromium's beforeinstallprompt), a dismissible
// "Install Sluice" banner; hidden once installed, when running standalone, or after the person dismissed it.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, floatingNotice } from '#styled-system/recipes';

/** Chromium's event (not in the DOM typings): prompt() shows the browser's own install dialog, once. */
type BeforeInstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

export const INSTALL_DISMISSED_KEY = 'sluice:install-prompt-dismissed';

function runsStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

function wasDismissed(): boolean {
  try {
    return localStorage.getItem(INSTALL_DISMISSED_KEY) === '1';
  } catch {
    return false; // storage blocked: ask again next time rather than never
  }
}

const banner = css({
  position: 'fixed',
  insetInline: '4',
  // above the home indicator of a phone in standalone or full-screen browsers
  bottom: 'calc(token(spacing.4) + env(safe-area-inset-bottom, 0px))',
  zIndex: 40,
  mx: 'auto',
  maxW: '420px',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
});

export function InstallPrompt() {
  const { t } = useTranslation();
  const [offer, setOffer] = useState<BeforeInstallPromptEvent | null>(null);

  useEffect(() => {
    if (runsStandalone() || wasDismissed()) return;
    const onOffer = (event: Event) => {
      event.preventDefault(); // keep the browser's mini-infobar away: our banner asks instead
      setOffer(event as BeforeInstallPromptEvent);
    };
    const onInstalled = () => setOffer(null);
    window.addEventListener('beforeinstallprompt', onOffer);
    window.addEventListener('appinstalled', onInstalled);
    return () => {
      window.removeEventListener('beforeinstallprompt', onOffer);
      window.removeEventListener('appinstalled', onInstalled);
    };
  }, []);

  if (!offer) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // storage blocked: the banner still goes away for this visit
    }
    setOffer(null);
  };
  const install = async () => {
    await offer.prompt();
    const { outcome } = await offer.userChoice;
    if (outcome === 'dismissed') dismiss();
    else setOffer(null);
  };

  return (
    <section aria-label={t('install.label', 'Install the app')} className={`${floatingNotice()} ${banner}`}>
      <span className={css({ flex: 1, fontSize: 'sm' })}>
        {t('install.pitch', 'Add Sluice to your home screen: it opens like an app and works offline.')}
      </span>
      <button type="button" className={button({ size: 'sm', tone: 'accent' })} onClick={() => void install()}>
        {t('install.install', 'Install Sluice')}
      </button>
      <button type="button" className={button({ size: 'sm', tone: 'ghost' })} onClick={dismiss}>
        {t('install.notNow', 'Not now')}
      </button>
    </section>
  );
}
