// Onboarding in the extension (issue 30): create a phrase (shown, its words confirmed, then a password) or import one,
// with the app's flow and password policy (EmbeddedOnboarding), sealed by the service worker. "Forgot password" is the
// import again under a new password, which replaces the wallet on this device.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { EmbeddedOnboarding, type OnboardingStart } from '../../src/features/wallet/embedded/EmbeddedOnboarding.tsx';
import { muted } from '../../src/ui/walletStyles.ts';
import { extensionWallet } from './extensionClient.ts';
import { popupHeading } from './popupStyles.ts';

const nothingToWatch = async () => {
  throw new Error('The extension keeps wallets that sign; it does not watch addresses');
};

export default function Onboarding(props: { forgotPassword?: boolean; onDone: () => void; onCancel?: () => void }) {
  const { t } = useTranslation();
  const [start, setStart] = useState<OnboardingStart | undefined>(props.forgotPassword ? 'IMPORT' : undefined);
  if (!start)
    return (
      <>
        <h1 className={popupHeading}>{t('wallets.embeddedName')}</h1>
        <button type="button" className={button({ tone: 'accent' })} onClick={() => setStart('CREATE')}>
          {t('wallets.createWallet')}
        </button>
        <button type="button" className={button({ tone: 'soft' })} onClick={() => setStart('IMPORT')}>
          {t('wallets.addExisting')}
        </button>
      </>
    );
  return (
    <>
      <h1 className={popupHeading}>{t(`wallets.onboardingTitles.${start}`)}</h1>
      {props.forgotPassword && <p className={muted}>{t('extension.forgotPasswordHint')}</p>}
      <EmbeddedOnboarding
        start={start}
        wallet={props.forgotPassword ? { create: extensionWallet.replace } : extensionWallet}
        hasVault={false}
        checkWatchAddress={nothingToWatch}
        onDone={props.onDone}
        onCancel={props.onCancel ?? (() => setStart(undefined))}
      />
    </>
  );
}
