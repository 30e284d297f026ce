// spec §4: the smart-wallet mismatch popup, raised once (remembered in preferences) when the permit-mismatch flag is on
// and the account is delegated to another contract on a chain where the wallet cannot batch atomically.
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Address } from 'viem';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { useConnection } from './ConnectionProvider';
import { useFeatureFlag } from '../data/flagsContext';
import { usePreferences, usePreferencesStore } from '../data/preferencesContext';
import { useRuntimeConfig } from '../data/useRuntimeConfig';
import { walletCapabilitiesQueryOptions } from '../data/walletCapabilities';
import { delegationDetailsFor, walletDelegationQueryOptions } from '../data/walletDelegation';
import { Dialog } from '../ui/Dialog';
import { mismatchPopupDue, smartWalletStatusOf } from '../data/smartWalletStatus';

export function SmartWalletMismatchPopup({ address }: { address: Address | undefined }) {
  const { t } = useTranslation();
  const flag = useFeatureFlag('PermitMismatch');
  const capabilitiesOff = useFeatureFlag('DisableWalletCapabilities');
  const { smartWalletMismatchSeen } = usePreferences();
  const store = usePreferencesStore();
  const { data: config } = useRuntimeConfig();
  const { provider, connectorId } = useConnection();
  const asked = flag && !smartWalletMismatchSeen && address !== undefined;
  const chains = config?.chains ?? [];
  const delegation = useQuery({
    ...walletDelegationQueryOptions({ config, walletAddresses: address ? [address] : [] }),
    enabled: asked,
  });
  const capabilities = useQuery(
    walletCapabilitiesQueryOptions({
      provider: asked && !capabilitiesOff ? provider : undefined,
      connectorId,
      address,
      chainIds: chains.map((chain) => chain.chainId),
    }),
  );
  if (!asked || !delegation.data || !capabilities.data) return null;
  const mismatched = chains.filter(
    (chain) =>
      smartWalletStatusOf({
        details: delegationDetailsFor(delegation.data, address, chain.chainId),
        atomic: capabilities.data[chain.chainId],
      }) === 'actionRequired',
  );
  const due = mismatchPopupDue({
    flag,
    seen: smartWalletMismatchSeen,
    statuses: mismatched.map(() => 'actionRequired' as const),
  });
  if (!due) return null;
  const dismiss = () => void store.set('smartWalletMismatchSeen', true);
  return (
    <Dialog open title={t('smartWallet.mismatchTitle')} closeLabel={t('smartWallet.close')} onClose={dismiss}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <p>{t('smartWallet.mismatchBody', { networks: mismatched.map((chain) => chain.name).join(', ') })}</p>
        <button type="button" className={cx(button({ tone: 'accent' }), css({ minH: '11' }))} onClick={dismiss}>
          {t('smartWallet.mismatchOk')}
        </button>
      </div>
    </Dialog>
  );
}
