// The review of adding liquidity (issue 13: create a position, add to one; spec §4, §5, §8): what goes in, then each
// step the wallet is asked for (approve each token, sign the permit, confirm), the pending transaction and its
// outcome. A failure names itself and keeps everything typed; "Try again" starts from the allowance check.
import { useMachine } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import type { LiquidityFailure } from '../../../machines/liquidity.machine';
import { ERROR_MESSAGES, type ErrorMessageId } from '../../lib/errorMessages';
import { Dialog } from '../../ui/Dialog';
import { type LiquidityRequest, liquidityMachineFor } from './liquidityActors';

export type LiquidityReviewDialogProps = {
  title: string;
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

const failures: Record<LiquidityFailure, ErrorMessageId> = {
  rejected: 'transactionRejected',
  approvalFailed: 'approvalFailed',
  failed: 'unknownError',
  confirmationTimedOut: 'confirmationTimedOut',
};

export function LiquidityReviewDialog(props: LiquidityReviewDialogProps) {
  const { t } = useTranslation();
  const [machine] = useState(() => liquidityMachineFor(props.request));
  const [snapshot, send] = useMachine(machine);
  const busy = !snapshot.matches('review') && !snapshot.matches('failed') && !snapshot.matches('done');
  const symbolOf = (token: string | undefined) =>
    props.request.needs.find((n) => n.token.toLowerCase() === token?.toLowerCase())?.symbol ?? '';
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
        <div aria-live="polite">
          {snapshot.matches('checking') && <p role="status">{t('createPosition.checking')}</p>}
          {snapshot.matches('approving') && (
            <p role="status">{t('createPosition.approveInWallet', { symbol: symbolOf(snapshot.context.approving) })}</p>
          )}
          {snapshot.matches('permitting') && <p role="status">{t('createPosition.signPermit')}</p>}
          {snapshot.matches('submitting') && <p role="status">{t('positions.confirmInWallet')}</p>}
          {snapshot.matches('pending') && <p role="status">{props.pendingLabel}</p>}
          {snapshot.matches('done') && <p role="status">{props.doneLabel}</p>}
          {snapshot.matches('failed') && snapshot.context.failure && (
            <p role="alert" className={css({ color: 'critical' })}>
              {t(ERROR_MESSAGES[failures[snapshot.context.failure]])}
            </p>
          )}
        </div>
        {snapshot.matches('done') ? (
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
        ) : (
          <button
            type="button"
            className={cx(button({ tone: 'accent' }), css({ minH: '11' }))}
            disabled={busy}
            onClick={() => send({ type: snapshot.matches('failed') ? 'RETRY' : 'SUBMIT' })}
          >
            {snapshot.matches('failed') ? t('positions.tryAgain') : props.submitLabel}
          </button>
        )}
        {snapshot.matches('review') && <p className={mutedText()}>{t('createPosition.stepsNote')}</p>}
      </div>
    </Dialog>
  );
}
