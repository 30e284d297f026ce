import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { usePendingActivityCount } from '../../data/usePendingActivityCount';
import { AddressAvatar } from '../../ui/AddressAvatar';
import { LockIcon } from '../../ui/icons';
import { useConnection, useStartConnection } from '../../account/ConnectionProvider';
import { SLUICE_EXTENSION_CONNECTOR_ID } from '../../account/connectorIds';
import { type ActivityRequest, onActivityRequest, onConnectRequest } from '../../account/connectRequest';
import { shortenAddress } from '../../lib/shortenAddress';
import { takeSidePanelActivity } from './sidePanelEmbed';

// the wallet list renders nothing until someone asks for it: its code and its first render wait for that
const loadWalletModal = () => import('../../features/wallet/WalletModal');
const WalletModal = lazy(() => loadWalletModal().then((m) => ({ default: m.WalletModal })));

// the drawer reads chains and prices: loaded only once someone connects, to keep the first load light
const AccountDrawer = lazy(() =>
  import('../../features/account-drawer/AccountDrawer').then((m) => ({ default: m.AccountDrawer })),
);

// issue 34: on a phone the words go on two lines rather than past the screen's edge when the header is short of room
// (320 px in English; 360 px in Russian, whose "Connect wallet" is longer)
const wrapsWhenNarrow = css({
  '@media (max-width: 639.98px)': { whiteSpace: 'normal', lineHeight: '1.1', textAlign: 'center', minW: '0' },
});

const spinner = css({
  w: '3',
  h: '3',
  borderRadius: 'full',
  border: '2px solid',
  borderColor: 'currentColor',
  borderTopColor: 'transparent',
  animation: 'spin 1s linear infinite',
});

/**
 * spec §2 navbar button: "Connect wallet" when disconnected; the account identifier with its avatar once connected;
 * the pending-activity count while transactions are pending.
 */
export function ConnectWalletButton() {
  const { t } = useTranslation();
  const { status, address, chainId, viewOnly, locked, disconnect, connectorId } = useConnection();
  // spec §2: connected through the Sluice extension, the drawer is a dropdown under this button
  // its bottom edge when it opened the drawer (a notice's link opens it at the header's usual height)
  const [dropdownBelow, setDropdownBelow] = useState<number>();
  const asDropdown = connectorId === SLUICE_EXTENSION_CONNECTOR_ID;
  const [open, setOpen] = useState(false);
  const [modalMounted, setModalMounted] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerMounted, setDrawerMounted] = useState(false);
  const connected = status === 'connected' || status === 'switchingChain';
  const wasConnected = useRef(connected);
  useEffect(() => {
    // the modal closes itself once a wallet connects
    if (connected && !wasConnected.current) setOpen(false);
    wasConnected.current = connected;
  }, [connected]);
  // a screen's own Connect wallet button opens the same list
  useEffect(
    () =>
      onConnectRequest(() => {
        setModalMounted(true);
        setOpen(true);
      }),
    [],
  );
  // a transaction notice's "View in activity" opens the drawer on its row
  const [focusActivity, setFocusActivity] = useState<ActivityRequest>();
  useEffect(
    () =>
      onActivityRequest((request) => {
        setFocusActivity(request);
        setDrawerMounted(true);
        setDrawerOpen(true);
      }),
    [],
  );
  // issue 30: the extension's Activity button opens the side panel with the drawer on Activity, once the wallet is in
  useEffect(() => {
    if (!connected || !address || !takeSidePanelActivity()) return;
    setFocusActivity({ rowId: '', at: Date.now() });
    setDrawerMounted(true);
    setDrawerOpen(true);
  }, [connected, address]);
  const startConnection = useStartConnection();
  const reachForWallet = () => {
    void loadWalletModal();
    startConnection();
  };
  const pending = usePendingActivityCount(address);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);

  if (connected && address) {
    return (
      <>
        <button
          type="button"
          aria-label={t('wallet.account', { address: address })}
          // issue 32: a reopened wallet shows its account at once, locked until something needs a signature
          title={locked ? t('wallets.locked') : undefined}
          aria-haspopup="dialog"
          aria-expanded={drawerOpen}
          className={button({ tone: 'soft', size: 'sm' })}
          onClick={(event) => {
            if (asDropdown) setDropdownBelow(event.currentTarget.getBoundingClientRect().bottom);
            setDrawerMounted(true);
            setDrawerOpen((o) => !o);
          }}
        >
          {pending ? (
            <>
              <span aria-hidden="true" className={spinner} />
              {t('accountDrawer.pendingCount', { count: pending })}
            </>
          ) : (
            <>
              <AddressAvatar address={address} size={20} />
              {locked && <LockIcon width={14} height={14} />}
              {/* A phone's header has room for the avatar only; the button's name still gives the address. */}
              <span className={css({ display: { base: 'none', sm: 'inline' } })}>{shortenAddress(address)}</span>
            </>
          )}
        </button>
        {drawerMounted && (
          <Suspense fallback={null}>
            <AccountDrawer
              address={address}
              chainId={chainId}
              open={drawerOpen}
              viewOnly={viewOnly}
              focusActivity={focusActivity}
              dropdownBelow={asDropdown ? dropdownBelow ?? 'header' : undefined}
              onClose={closeDrawer}
              onDisconnect={() => {
                setDrawerOpen(false);
                disconnect();
              }}
            />
          </Suspense>
        )}
      </>
    );
  }
  return (
    <>
      <button
        type="button"
        className={cx(button({ tone: 'soft', size: 'sm' }), wrapsWhenNarrow)}
        // reaching for the button loads the wallet list and the connection it needs
        onPointerEnter={reachForWallet}
        onFocus={reachForWallet}
        onClick={() => {
          startConnection();
          setModalMounted(true);
          setOpen(true);
        }}
      >
        {t('nav.connectWallet')}
      </button>
      {modalMounted && (
        <Suspense fallback={null}>
          <WalletModal open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
