import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useFeatureFlag } from '../../data/flagsContext';

// the modal's QR encoder and its words load when it opens, not with the first page (issue 34)
const GetTheAppDialog = lazy(() => import('./GetTheAppDialog'));

/** spec §2: "Sign up" when the embedded-wallet flag is on, otherwise "Get the app"; both open the download-app modal. */
export function GetTheAppButton() {
  const { t } = useTranslation();
  const embeddedWallet = useFeatureFlag('EmbeddedWallet');
  const [open, setOpen] = useState(false);
  const label = t(embeddedWallet ? 'nav.signUp' : 'nav.getTheApp');
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        className={`${button({ tone: 'ghost', size: 'sm' })} ${css({ display: { base: 'none', lg: 'inline-flex' } })}`}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <GetTheAppDialog title={label} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
