// spec §2 "Send modal" Review: what is sent and its value, to whom; then the one review and progress UI of every
// signature (issue 28): the simulated balance changes and network cost, the wallet's confirmation and the receipt. A
// failure names itself (spec §8) and offers another try unless the send may still land.
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Hex } from 'viem';
import { css } from '#styled-system/css';
import { button, mutedText, statGrid } from '#styled-system/recipes';
import type { SendRequest } from '../../../machines/send.machine';
import { useFormatters } from '../../data/useFormatters';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { TransactionSteps } from '../../transactions/TransactionSteps';
import { Dialog } from '../../ui/Dialog';
import { type SendingWallet, sendStepsMachineFor } from './sendActors';

export function SendReviewDialog(props: {
  request: SendRequest;
  wallet: SendingWallet;
  valueUsd: number | undefined;
  /** The send landed, or (`pending`) was sent and the review closed before it was mined. */
  onSent: (hash: Hex, pending?: boolean) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { request } = props;
  const [machine] = useState(() => sendStepsMachineFor(request, props.wallet));
  const [snapshot, send] = useMachine(machine);
  const busy = snapshot.matches('walking');
  // once the wallet has sent it, the send is on its way: closing the review leaves it to the activity row and notices
  const submitted = snapshot.matches({ walking: 'confirming' });
  const hash = snapshot.matches('succeeded') ? snapshot.context.hashes.at(-1) : undefined;
  const { onSent } = props;
  useEffect(() => {
    if (hash) onSent(hash);
  }, [hash, onSent]);
  const close = () => {
    const sent = snapshot.context.hashes.at(-1);
    if (submitted && sent) onSent(sent, true);
    else if (!busy) props.onBack();
  };
  return (
    <Dialog open title={t('send.review.title')} onClose={close} closeLabel={t('send.close')}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <p>
          {t('send.review.sending')}:{' '}
          <strong>
            {request.nft
              ? request.symbol
              : `${format.tokenAmount(request.amount, request.decimals, AMOUNT_SHOWN)} ${request.symbol}`}
          </strong>{' '}
          <span className={mutedText()}>{format.fiat(props.valueUsd) ?? ''}</span>
        </p>
        <dl className={statGrid({ layout: 'rows' })}>
          <div>
            <dt>{t('send.review.to')}</dt>
            <dd className={css({ fontFamily: 'mono', fontSize: 'sm', wordBreak: 'break-all' })}>
              {(request.recipient.unitag ?? request.recipient.ensName) && (
                <span className={css({ display: 'block' })}>
                  {request.recipient.unitag ?? request.recipient.ensName}
                </span>
              )}
              {request.recipient.address}
            </dd>
          </div>
        </dl>
        <TransactionSteps
          chain={props.wallet.chain}
          snapshot={snapshot}
          send={send}
          confirmLabel={t('send.review.confirm')}
          pendingLabel={t('send.review.pending')}
        />
        <button type="button" className={button({ tone: 'ghost' })} disabled={busy} onClick={props.onBack}>
          {t('send.review.back')}
        </button>
      </div>
    </Dialog>
  );
}
