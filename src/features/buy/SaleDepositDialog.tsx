// Selling (spec §1 off-ramp, issue 31): the tokens go to the deposit address the provider gave, through the one
// transaction steps pipeline (issue 28): the simulated balance changes and network cost, the wallet's confirmation,
// the receipt. The deposit is recorded as a send to the provider's address.
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, EIP1193Provider, Hex } from 'viem';
import { css } from '#styled-system/css';
import { button, statGrid } from '#styled-system/recipes';
import type { CheckoutToken, SaleTransfer } from '../../../machines/fiatCheckout.machine';
import { transferCall } from '../../chain/transferCall';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { useFormatters } from '../../data/useFormatters';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { transactionStepsMachineFor } from '../../transactions/stepActors';
import type { TransactionStep } from '../../transactions/steps';
import { TransactionSteps } from '../../transactions/TransactionSteps';
import { Dialog } from '../../ui/Dialog';

export type DepositingWallet = { chain: RuntimeChain; account: Address; provider: EIP1193Provider };

/** The sale's deposit as a plan of the transaction steps pipeline: one transfer to the provider's address. */
export function saleDepositMachineFor(transfer: SaleTransfer, token: CheckoutToken, wallet: DepositingWallet) {
  const step: TransactionStep = {
    type: 'transaction',
    activity: {
      type: 'send',
      input: {
        token: token.address,
        symbol: token.symbol,
        decimals: token.decimals,
        amount: transfer.amount.toString(),
      },
      counterparty: transfer.depositAddress,
    },
    call: () =>
      transferCall({ token: transfer.tokenAddress, recipient: transfer.depositAddress, amount: transfer.amount }),
  };
  return transactionStepsMachineFor({
    ...wallet,
    failures: { revert: 'sendFailed' },
    plan: async () => ({ steps: [step] }),
  });
}

export function SaleDepositDialog(props: {
  transfer: SaleTransfer;
  token: CheckoutToken;
  providerName: string;
  wallet: DepositingWallet;
  onDeposited: (hash: Hex) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [machine] = useState(() => saleDepositMachineFor(props.transfer, props.token, props.wallet));
  const [snapshot, send] = useMachine(machine);
  const busy = snapshot.matches('walking');
  const hash = snapshot.matches('succeeded') ? snapshot.context.hashes.at(-1) : undefined;
  const { onDeposited } = props;
  useEffect(() => {
    if (hash) onDeposited(hash);
  }, [hash, onDeposited]);
  return (
    <Dialog
      open
      title={t('fiatCheckout.sell.reviewTitle')}
      onClose={() => !busy && props.onClose()}
      closeLabel={t('send.close')}
    >
      <div className={css({ display: 'grid', gap: '3' })}>
        <dl className={statGrid({ layout: 'rows' })}>
          <div>
            <dt>{t('fiatCheckout.sell.sending')}</dt>
            <dd>
              {format.tokenAmount(props.transfer.amount, props.token.decimals, AMOUNT_SHOWN)} {props.token.symbol}
            </dd>
          </div>
          <div>
            <dt>{t('fiatCheckout.sell.depositTo', { provider: props.providerName })}</dt>
            <dd className={css({ fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' })}>
              {props.transfer.depositAddress}
            </dd>
          </div>
        </dl>
        <TransactionSteps
          chain={props.wallet.chain}
          snapshot={snapshot}
          send={send}
          confirmLabel={t('fiatCheckout.sell.confirm')}
          pendingLabel={t('fiatCheckout.sell.pending')}
        />
        <button type="button" className={button({ tone: 'ghost' })} disabled={busy} onClick={props.onClose}>
          {t('send.review.back')}
        </button>
      </div>
    </Dialog>
  );
}
