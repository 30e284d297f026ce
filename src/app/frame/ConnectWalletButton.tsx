import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useConnection } from '../../features/wallet/ConnectionProvider';
import { shortenAddress } from '../../features/wallet/shortenAddress';
import { WalletModal } from '../../features/wallet/WalletModal';

/** spec §2: "Connect wallet" when no wallet is connected or connecting; the account identifier once connected. */
export function ConnectWalletButton() {
  const { t } = useTranslation();
  const { status, context, disconnect } = useConnection();
  const [open, setOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const connected = status === 'connected' || status === 'switchingChain';
  const wasConnected = useRef(connected);
  useEffect(() => {
    // the modal closes itself once a wallet connects
    if (connected && !wasConnected.current) setOpen(false);
    wasConnected.current = connected;
  }, [connected]);

  if (connected && context.address) {
    return (
      <div className={css({ position: 'relative' })}>
        <button
          type="button"
          aria-label={t('wallet.account', { address: context.address })}
          aria-expanded={menuOpen}
          className={button({ tone: 'soft', size: 'sm' })}
          onClick={() => setMenuOpen((v) => !v)}
        >
          {shortenAddress(context.address)}
        </button>
        {menuOpen && (
          <div
            className={css({
              position: 'absolute',
              insetInlineEnd: '0',
              top: 'calc(100% + 8px)',
              p: '2',
              bg: 'surface.raised',
              border: '1px solid',
              borderColor: 'border',
              borderRadius: 'xl',
              boxShadow: 'lg',
              zIndex: 30,
            })}
          >
            <button
              type="button"
              className={button({ tone: 'soft', size: 'sm' })}
              onClick={() => {
                setMenuOpen(false);
                disconnect();
              }}
            >
              {t('wallet.disconnect')}
            </button>
          </div>
        )}
      </div>
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
