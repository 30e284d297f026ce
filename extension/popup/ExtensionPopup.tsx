// The popup's screens (issue 30): onboarding by import when there is no vault, the lock screen while locked, the home
// while unlocked, and a dapp's waiting request in the approval window (behind the lock screen when locked).
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { PasswordGate } from '../../src/account/embedded/UnlockForm.tsx';
import { shortenAddress } from '../../src/lib/shortenAddress.ts';
import { muted, row } from '../../src/ui/walletStyles.ts';
import type { WalletStatus } from '../messages.ts';
import { ApprovalScreen } from './ApprovalScreen.tsx';
import { extensionWallet } from './extensionClient.ts';
import { popupFrame, popupHeading, popupSubheading } from './popupStyles.ts';

// the password policy's estimator (zxcvbn) is large: only onboarding loads it
const ImportWallet = lazy(() => import('./ImportWallet.tsx'));

export function ExtensionPopup(props: { approvalId?: string }) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<WalletStatus>();
  const refresh = useCallback(() => void extensionWallet.status().then(setStatus), []);
  useEffect(refresh, [refresh]);
  if (!status) return <main className={popupFrame} aria-busy="true" />;

  let screen;
  if (!status.hasVault)
    screen = (
      <Suspense fallback={null}>
        <ImportWallet onDone={refresh} />
      </Suspense>
    );
  else if (!status.unlocked)
    screen = (
      <>
        <h1 className={popupHeading}>{t('wallets.unlockTitle')}</h1>
        {props.approvalId && <p className={muted}>{t('appRequest.unlockFirst')}</p>}
        <PasswordGate
          wallet={extensionWallet}
          attempt={extensionWallet.unlock}
          onAccepted={refresh}
          submitLabel={t('wallets.unlock')}
          label={t('wallets.unlockTitle')}
        />
      </>
    );
  else if (props.approvalId) screen = <ApprovalScreen id={props.approvalId} address={status.address!} />;
  else
    screen = (
      <>
        <h1 className={popupHeading}>{t('wallets.embeddedName')}</h1>
        <p title={status.address}>{status.address && shortenAddress(status.address)}</p>
        <button
          type="button"
          className={button({ tone: 'soft', size: 'sm' })}
          onClick={() => void extensionWallet.lock().then(refresh)}
        >
          {t('wallets.lock')}
        </button>
        <ConnectedSites origins={status.connectedOrigins} onChange={refresh} />
      </>
    );
  return <main className={popupFrame}>{screen}</main>;
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
