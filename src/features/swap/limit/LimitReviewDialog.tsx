// The review of a limit order (spec §2, §5, issue 14): what is sold, the least received and the expiry, then the one
// review and progress UI of every request to sign (issue 28): the Permit2 approval when the allowance is short, the
// order's signature in words before the wallet is asked, the wallet's prompts, and "Limit order placed" once the order
// service took it. A declined prompt returns to the review; a failure names itself and offers another try.
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatUnits } from 'viem';
import { css } from '#styled-system/css';
import { TransactionSteps } from '../../../transactions/TransactionSteps';
import { Dialog } from '../../../ui/Dialog';
import { type LimitOrderRequest, limitOrderMachineFor } from './limitActors';

export type LimitReviewDialogProps = {
  request: LimitOrderRequest;
  /** The expiry as the form named it ("1 week"). */
  expiryLabel: string;
  /** `placed` once the order service took the order. */
  onClose: (placed: boolean) => void;
};

const terms = css({ display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: '2', overflowWrap: 'anywhere' });

export function LimitReviewDialog({ request, expiryLabel, onClose }: LimitReviewDialogProps) {
  const { t } = useTranslation();
  const [machine] = useState(() => limitOrderMachineFor(request));
  const [snapshot, send] = useMachine(machine);
  const placed = snapshot.matches('succeeded');
  const { tokenIn, tokenOut } = request;
  const approves = snapshot.context.steps.some((step) => step.type === 'approval');
  return (
    <Dialog open title={t('limitUi.reviewTitle')} closeLabel={t('limitUi.close')} onClose={() => onClose(placed)}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <dl className={terms}>
          <dt>{t('limitUi.youSell')}</dt>
          <dd>
            {formatUnits(request.inputAmount, tokenIn.decimals)} {tokenIn.symbol}
          </dd>
          <dt>{t('limitUi.youReceiveAtLeast')}</dt>
          <dd>
            {formatUnits(request.limitOutput, tokenOut.decimals)} {tokenOut.symbol}
          </dd>
          <dt>{t('limitUi.expiry')}</dt>
          <dd>{expiryLabel}</dd>
        </dl>
        <TransactionSteps
          chain={request.chain}
          snapshot={snapshot}
          send={send}
          confirmLabel={approves ? t('limitUi.approveAndPlace') : t('limitUi.place')}
        />
        {/* the pipeline says nothing once done: this is the dialog's one status then */}
        {placed && <p role="status">{t('limitUi.submitted')}</p>}
      </div>
    </Dialog>
  );
}
