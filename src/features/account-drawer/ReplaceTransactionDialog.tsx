// The review of a speed-up or cancel (issue 28) through the one review and progress UI of every request to sign: what
// the replacement does, what it costs, and the chain's answer ("Cancel or replace failed" when the transaction first
// sent was mined before it). Once sent it may be closed: the activity row and the notices follow it.
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';
import { TransactionSteps } from '../../transactions/TransactionSteps';
import { Dialog } from '../../ui/Dialog';
import { type ReplaceRequest, replaceStepsMachineFor } from './replaceTransaction';

export function ReplaceTransactionDialog(props: { request: ReplaceRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const [machine] = useState(() => replaceStepsMachineFor(props.request));
  const [snapshot, send] = useMachine(machine);
  // the wallet is being asked, or the replacement is on its way to the node: wait for it; once sent, it is followed
  const leaving = snapshot.matches('walking') && !snapshot.matches({ walking: 'confirming' });
  const done = snapshot.matches('succeeded');
  const { onClose } = props;
  useEffect(() => {
    if (done) onClose();
  }, [done, onClose]);
  const cancel = props.request.kind === 'cancel';
  return (
    <Dialog
      open
      title={t(cancel ? 'activity.cancelTitle' : 'activity.speedUpTitle')}
      closeLabel={t('activity.close')}
      onClose={() => !leaving && onClose()}
    >
      <div className={css({ display: 'grid', gap: '3' })}>
        <p className={mutedText()}>{t(cancel ? 'activity.cancelBody' : 'activity.speedUpBody')}</p>
        <TransactionSteps
          chain={props.request.chain}
          snapshot={snapshot}
          send={send}
          confirmLabel={t(cancel ? 'activity.cancelConfirm' : 'activity.speedUpConfirm')}
          pendingLabel={t(cancel ? 'activity.canceling' : 'activity.speedingUp')}
        />
      </div>
    </Dialog>
  );
}
