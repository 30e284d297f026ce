// Onboarding in the extension (issue 30): create a phrase (shown, its words confirmed, then a password), import one,
// or import with a one-time code from a device that holds the wallet (the app's relay on the services server), with
// the app's flow and password policy (EmbeddedOnboarding, ImportCodeStep), sealed by the service worker. "Forgot
// password" is the import again under a new password, by phrase or by code, which replaces the wallet on this device.
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { IMPORT_RELAY_PATH } from '../../contract/importRelay.ts';
import { createImportRelayApi } from '../../src/data/importRelay.ts';
import { EmbeddedOnboarding, type OnboardingStart } from '../../src/features/wallet/embedded/EmbeddedOnboarding.tsx';
import { ImportCodeStep } from '../../src/features/wallet/embedded/ImportCodeStep.tsx';
import { muted } from '../../src/ui/walletStyles.ts';
import { extensionWallet } from './extensionClient.ts';
import { popupHeading } from './popupStyles.ts';

const nothingToWatch = async () => {
  throw new Error('The extension keeps wallets that sign; it does not watch addresses');
};

type Start = OnboardingStart | 'CODE';

export default function Onboarding(props: {
  forgotPassword?: boolean;
  /** The services server whose import relay carries a wallet sent with a code. */
  servicesUrl: string;
  onDone: () => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation();
  const [start, setStart] = useState<Start | undefined>(props.forgotPassword ? 'IMPORT' : undefined);
  const relay = useMemo(
    () => createImportRelayApi({ baseUrl: new URL(IMPORT_RELAY_PATH, props.servicesUrl).href }),
    [props.servicesUrl],
  );
  const wallet = props.forgotPassword ? { create: extensionWallet.replace } : extensionWallet;
  const cancel = props.onCancel ?? (() => setStart(undefined));
  const importWithCode = (
    <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={() => setStart('CODE')}>
      {t('importCode.title')}
    </button>
  );
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
        {importWithCode}
      </>
    );
  if (start === 'CODE')
    return (
      <>
        <h1 className={popupHeading}>{t('importCode.title')}</h1>
        {props.forgotPassword && <p className={muted}>{t('extension.forgotPasswordHint')}</p>}
        <ImportCodeStep wallet={wallet} relay={relay} onDone={props.onDone} onCancel={cancel} />
      </>
    );
  return (
    <>
      <h1 className={popupHeading}>{t(`wallets.onboardingTitles.${start}`)}</h1>
      {props.forgotPassword && (
        <>
          <p className={muted}>{t('extension.forgotPasswordHint')}</p>
          {importWithCode}
        </>
      )}
      <EmbeddedOnboarding
        start={start}
        wallet={wallet}
        hasVault={false}
        checkWatchAddress={nothingToWatch}
        onDone={props.onDone}
        onCancel={cancel}
      />
    </>
  );
}
