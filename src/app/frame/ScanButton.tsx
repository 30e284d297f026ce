// Scan on the home screen (issue 29): where Sluice runs as the installed phone app (display-mode standalone) or at a
// phone's width, the header offers the QR scanner that pairs apps without opening the account drawer first, as mobile
// wallets put it beside the account button. Only for a wallet that signs here (the embedded one): a view-only address
// or an outside wallet cannot answer an app. The connection sheet and sign-client load on the first tap.
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { EMBEDDED_CONNECTOR_ID } from '../../account/connectorIds';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { ScanIcon } from '../../ui/icons';

const ConnectAppDialog = lazy(() =>
  import('../../features/account-drawer/ConnectAppDialog').then((m) => ({ default: m.ConnectAppDialog })),
);

// a phone's header, or the installed app at any width; a desktop browser keeps Scan in the account drawer
const phoneOnly = css({ display: { base: 'inline-flex', md: 'none' }, flexShrink: 0 });
const always = css({ display: 'inline-flex', flexShrink: 0 });

const STANDALONE = '(display-mode: standalone)';
const installedApp = {
  get: () => window.matchMedia?.(STANDALONE).matches === true,
  subscribe(listener: () => void) {
    const query = window.matchMedia?.(STANDALONE);
    query?.addEventListener('change', listener);
    return () => query?.removeEventListener('change', listener);
  },
};

export function ScanButton() {
  const { t } = useTranslation();
  const { status, address, connectorId, viewOnly } = useConnection();
  const { data: config } = useRuntimeConfig();
  const [open, setOpen] = useState(false);
  const installed = useSyncExternalStore(installedApp.subscribe, installedApp.get, () => false);
  const signs = (status === 'connected' || status === 'switchingChain') && connectorId === EMBEDDED_CONNECTOR_ID;
  if (!signs || viewOnly || !address || !config) return null;
  return (
    <>
      <button
        type="button"
        aria-label={t('connectApp.scanFromHome')}
        aria-haspopup="dialog"
        className={cx(button({ size: 'icon' }), installed ? always : phoneOnly)}
        onClick={() => setOpen(true)}
      >
        <ScanIcon />
      </button>
      {open && (
        <Suspense fallback={null}>
          <ConnectAppDialog config={config} account={address} startScanning onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
