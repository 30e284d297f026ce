// The review of adding liquidity (issue 13: create a position, add to one; spec §4, §5, §8): what goes in and the
// flow's details (range, fee tier, a new pool's price), then the one review and progress UI of every request to sign
// (issue 28): the simulated balance changes, each approval, the permit in words, the deposit and its receipt. A failure
// names itself and keeps everything typed; "Try again" plans again from the chain. With 1-click on (issue 36) the steps
// go as one batch where the wallet batches on the chain, and a failed batch offers to go again as steps.
import { useMachine } from '@xstate/react';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button } from '#styled-system/recipes';
import { refreshSmartWalletQueries } from '../../data/smartWalletStatus';
import { isBatchedPlan } from '../../transactions/batchSteps';
import { useOneClickBatching } from '../../transactions/oneClickBatching';
import { TransactionSteps } from '../../transactions/TransactionSteps';
import { Dialog } from '../../ui/Dialog';
import { type LiquidityRequest, liquidityTransactionMachineFor } from './liquidityActors';

export type LiquidityReviewDialogProps = {
  title: string;
  /** Read once, when the review opens: the plan is built from it each time the review plans. */
  request: LiquidityRequest;
  /** What goes in, one line per token. */
  lines: { symbol: string; amount: string }[];
  /** The rest of the review (range, fee tier, a new pool's price). */
  details?: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  doneLabel: string;
  /** After success: where to go next (the new position). */
  done?: ReactNode;
  onClose: () => void;
  onDone: () => void;
};

export function LiquidityReviewDialog(props: LiquidityReviewDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  // issue 36: with 1-click on, the approvals, the permit and the deposit go as one batch where the wallet batches
  const batching = useOneClickBatching(props.request);
  const [machine] = useState(() => liquidityTransactionMachineFor({ ...props.request, batching }));
  const [snapshot, send] = useMachine(machine);
  const done = snapshot.matches('succeeded');
  const batched = isBatchedPlan(snapshot.context.steps);
  // a batch may have upgraded the account: its capabilities and delegation are read again
  useEffect(() => {
    if (done && batched) void refreshSmartWalletQueries(queryClient);
  }, [done, batched, queryClient]);
  return (
    <Dialog open title={props.title} onClose={props.onClose} closeLabel={t('positions.close')}>
      <div className={css({ display: 'grid', gap: '3' })}>
        <ul aria-label={t('createPosition.youDeposit')} className={css({ display: 'grid', gap: '1' })}>
          {props.lines.map((line) => (
            <li key={line.symbol} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
              <span>{line.symbol}</span>
              <strong>{line.amount}</strong>
            </li>
          ))}
        </ul>
        {props.details}
        <TransactionSteps
          chain={props.request.chain}
          snapshot={snapshot}
          send={send}
          confirmLabel={props.submitLabel}
          pendingLabel={props.pendingLabel}
        />
        {done && <p role="status">{props.doneLabel}</p>}
        {done && (
          <>
            {props.done}
            <button
              type="button"
              className={cx(button({ tone: 'accent' }), css({ minH: '11' }))}
              onClick={() => {
                props.onDone();
                props.onClose();
              }}
            >
              {t('positions.done')}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
