// Smart-wallet settings (issue 36, spec §4), a view of the account drawer's settings: per network Active, Inactive,
// Unavailable or Action required (smartWalletStatus.ts), and what can be done there. Enabling is the next 1-click swap:
// the wallet upgrades the account inside that swap's batch (an upgrade on its own would be a transaction that does
// nothing else), so "Enable" turns 1-click swaps on where they are off or where the smart wallet was disabled. Disabling
// is on chain per network, through a review: an EIP-7702 authorization to the zero address sent by the wallet, recorded
// as a "remove delegation" activity, and the chain remembered (preferences.smartWalletDisabledChainIds) so its swaps go
// as steps and do not upgrade the account again; networks without the ETH for its network cost are excluded.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, EIP1193Provider } from 'viem';
import { css, cx } from '#styled-system/css';
import { button, listRow, mutedText } from '#styled-system/recipes';
import { useConnection } from '../../account/ConnectionProvider';
import { removeDelegationStepsMachineFor } from '../../account/removeDelegation';
import { hasSmartWalletControls } from '../../chain/connectors/smartWalletControls';
import { useFeatureFlag } from '../../data/flagsContext';
import { usePreferences, usePreferencesStore } from '../../data/preferencesContext';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { walletCapabilitiesQueryOptions } from '../../data/walletCapabilities';
import { delegationDetailsFor, walletDelegationQueryOptions } from '../../data/walletDelegation';
import { TransactionSteps } from '../../transactions/TransactionSteps';
import { Dialog } from '../../ui/Dialog';
import {
  type SmartWalletStatus,
  isDelegated,
  removalFundsQueryOptions,
  smartWalletStatusOf,
} from '../../data/smartWalletStatus';

const s = {
  row: css({ display: 'grid', gap: '1', alignItems: 'start' }),
  line: css({ display: 'flex', justifyContent: 'space-between', gap: '2', flexWrap: 'wrap' }),
  stack: css({ display: 'grid', gap: '3' }),
  button: css({ minH: '11' }),
};

export function SmartWalletView({ address }: { address: Address }) {
  const { t } = useTranslation();
  const { data: config } = useRuntimeConfig();
  const { provider, connectorId } = useConnection();
  const capabilitiesOff = useFeatureFlag('DisableWalletCapabilities');
  const { oneClickSwaps, smartWalletDisabledChainIds } = usePreferences();
  const store = usePreferencesStore();
  const chains = config?.chains ?? [];
  const chainIds = chains.map((chain) => chain.chainId);
  const delegation = useQuery(walletDelegationQueryOptions({ config, walletAddresses: [address] }));
  const capabilities = useQuery(
    walletCapabilitiesQueryOptions({
      provider: capabilitiesOff ? undefined : provider,
      connectorId,
      address,
      chainIds,
    }),
  );
  const funds = useQuery(removalFundsQueryOptions({ address, chains }));
  const [removing, setRemoving] = useState<RuntimeChain | undefined>();
  const [notice, setNotice] = useState<string | undefined>();
  const controls = hasSmartWalletControls(provider);

  return (
    <div className={s.stack}>
      <p className={mutedText()}>{t('smartWallet.intro')}</p>
      <ul aria-label={t('smartWallet.networks')}>
        {chains.map((chain) => {
          const status: SmartWalletStatus = smartWalletStatusOf({
            details: delegationDetailsFor(delegation.data, address, chain.chainId),
            atomic: capabilities.data?.[chain.chainId],
          });
          const chainFunds = funds.data?.[chain.chainId];
          return (
            <li key={chain.chainId} className={cx(listRow(), s.row)} aria-label={chain.name}>
              <div className={s.line}>
                <strong>{chain.name}</strong>
                <span>{t(`smartWallet.status.${status}`)}</span>
              </div>
              <span className={mutedText()}>
                {status === 'inactive' && smartWalletDisabledChainIds.includes(chain.chainId)
                  ? t('smartWallet.statusHint.disabled')
                  : t(`smartWallet.statusHint.${status}`)}
              </span>
              {status === 'inactive' && (!oneClickSwaps || smartWalletDisabledChainIds.includes(chain.chainId)) && (
                <button
                  type="button"
                  className={cx(button(), s.button)}
                  onClick={() => {
                    void store.set(
                      'smartWalletDisabledChainIds',
                      smartWalletDisabledChainIds.filter((id) => id !== chain.chainId),
                    );
                    void store.set('oneClickSwaps', true);
                  }}
                >
                  {t('smartWallet.enable')}
                </button>
              )}
              {isDelegated(status) &&
                controls &&
                (chainFunds?.enough === false ? (
                  <span className={mutedText()}>{t('smartWallet.notEnoughFunds')}</span>
                ) : (
                  <button
                    type="button"
                    className={cx(button(), s.button)}
                    disabled={!chainFunds}
                    onClick={() => {
                      setNotice(undefined);
                      setRemoving(chain);
                    }}
                  >
                    {t('smartWallet.disableOn', { network: chain.name })}
                  </button>
                ))}
            </li>
          );
        })}
      </ul>
      {notice && <p role="status">{notice}</p>}
      {removing && provider && (
        <RemoveDelegationReview
          chain={removing}
          address={address}
          provider={provider}
          onClose={() => setRemoving(undefined)}
          onRemoved={() => {
            // its swaps go as steps from now on: the next batch would upgrade the account again
            if (!smartWalletDisabledChainIds.includes(removing.chainId))
              void store.set('smartWalletDisabledChainIds', [...smartWalletDisabledChainIds, removing.chainId]);
            setNotice(t('smartWallet.disabled', { network: removing.name }));
            setRemoving(undefined);
          }}
        />
      )}
    </div>
  );
}

/**
 * The review of a removal through the one signing pipeline: what it does, its network cost and the steps, then the
 * wallet's transaction followed to its receipt; done once the smart-wallet queries were read again.
 */
function RemoveDelegationReview(props: {
  chain: RuntimeChain;
  address: Address;
  provider: EIP1193Provider;
  onClose: () => void;
  onRemoved: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { onRemoved } = props;
  const [machine] = useState(() =>
    removeDelegationStepsMachineFor({
      provider: props.provider,
      chain: props.chain,
      account: props.address,
      queryClient,
      onRefreshed: onRemoved,
    }),
  );
  const [snapshot, send] = useMachine(machine);
  return (
    <Dialog
      open
      title={t('smartWallet.reviewTitle', { network: props.chain.name })}
      closeLabel={t('smartWallet.close')}
      onClose={() => !snapshot.matches('walking') && props.onClose()}
    >
      <div className={s.stack}>
        <p>{t('smartWallet.reviewBody')}</p>
        <TransactionSteps
          chain={props.chain}
          snapshot={snapshot}
          send={send}
          confirmLabel={t('smartWallet.confirmDisable')}
        />
      </div>
    </Dialog>
  );
}
