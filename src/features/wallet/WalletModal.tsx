import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { Dialog } from '../../ui/Dialog';
import { usePreferences } from '../../data/preferencesContext';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { useConnection, useConnectionRuntime, useStartConnection } from '../../account/ConnectionProvider';
import { EMBEDDED_CONNECTOR_ID, WALLET_CONNECT_CONNECTOR_ID } from '../../account/connectorIds';
import { buildWalletList, type WalletOption } from './walletList';
import { useEmbeddedWallet } from '../../account/embedded/useEmbeddedWallet';
import type { OnboardingStart } from './embedded/EmbeddedOnboarding';

// the flows bring zxcvbn, the BIP39 word list, XState and the QR encoder: loaded when a person opens them
const UsernameStep = lazy(() =>
  import('../../account/username/UsernameStep').then((m) => ({ default: m.UsernameStep })),
);
const EmbeddedOnboarding = lazy(() =>
  import('./embedded/EmbeddedOnboarding').then((m) => ({ default: m.EmbeddedOnboarding })),
);
const RestoreFromCloudBackup = lazy(() =>
  import('./embedded/RestoreFromCloudBackup').then((m) => ({ default: m.RestoreFromCloudBackup })),
);
const NotificationsStep = lazy(() =>
  import('../../notifications/NotificationsStep').then((m) => ({ default: m.NotificationsStep })),
);
const ImportCodeStep = lazy(() => import('./embedded/ImportCodeStep').then((m) => ({ default: m.ImportCodeStep })));
const UnlockForm = lazy(() => import('../../account/embedded/UnlockForm').then((m) => ({ default: m.UnlockForm })));
const PairingQrCode = lazy(() => import('./PairingQrCode').then((m) => ({ default: m.PairingQrCode })));
const loadWatchAddress = () => import('./watchAddress').then((m) => m.watchAddress);
const loadAccountPasskey = () => import('../../account/passkeys/unlockingPasskey').then((m) => m.createAccountPasskey);

const badge = css({ fontSize: 'xs', px: '2', py: '0.5', borderRadius: 'full', bg: 'surface', color: 'text.muted' });
const optionStyle = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  w: 'full',
  p: '3',
  borderRadius: 'xl',
  textAlign: 'start',
  border: '1px solid',
  borderColor: 'border',
  bg: 'surface.raised',
  cursor: 'pointer',
  _hover: { bg: 'surface' },
  _disabled: { cursor: 'progress' },
});

type View =
  | { kind: 'list' }
  | { kind: 'onboarding'; start: OnboardingStart }
  | { kind: 'unlock' }
  | { kind: 'restore' }
  | { kind: 'username' }
  // spec §2 onboarding: the notifications permission, after any flow that brings a wallet here; then `next`
  | { kind: 'notifications'; next: 'username' | 'connect' }
  | { kind: 'importCode' };

/**
 * spec §2 "Wallet connection modal": the Sluice (embedded) wallet, WalletConnect, watching an address and the
 * detected injected wallets, with Recent and Detected badges, a spinner on the pending wallet, and the failure view.
 */
export function WalletModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { status, connectorId, failure, wallets, pairingUri, connect, retry, close } = useConnection();
  const runtime = useConnectionRuntime();
  const { data: config } = useRuntimeConfig();
  const { wallet: embedded, state: embeddedState } = useEmbeddedWallet();
  const { recentConnectorId } = usePreferences();
  const [view, setView] = useState<View>({ kind: 'list' });
  useEffect(() => {
    if (!open) setView({ kind: 'list' });
  }, [open]);
  // the list needs the connection (its detected wallets, the embedded wallet): opened first, it starts it
  const startConnection = useStartConnection();
  useEffect(() => {
    if (open) startConnection();
  }, [open, startConnection]);

  const options: WalletOption[] = [
    { connectorId: EMBEDDED_CONNECTOR_ID, name: t('wallets.embeddedName'), platform: 'evm', known: true },
    { connectorId: WALLET_CONNECT_CONNECTOR_ID, name: 'WalletConnect', platform: 'evm', known: true },
    ...wallets.map((w) => ({ connectorId: w.connectorId, name: w.name, platform: 'evm' as const, known: false })),
  ];
  const entries = buildWalletList(options, recentConnectorId ?? undefined);
  const icons = new Map(wallets.map((w) => [w.connectorId, w.icon]));
  const pairing = status === 'connecting' && connectorId === WALLET_CONNECT_CONNECTOR_ID;

  const dismiss = () => {
    if (status === 'failed' || status === 'connecting') close();
    setView({ kind: 'list' });
    onClose();
  };
  const choose = (id: string) => {
    if (id !== EMBEDDED_CONNECTOR_ID) return connect(id);
    if (embeddedState.unlocked) return connect(id);
    setView(embeddedState.hasVault ? { kind: 'unlock' } : { kind: 'onboarding', start: 'CREATE' });
  };

  const title =
    status === 'failed'
      ? t('wallet.failedTitle')
      : pairing
        ? t('wallets.walletConnect.title')
        : view.kind === 'unlock'
          ? t('wallets.unlockTitle')
          : view.kind === 'restore'
            ? t('cloudBackup.restoreTitle')
            : view.kind === 'username'
              ? t('username.onboardingTitle')
              : view.kind === 'notifications'
                ? t('notifications.stepTitle')
                : view.kind === 'importCode'
                  ? t('importCode.title')
                  : view.kind === 'onboarding'
                    ? t(`wallets.onboardingTitles.${view.start}`)
                    : t('wallet.connectTitle');

  let body;
  if (status === 'failed')
    body = (
      <div role="alert">
        <p className={css({ color: 'text.muted', mb: '4' })}>{t(`wallet.failure.${failure?.kind ?? 'unknown'}`)}</p>
        <button type="button" className={button({ tone: 'accent', size: 'sm' })} onClick={retry}>
          {t('wallet.tryAgain')}
        </button>
      </div>
    );
  else if (pairing) body = <PairingQrCode uri={pairingUri} />;
  else if (view.kind === 'unlock' && embedded)
    body = (
      <UnlockForm
        wallet={embedded}
        onUnlocked={() => {
          setView({ kind: 'list' });
          connect(EMBEDDED_CONNECTOR_ID);
        }}
        onCancel={() => setView({ kind: 'list' })}
      />
    );
  else if (view.kind === 'restore' && embedded)
    body = (
      <RestoreFromCloudBackup
        wallet={embedded}
        onCancel={() => setView({ kind: 'list' })}
        onDone={() => setView({ kind: 'notifications', next: 'connect' })}
      />
    );
  else if (view.kind === 'importCode' && embedded)
    body = (
      <ImportCodeStep
        wallet={embedded}
        onCancel={() => setView({ kind: 'list' })}
        onDone={() => setView({ kind: 'notifications', next: 'connect' })}
      />
    );
  else if (view.kind === 'onboarding' && embedded && runtime)
    body = (
      <EmbeddedOnboarding
        start={view.start}
        wallet={embedded}
        hasVault={embeddedState.hasVault}
        checkWatchAddress={async (address) => (await loadWatchAddress()).check(address, config)}
        createPasskey={async () => (await loadAccountPasskey())(embedded)}
        onCancel={() => setView({ kind: 'list' })}
        onDone={(output) => {
          if (output.flow === 'watch') {
            setView({ kind: 'list' });
            void loadWatchAddress().then((watch) => watch.add(output.address).then(connect));
          } else setView({ kind: 'notifications', next: output.flow === 'import' ? 'connect' : 'username' });
        }}
      />
    );
  else if (view.kind === 'notifications')
    body = (
      <NotificationsStep
        onDone={() => {
          if (view.next === 'username') return setView({ kind: 'username' });
          setView({ kind: 'list' });
          connect(EMBEDDED_CONNECTOR_ID);
        }}
      />
    );
  else if (view.kind === 'username') body = <UsernameStep onDone={() => connect(EMBEDDED_CONNECTOR_ID)} />;
  else
    body = (
      <>
        <ul aria-label={t('wallet.listLabel')} className={css({ display: 'grid', gap: '2', mb: '3' })}>
          {entries.map((entry) => {
            const id = entry.connectorIds[0]!;
            const pending = status === 'connecting' && connectorId === id;
            const detected = !entry.known;
            const name =
              id !== EMBEDDED_CONNECTOR_ID
                ? entry.name
                : !embeddedState.hasVault
                  ? t('wallets.createWallet')
                  : embeddedState.unlocked
                    ? entry.name
                    : t('wallets.unlockEmbedded');
            return (
              <li key={id}>
                <button
                  type="button"
                  aria-busy={pending}
                  disabled={status === 'connecting'}
                  onClick={() => choose(id)}
                  className={optionStyle}
                >
                  {icons.get(id) ? (
                    <img src={icons.get(id)} alt="" width={32} height={32} />
                  ) : (
                    <img src="/favicon.svg" alt="" width={32} height={32} />
                  )}
                  <span className={css({ flex: '1', fontWeight: 'medium' })}>{name}</span>
                  {pending && (
                    <span role="status" className={css({ display: 'flex', alignItems: 'center', gap: '1' })}>
                      <span
                        aria-hidden
                        className={css({
                          w: '3',
                          h: '3',
                          borderRadius: 'full',
                          border: '2px solid',
                          borderColor: 'accent',
                          borderTopColor: 'transparent',
                          animation: 'spin 0.8s linear infinite',
                        })}
                      />
                      {t('wallet.connecting')}
                    </span>
                  )}
                  {entry.recent && <span className={badge}>{t('wallet.recent')}</span>}
                  {detected && <span className={badge}>{t('wallet.detected')}</span>}
                </button>
              </li>
            );
          })}
        </ul>
        <div className={css({ display: 'flex', gap: '2', flexWrap: 'wrap' })}>
          {!embeddedState.hasVault && (
            <>
              <button
                type="button"
                className={button({ tone: 'ghost', size: 'sm' })}
                onClick={() => setView({ kind: 'onboarding', start: 'CREATE_ACCOUNT' })}
              >
                {t('wallets.onboardingTitles.CREATE_ACCOUNT')}
              </button>
              <button
                type="button"
                className={button({ tone: 'ghost', size: 'sm' })}
                onClick={() => setView({ kind: 'onboarding', start: 'IMPORT' })}
              >
                {t('wallets.addExisting')}
              </button>
              <button
                type="button"
                className={button({ tone: 'ghost', size: 'sm' })}
                onClick={() => setView({ kind: 'restore' })}
              >
                {t('cloudBackup.restoreTitle')}
              </button>
              <button
                type="button"
                className={button({ tone: 'ghost', size: 'sm' })}
                onClick={() => setView({ kind: 'importCode' })}
              >
                {t('importCode.title')}
              </button>
            </>
          )}
          <button
            type="button"
            className={button({ tone: 'ghost', size: 'sm' })}
            onClick={() => setView({ kind: 'onboarding', start: 'WATCH' })}
          >
            {t('wallets.watchTitle')}
          </button>
        </div>
        {wallets.length === 0 && (
          <p className={css({ color: 'text.muted', mt: '3', fontSize: 'sm' })}>{t('wallet.noneDetected')}</p>
        )}
      </>
    );

  return (
    <Dialog open={open} title={title} onClose={dismiss} closeLabel={t('wallet.close')}>
      <Suspense fallback={<p role="status">{t('wallet.connecting')}</p>}>{body}</Suspense>
    </Dialog>
  );
}
