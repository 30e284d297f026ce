// The review of a transaction on a position (issue 13: collect fees, remove liquidity; spec §4, §8): what the owner
// receives and the operation's options, then the one review and progress UI of every signature (issue 28): the
// simulated balance changes, the wallet's confirmation, the receipt; a failure names itself and offers another try.
// Options that change the call (ETH or WETH, how much to remove) start the review's machine over.
import { useMachine } from '@xstate/react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import type { ErrorMessageId } from '../../lib/errorMessages';
import { TransactionSteps } from '../../transactions/TransactionSteps';
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
  const [machine] = useState(() => positionTransactionMachineFor(props.request, props.failedMessage));
  const [snapshot, send] = useMachine(machine);
  const busy = snapshot.matches('walking');
  const done = snapshot.matches('succeeded');
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {props.options?.(busy || done)}
      <p className={mutedText()}>{props.body ?? t('positions.collectBody')}</p>
      <ul aria-label={t('positions.youReceive')} className={css({ display: 'grid', gap: '1' })}>
        {props.lines.map((line) => (
          <li key={line.symbol} className={css({ display: 'flex', justifyContent: 'space-between', gap: '3' })}>
            <span>{line.symbol}</span>
            <strong>{line.amount}</strong>
          </li>
        ))}
      </ul>
      <TransactionSteps
        chain={props.request.chain}
        snapshot={snapshot}
        send={send}
        confirmLabel={props.submitLabel}
        pendingLabel={props.pendingLabel}
      />
      {done && <p role="status">{props.doneLabel}</p>}
      {done && (
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
      )}
    </div>
  );
}
