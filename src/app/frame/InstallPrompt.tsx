// Issue 12 PWA polish: where the browser offers to install (Chromium's beforeinstallprompt), a dismissible
// "Install Sluice" banner; hidden once installed, when running standalone, or after the person dismissed it.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, floatingNotice } from '#styled-system/recipes';
import { acceptInstallOffer, runsStandalone, useInstallOffer } from './installOffer';

export const INSTALL_DISMISSED_KEY = 'sluice:install-prompt-dismissed';

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
  const offer = useInstallOffer();
  const [dismissed, setDismissed] = useState(wasDismissed);

  if (!offer || dismissed || runsStandalone()) return null;
  const dismiss = () => {
    try {
      localStorage.setItem(INSTALL_DISMISSED_KEY, '1');
    } catch {
      // storage blocked: the banner still goes away for this visit
    }
    setDismissed(true);
  };
  const install = async () => {
    if ((await acceptInstallOffer(offer)) === 'dismissed') dismiss();
  };

  return (
    <section aria-label={t('getApp.bannerLabel')} className={`${floatingNotice()} ${banner}`}>
      <span className={css({ flex: 1, fontSize: 'sm' })}>
        {t('getApp.bannerPitch')}
      </span>
      <button type="button" className={button({ size: 'sm', tone: 'accent' })} onClick={() => void install()}>
        {t('getApp.install')}
      </button>
      <button type="button" className={button({ size: 'sm', tone: 'ghost' })} onClick={dismiss}>
        {t('getApp.notNow')}
      </button>
    </section>
  );
}
