// spec §2 "Send modal" Review: what is sent and its value, to whom, the network cost; then the wallet's confirmation
// and the receipt. A failure names itself (spec §8) and offers another try unless the send may still land.
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import { css } from '#styled-system/css';
import { button, mutedText, statGrid } from '#styled-system/recipes';
import type { SendFailure, SendRequest, sendMachine } from '../../../machines/send.machine';
import { useFormatters } from '../../data/useFormatters';
import { ERROR_MESSAGES, type ErrorMessageId } from '../../lib/errorMessages';
import { AMOUNT_SHOWN } from '../../lib/tokenAmounts';
import { Dialog } from '../../ui/Dialog';

const FAILURES: Record<SendFailure, ErrorMessageId | 'sendFailed'> = {
  rejected: 'transactionRejected',
  failed: 'sendFailed',
  confirmationTimedOut: 'confirmationTimedOut',
  checkFailed: 'errorLoadingData',
};

export function SendReviewDialog(props: {
  request: SendRequest;
  snapshot: SnapshotFrom<typeof sendMachine>;
  valueUsd: number | undefined;
  networkCostWei: bigint | undefined;
  nativePriceUsd: number | undefined;
  onConfirm: () => void;
  onRetry: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const { request, snapshot } = props;
  const busy = snapshot.matches('submitting') || snapshot.matches('pending');
  const failure = snapshot.matches('failed') ? snapshot.context.failure : undefined;
  const costEth = props.networkCostWei === undefined ? undefined : Number(props.networkCostWei) / 1e18;
  return (
    <Dialog open title={t('send.review.title')} onClose={() => !busy && props.onBack()} closeLabel={t('send.close')}>
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
          <div>
            <dt>{t('send.review.networkCost')}</dt>
            <dd>
              {costEth === undefined
                ? '-'
                : props.nativePriceUsd !== undefined
                  ? format.fiat(costEth * props.nativePriceUsd)
                  : `${format.amount(costEth)} ETH`}
            </dd>
          </div>
        </dl>
        {failure && (
          <p role="alert" className={css({ color: 'critical' })}>
            {FAILURES[failure] === 'sendFailed'
              ? t('send.sendFailed')
              : t(ERROR_MESSAGES[FAILURES[failure] as ErrorMessageId])}
          </p>
        )}
        <div className={css({ display: 'flex', gap: '2', justifyContent: 'flex-end', flexWrap: 'wrap' })}>
          <button type="button" className={button({ tone: 'ghost' })} disabled={busy} onClick={props.onBack}>
            {t('send.review.back')}
          </button>
          {failure ? (
            failure !== 'confirmationTimedOut' && (
              <button type="button" className={button({ tone: 'accent' })} onClick={props.onRetry}>
                {t('send.tryAgain')}
              </button>
            )
          ) : (
            <button type="button" className={button({ tone: 'accent' })} disabled={busy} onClick={props.onConfirm}>
              {snapshot.matches('submitting')
                ? t('send.review.confirmInWallet')
                : snapshot.matches('pending')
                  ? t('send.review.pending')
                  : t('send.review.confirm')}
            </button>
          )}
        </div>
      </div>
    </Dialog>
  );
}
