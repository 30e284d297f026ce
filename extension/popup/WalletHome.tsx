// The popup's home while unlocked (issue 30): the account, Lock, the extension-only buttons (Open sidebar, Activity,
// Pools and Limits when the account has positions or open orders: each the served app in the side panel), the idle
// time before the wallet locks itself (the app's choices, kept by the service worker), the sites the wallet is
// connected to, each with its Disconnect, and the services URL.
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { AutoLockChoice } from '../../src/features/account-drawer/AutoLockSetting.tsx';
import { shortenAddress } from '../../src/lib/shortenAddress.ts';
import { muted, row } from '../../src/ui/walletStyles.ts';
import type { AccountHoldings, WalletStatus } from '../messages.ts';
import { extensionButtons } from './extensionButtons.ts';
import { extensionWallet } from './extensionClient.ts';
import { openSidePanel } from './openSidePanel.ts';
import { buttonRow, popupHeading, popupSubheading } from './popupStyles.ts';
import { PasskeyUnlockSetting } from './PasskeyUnlock.tsx';
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
      <ExtensionButtons />
      <AutoLockChoice
        minutes={status.autoLockMinutes}
        onChange={(minutes) => void extensionWallet.setAutoLock(minutes).then(onChange)}
      />
      <PasskeyUnlockSetting on={status.passkeyUnlock} onChange={onChange} />
      <ConnectedSites origins={status.connectedOrigins} onChange={onChange} />
      <ServicesUrlSetting servicesUrl={status.servicesUrl} onChange={onChange} />
    </>
  );
}

/**
 * spec §2: the extension-only buttons, here and never in the web app (§6), each opening the side panel on its screen.
 * Pools and Limits wait for the account's holdings; the list says it is busy until they are known.
 */
function ExtensionButtons() {
  const { t } = useTranslation();
  const [holdings, setHoldings] = useState<AccountHoldings | null>();
  useEffect(() => {
    let live = true;
    extensionWallet.accountHoldings().then(
      (read) => live && setHoldings(read),
      () => live && setHoldings(null),
    );
    return () => {
      live = false;
    };
  }, []);
  return (
    <nav aria-label={t('extension.buttons.label')} aria-busy={holdings === undefined} className={buttonRow}>
      {extensionButtons(holdings ?? undefined).map(({ screen, labelKey }) => (
        <button
          key={screen}
          type="button"
          className={button({ tone: screen === 'swap' ? 'accent' : 'soft', size: 'sm' })}
          onClick={() => openSidePanel(screen)}
        >
          {t(labelKey)}
        </button>
      ))}
    </nav>
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
