// The review of a transaction on a position (issue 13: collect fees, remove liquidity; spec §4, §8): what the owner
// receives, the operation's options, the wallet's confirmation, then the receipt; a failure names itself and offers
// another try. Options that change the call (ETH or WETH, how much to remove) start the review's machine over.
import { useMachine } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import type { PositionTxFailure } from '../../../machines/positionTransaction.machine';
import { ERROR_MESSAGES, type ErrorMessageId } from '../../lib/errorMessages';
import { Dialog } from '../../ui/Dialog';
import { type PositionTxRequest, positionTransactionMachineFor } from './positionTxActors';

export type PositionTxDialogProps = {
  title: string;
  /** The words above the amounts; "You will receive:" unless given. */
  body?: string;
  /** The call and its activity row for the options chosen now; a new key starts the review over. */
  request: PositionTxRequest;
  requestKey: string;
  /** What the owner receives, one line per token. */
  lines: { symbol: string; amount: string }[];
  /** The operation's options (ETH or WETH, the share to remove): disabled while a transaction is under way. */
  options?: (disabled: boolean) => ReactNode;
  submitLabel: string;
  pendingLabel: string;
  doneLabel: string;
  /** The catalogue's words for a failed transaction of this operation. */
  failedMessage: ErrorMessageId;
  onClose: () => void;
  onDone: () => void;
};

export function PositionTxDialog(props: PositionTxDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open title={props.title} onClose={props.onClose} closeLabel={t('positions.close')}>
      <PositionTxFlow key={props.requestKey} {...props} />
    </Dialog>
  );
}

function PositionTxFlow(props: PositionTxDialogProps) {
  const { t } = useTranslation();
  const [machine] = useState(() => positionTransactionMachineFor(props.request));
  const [snapshot, send] = useMachine(machine);
  const busy = snapshot.matches('submitting') || snapshot.matches('pending');
  const failures: Record<PositionTxFailure, ErrorMessageId> = {
    rejected: 'transactionRejected',
    failed: props.failedMessage,
    confirmationTimedOut: 'confirmationTimedOut',
  };
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {props.options?.(busy || snapshot.matches('done'))}
      <p className={mutedText()}>{props.body ?? t('positions.collectBody')}</p>
      <ul aria-label={t('positions.youReceive')} className={css({ display: 'grid', gap: '1' })}>
        {props.lines.map((line) => (
          <li key={line.symbol} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
            <span>{line.symbol}</span>
            <strong>{line.amount}</strong>
          </li>
        ))}
      </ul>
      {snapshot.matches('submitting') && <p role="status">{t('positions.confirmInWallet')}</p>}
      {snapshot.matches('pending') && <p role="status">{props.pendingLabel}</p>}
      {snapshot.matches('done') && <p role="status">{props.doneLabel}</p>}
      {snapshot.matches('failed') && snapshot.context.failure && (
        <p role="alert" className={css({ color: 'critical' })}>
          {t(ERROR_MESSAGES[failures[snapshot.context.failure]])}
        </p>
      )}
      {snapshot.matches('done') ? (
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
    </div>
  );
}
