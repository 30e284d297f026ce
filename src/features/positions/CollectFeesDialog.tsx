// spec §4/§8 collect fees (issue 13): what the owner receives, ETH or WETH when the pool holds WETH (v3), the wallet's
// confirmation, then the receipt; a failure names itself and offers another try.
import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css, cx } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import type { CollectFailure } from '../../../machines/collectFees.machine';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { Dialog } from '../../ui/Dialog';
import { type CollectRequest, collectMachineFor } from './collectFeesActors';

const FAILURE_MESSAGES: Record<CollectFailure, string> = {
  rejected: ERROR_MESSAGES.transactionRejected,
  collectFailed: ERROR_MESSAGES.collectFailed,
  confirmationTimedOut: ERROR_MESSAGES.confirmationTimedOut,
};

export type CollectFeesDialogProps = {
  /** The request for each choice of ETH or WETH (the v3 WETH pools offer both). */
  requestFor: (receiveEth: boolean) => CollectRequest;
  /** Offer "Receive ETH instead of WETH". */
  canUnwrap: boolean;
  /** The fees as shown, one line per token. */
  lines: { symbol: string; amount: string }[];
  onClose: () => void;
  onCollected: () => void;
};

export function CollectFeesDialog(props: CollectFeesDialogProps) {
  const { t } = useTranslation();
  const [receiveEth, setReceiveEth] = useState(props.canUnwrap);
  return (
    <Dialog open title={t('positions.collectTitle')} onClose={props.onClose} closeLabel={t('positions.close')}>
      {/* a new choice of ETH or WETH is a new request: its machine starts over */}
      <CollectFlow key={String(receiveEth)} {...props} receiveEth={receiveEth} onReceiveEthChange={setReceiveEth} />
    </Dialog>
  );
}

function CollectFlow(
  props: CollectFeesDialogProps & { receiveEth: boolean; onReceiveEthChange: (value: boolean) => void },
) {
  const { t } = useTranslation();
  const [machine] = useState(() => collectMachineFor(props.requestFor(props.receiveEth)));
  const [snapshot, send] = useMachine(machine);
  const busy = snapshot.matches('submitting') || snapshot.matches('pending');
  const lines = props.lines.map((line) =>
    props.receiveEth && line.symbol === 'WETH' ? { ...line, symbol: 'ETH' } : line,
  );
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <p className={mutedText()}>{t('positions.collectBody')}</p>
      <ul aria-label={t('positions.feesEarned')} className={css({ display: 'grid', gap: '1' })}>
        {lines.map((line) => (
          <li key={line.symbol} className={css({ display: 'flex', justifyContent: 'space-between' })}>
            <span>{line.symbol}</span>
            <strong>{line.amount}</strong>
          </li>
        ))}
      </ul>
      {props.canUnwrap && (
        <label className={css({ display: 'flex', gap: '2', alignItems: 'center', minH: '11' })}>
          <input
            type="checkbox"
            checked={props.receiveEth}
            disabled={busy || snapshot.matches('collected')}
            onChange={(e) => props.onReceiveEthChange(e.target.checked)}
          />
          {t('positions.receiveEth')}
        </label>
      )}
      {snapshot.matches('submitting') && <p role="status">{t('positions.confirmInWallet')}</p>}
      {snapshot.matches('pending') && <p role="status">{t('positions.collecting')}</p>}
      {snapshot.matches('collected') && <p role="status">{t('positions.collected')}</p>}
      {snapshot.matches('failed') && snapshot.context.failure && (
        <p role="alert" className={css({ color: 'critical' })}>
          {t(FAILURE_MESSAGES[snapshot.context.failure])}
        </p>
      )}
      {snapshot.matches('collected') ? (
        <button
          type="button"
          className={cx(button({ tone: 'accent' }), css({ minH: '11' }))}
          onClick={() => {
            props.onCollected();
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
          onClick={() => send({ type: snapshot.matches('failed') ? 'RETRY' : 'COLLECT' })}
        >
          {snapshot.matches('failed') ? t('positions.tryAgain') : t('positions.collect')}
        </button>
      )}
    </div>
  );
}
