import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import { useConnection } from '../../features/wallet/ConnectionProvider';
import { shortenAddress } from '../../features/wallet/shortenAddress';
import { WalletModal } from '../../features/wallet/WalletModal';

// the drawer reads chains and prices: loaded only once someone connects, to keep the first load light
const AccountDrawer = lazy(() =>
  import('../../features/wallet/AccountDrawer').then((m) => ({ default: m.AccountDrawer })),
);

/** spec §2: "Connect wallet" when no wallet is connected or connecting; the account identifier once connected. */
export function ConnectWalletButton() {
  const { t } = useTranslation();
  const { status, address, disconnect } = useConnection();
  const [open, setOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const connected = status === 'connected' || status === 'switchingChain';
  const wasConnected = useRef(connected);
  useEffect(() => {
    // the modal closes itself once a wallet connects
    if (connected && !wasConnected.current) setOpen(false);
    wasConnected.current = connected;
  }, [connected]);

  if (connected && address) {
    return (
      <>
        <button
          type="button"
          aria-label={t('wallet.account', { address: address })}
          aria-haspopup="dialog"
          className={button({ tone: 'soft', size: 'sm' })}
          onClick={() => setMenuOpen(true)}
        >
          {shortenAddress(address)}
        </button>
        {menuOpen && (
          <Suspense fallback={null}>
            <AccountDrawer
              address={address}
              open={menuOpen}
              onClose={() => setMenuOpen(false)}
              onDisconnect={() => {
                setMenuOpen(false);
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
      <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => setOpen(true)}>
        {t('nav.connectWallet')}
      </button>
      <WalletModal open={open} onClose={() => setOpen(false)} />
    </>
  );
}
