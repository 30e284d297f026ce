// The popup's home while unlocked (issue 30): the account, Lock, Open sidebar (the served app's swap in the side
// panel), the idle time before the wallet locks itself (the app's choices, kept by the service worker), the sites the
// wallet is connected to, each with its Disconnect, and the services URL.
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { AutoLockChoice } from '../../src/features/account-drawer/AutoLockSetting.tsx';
import { shortenAddress } from '../../src/lib/shortenAddress.ts';
import { muted, row } from '../../src/ui/walletStyles.ts';
import type { WalletStatus } from '../messages.ts';
import { extensionWallet } from './extensionClient.ts';
import { openSidePanel } from './openSidePanel.ts';
import { popupHeading, popupSubheading } from './popupStyles.ts';
import { ServicesUrlSetting } from './ServicesUrlSetting.tsx';

export default function WalletHome(props: { status: WalletStatus; onChange: () => void }) {
  const { t } = useTranslation();
  const { status, onChange } = props;
  return (
    <>
      <h1 className={popupHeading}>{t('wallets.embeddedName')}</h1>
      <p title={status.address}>{status.address && shortenAddress(status.address)}</p>
      <button
        type="button"
        className={button({ tone: 'soft', size: 'sm' })}
        onClick={() => void extensionWallet.lock().then(onChange)}
      >
        {t('wallets.lock')}
      </button>
      {/* spec §2: extension-only buttons, here and never in the web app (§6) */}
      <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={() => openSidePanel()}>
        {t('extension.openSidebar')}
      </button>
      <AutoLockChoice
        minutes={status.autoLockMinutes}
        onChange={(minutes) => void extensionWallet.setAutoLock(minutes).then(onChange)}
      />
      <ConnectedSites origins={status.connectedOrigins} onChange={onChange} />
      <ServicesUrlSetting servicesUrl={status.servicesUrl} onChange={onChange} />
    </>
  );
}

/** The sites the wallet is connected to, each with its Disconnect (the site then hears 4100 again). */
function ConnectedSites(props: { origins: string[]; onChange: () => void }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="connected-sites">
      <h2 id="connected-sites" className={popupSubheading}>
        {t('accountDrawer.views.connectedApps')}
      </h2>
      {props.origins.length === 0 ? (
        <p className={muted}>{t('connectedApps.none')}</p>
      ) : (
        <ul aria-labelledby="connected-sites">
          {props.origins.map((origin) => (
            <li key={origin} className={row}>
              <span>{origin}</span>
              <button
                type="button"
                aria-label={t('connectedApps.disconnectApp', { name: origin })}
                className={button({ tone: 'ghost', size: 'sm' })}
                onClick={() => void extensionWallet.disconnectOrigin(origin).then(props.onChange)}
              >
                {t('connectedApps.disconnect')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
