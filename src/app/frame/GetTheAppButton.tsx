import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { Dialog } from '../../ui/Dialog';
import { useFeatureFlag } from '../../data/flagsContext';

/** spec §2: "Sign up" when the embedded-wallet flag is on, otherwise "Get the app"; both open what exists so far. */
export function GetTheAppButton() {
  const { t } = useTranslation();
  const embeddedWallet = useFeatureFlag('EmbeddedWallet');
  const [open, setOpen] = useState(false);
  const label = t(embeddedWallet ? 'nav.signUp' : 'nav.getTheApp');
  return (
    <>
      <button
        type="button"
        className={`${button({ tone: 'ghost', size: 'sm' })} ${css({ display: { base: 'none', lg: 'inline-flex' } })}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      <Dialog open={open} title={label} onClose={() => setOpen(false)} closeLabel={t('wallet.close')}>
        <p className={css({ color: 'text.muted' })}>{t('wallet.comingSoon')}</p>
      </Dialog>
    </>
  );
}
