// issue 32 "It remembers you": a reopened or auto-locked embedded wallet shows its account read-only; when the signing
// review needs a signature it asks for the password right there, and the request goes on once the wallet opens.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useEmbeddedWallet } from './useEmbeddedWallet';

// the password gate (its machine and the vault's attempt count) loads only when a locked wallet is asked to sign
const UnlockForm = lazy(() => import('./UnlockForm').then((m) => ({ default: m.UnlockForm })));

export function UnlockInPlace(props: { onUnlocked: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const { wallet } = useEmbeddedWallet();
  if (!wallet) return null;
  return (
    <section aria-label={t('wallets.unlockTitle')}>
      <p>{t('steps.unlockToSign')}</p>
      <Suspense fallback={null}>
        <UnlockForm wallet={wallet} onUnlocked={props.onUnlocked} onCancel={props.onCancel} />
      </Suspense>
    </section>
  );
}
