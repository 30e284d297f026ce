import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { AnalyticsController } from '../providers/AnalyticsController';
import { useCurrentRow } from '../../lib/routes/useCurrentRow';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';
import { MobilePromoBanner } from './MobilePromoBanner';
import { FrameNotices } from './FrameNotices';
import { InstallPrompt } from './InstallPrompt';
import { RouteEffects } from './RouteEffects';
import { sidePanelEmbed } from './sidePanelEmbed';
import { UkNotice } from './UkNotice';
import { useConnection } from '../../account/ConnectionProvider';
import { walletKitInUse } from '../../account/walletKit/walletKitInUse';

// the transaction notices read the activity store (Dexie): loaded once a wallet is connected, not with the first page
const TransactionNotices = lazy(() => import('./TransactionNotices').then((m) => ({ default: m.TransactionNotices })));

function ConnectedNotices() {
  const { address } = useConnection();
  if (!address) return null;
  return (
    <Suspense fallback={null}>
      <TransactionNotices />
    </Suspense>
  );
}

// connected apps' requests load sign-client: only on a device that holds apps' sessions, or once one pairs (issue 29)
const AppRequests = lazy(() =>
  import('../../features/connected-apps/AppRequests').then((m) => ({ default: m.AppRequests })),
);

function ConnectedAppRequests() {
  const started = useSyncExternalStore(walletKitInUse.subscribe, walletKitInUse.get, () => false);
  const [stored, setStored] = useState(false);
  useEffect(() => {
    let live = true;
    // Dexie is not on the first page's critical path: the check loads with its module
    import('../../account/walletKit/storedSessions')
      .then(({ hasStoredSessions }) => hasStoredSessions())
      .then((found) => live && setStored(found))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!started && !stored) return null;
  return (
    <Suspense fallback={null}>
      <AppRequests />
    </Suspense>
  );
}

/** The app frame: banners, header and the routed screen; routes marked `chrome: false` render alone. */
export function Frame() {
  const { t } = useTranslation();
  const { row } = useCurrentRow();
  const chrome = row?.kind !== 'screen' || row.chrome;
  return (
    <ErrorBoundary
      title={t(ERROR_MESSAGES.somethingWentWrong)}
      body={t('errors.somethingWentWrongBody')}
      reloadLabel={t('errors.reload')}
    >
      <RouteEffects />
      <AnalyticsController />
      <a
        href="#main"
        className={css({
          position: 'absolute',
          insetInlineStart: '-9999px',
          _focus: { insetInlineStart: '4', top: '4', zIndex: 100, p: '2', bg: 'bg' },
        })}
      >
        {t('app.skipToContent')}
      </a>
      {chrome && (
        <>
          {/* issue 30: inside the extension's side panel there is no app to promote or install */}
          {!sidePanelEmbed.embedded && <MobilePromoBanner />}
          <UkNotice />
          {/* the header and the screen hydrate as boundaries of their own, each in its own task (src/boot.tsx) */}
          <Suspense fallback={null}>
            <Header />
          </Suspense>
        </>
      )}
      <main id="main" className={css({ minH: 'calc(100vh - 72px)' })}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <FrameNotices />
      <ConnectedNotices />
      <ConnectedAppRequests />
      {!sidePanelEmbed.embedded && <InstallPrompt />}
    </ErrorBoundary>
  );
}
