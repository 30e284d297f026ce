// The popup's screens (issue 30): onboarding (create or import) when there is no vault, the lock screen while locked
// (with "Forgot password", the import again), the home while unlocked (the auto-lock time, the connected sites), and a
// dapp's waiting request in the approval window (behind the lock screen when locked).
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { PasswordGate } from '../../src/account/embedded/UnlockForm.tsx';
import { muted } from '../../src/ui/walletStyles.ts';
import type { WalletStatus } from '../messages.ts';
import { ApprovalScreen } from './ApprovalScreen.tsx';
import { extensionWallet } from './extensionClient.ts';
import { PasskeyUnlockButton } from './PasskeyUnlock.tsx';
import { popupFrame, popupHeading } from './popupStyles.ts';

// the password policy's estimator (zxcvbn) and the word list are large: only onboarding loads them
const Onboarding = lazy(() => import('./Onboarding.tsx'));
// an approval window never shows the home: its settings and lists load when it does
const WalletHome = lazy(() => import('./WalletHome.tsx'));

export function ExtensionPopup(props: { approvalId?: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<WalletStatus>();
  const [forgotPassword, setForgotPassword] = useState(false);
  const refresh = useCallback(() => {
    setForgotPassword(false);
    void extensionWallet.status().then(setStatus);
  }, []);
  useEffect(refresh, [refresh]);
  if (!status) return <main className={popupFrame} aria-busy="true" />;

  let screen;
  if (!status.hasVault || forgotPassword)
    screen = (
      <Suspense fallback={null}>
        <Onboarding
          forgotPassword={forgotPassword}
          servicesUrl={status.servicesUrl}
          onDone={refresh}
          onCancel={forgotPassword ? refresh : undefined}
        />
      </Suspense>
    );
  else if (!status.unlocked)
    screen = (
      <>
        <h1 className={popupHeading}>{t('wallets.unlockTitle')}</h1>
        {props.approvalId && <p className={muted}>{t('appRequest.unlockFirst')}</p>}
        {status.passkeyUnlock && <PasskeyUnlockButton onUnlocked={refresh} />}
        <PasswordGate
          wallet={extensionWallet}
          attempt={extensionWallet.unlock}
          onAccepted={refresh}
          submitLabel={t('wallets.unlock')}
          label={t('wallets.unlockTitle')}
        />
        <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => setForgotPassword(true)}>
          {t('extension.forgotPassword')}
        </button>
      </>
    );
  else if (props.approvalId) screen = <ApprovalScreen id={props.approvalId} address={status.address!} />;
  else
    screen = (
      <Suspense fallback={null}>
        <WalletHome status={status} onChange={refresh} />
      </Suspense>
    );
  return <main className={popupFrame}>{screen}</main>;
}
