// spec §2 download-app modal, issue 34, for what Sluice has: install the web app (the browser's own prompt where it
// offers one, otherwise the steps on iOS and Android), a QR code that opens Sluice on a phone, the Chrome extension
// (how to load it) and "Create an account", which opens the wallet dialog where account creation starts.
// Loaded only when "Get the app" is pressed: none of it is on the first page's critical path.
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { requestConnect } from '../../account/connectRequest';
import { Dialog } from '../../ui/Dialog';
import { QrCode } from '../../ui/QrCode';
import { acceptInstallOffer, runsStandalone, useInstallOffer } from './installOffer';

const section = css({ display: 'grid', gap: '2', py: '3', borderTop: '1px solid', borderColor: 'border' });
const heading = css({ fontSize: 'md', fontWeight: 'semibold' });
const wrapping = css({ whiteSpace: 'normal', h: 'auto', minH: '11', py: '2', justifySelf: 'start' });

export default function GetTheAppDialog(props: { title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const offer = useInstallOffer();
  const installed = runsStandalone();
  return (
    <Dialog open title={props.title} onClose={props.onClose} closeLabel={t('wallet.close')}>
      <section aria-labelledby="get-app-install" className={css({ display: 'grid', gap: '2', pb: '3' })}>
        <h3 id="get-app-install" className={heading}>
          {t('getApp.installHeading')}
        </h3>
        {installed ? (
          <p className={mutedText()}>{t('getApp.installed')}</p>
        ) : offer ? (
          <button
            type="button"
            className={`${button({ tone: 'accent', size: 'sm' })} ${wrapping}`}
            onClick={() => void acceptInstallOffer(offer)}
          >
            {t('getApp.install')}
          </button>
        ) : (
          <ul className={css({ display: 'grid', gap: '1', listStyle: 'disc', ps: '5' })}>
            <li>{t('getApp.iosSteps')}</li>
            <li>{t('getApp.androidSteps')}</li>
          </ul>
        )}
      </section>
      <section aria-labelledby="get-app-phone" className={section}>
        <h3 id="get-app-phone" className={heading}>
          {t('getApp.phoneHeading')}
        </h3>
        <p className={mutedText()}>{t('getApp.scan')}</p>
        <QrCode value={window.location.origin} label={t('getApp.qrLabel')} />
      </section>
      <section aria-labelledby="get-app-extension" className={section}>
        <h3 id="get-app-extension" className={heading}>
          {t('getApp.extensionHeading')}
        </h3>
        <p className={mutedText()}>{t('getApp.extensionSteps')}</p>
      </section>
      <section aria-labelledby="get-app-account" className={section}>
        <h3 id="get-app-account" className={heading}>
          {t('getApp.accountHeading')}
        </h3>
        <button
          type="button"
          className={`${button({ tone: 'soft', size: 'sm' })} ${wrapping}`}
          onClick={() => {
            props.onClose();
            requestConnect();
          }}
        >
          {t('getApp.signUp')}
        </button>
      </section>
    </Dialog>
  );
}
