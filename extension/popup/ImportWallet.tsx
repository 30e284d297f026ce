// Onboarding in the extension (issue 30): the app's import flow (phrase, then a password under the app's policy),
// sealed by the service worker.
import { useTranslation } from 'react-i18next';
import { EmbeddedOnboarding } from '../../src/features/wallet/embedded/EmbeddedOnboarding.tsx';
import { extensionWallet } from './extensionClient.ts';
import { popupHeading } from './popupStyles.ts';

const nothingToWatch = async () => {
  throw new Error('The extension imports wallets; it does not watch addresses');
};

export default function ImportWallet(props: { onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className={popupHeading}>{t('wallets.onboardingTitles.IMPORT')}</h1>
      <EmbeddedOnboarding
        start="IMPORT"
        wallet={extensionWallet}
        hasVault={false}
        checkWatchAddress={nothingToWatch}
        onDone={props.onDone}
        onCancel={props.onDone}
      />
    </>
  );
}
