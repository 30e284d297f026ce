import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { Dialog } from '../../ui/Dialog';

/** spec §2: shown when no wallet is connected or connecting. The wallet list arrives with the wallet issue. */
export function ConnectWalletButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={button({ tone: 'soft', size: 'sm' })} onClick={() => setOpen(true)}>
        {t('nav.connectWallet')}
      </button>
      <Dialog
        open={open}
        title={t('wallet.connectTitle')}
        onClose={() => setOpen(false)}
        closeLabel={t('wallet.close')}
      >
        <p className={css({ color: 'text.muted' })}>{t('wallet.comingSoon')}</p>
      </Dialog>
    </>
  );
}
