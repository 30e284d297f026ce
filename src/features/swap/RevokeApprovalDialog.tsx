// The settings' revoke of a token's approval to Permit2 (spec §4) through the one review and progress UI of every request
// to sign (issue 28): what revoking means, the simulated call and its network cost, the wallet's confirmation and the
// receipt. A failure names itself (spec §8) and offers another try; once revoked the dialog hands back to the settings.
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { css } from '#styled-system/css';
import { mutedText } from '#styled-system/recipes';
import { TransactionSteps } from '../../transactions/TransactionSteps';
import { Dialog } from '../../ui/Dialog';
import { type RevokeRequest, revokeStepsMachineFor } from './revokeApproval';

export function RevokeApprovalDialog(props: { request: RevokeRequest; onRevoked: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [machine] = useState(() => revokeStepsMachineFor(props.request));
  const [snapshot, send] = useMachine(machine);
  const revoked = snapshot.matches('succeeded');
  const { onRevoked } = props;
  useEffect(() => {
    if (revoked) onRevoked();
  }, [revoked, onRevoked]);
  const { symbol } = props.request.token;
  return (
    <Dialog
      open
      title={t('swapUi.revokeTitle', { symbol })}
      closeLabel={t('swapUi.close')}
      onClose={() => !snapshot.matches('walking') && props.onClose()}
    >
      <div className={css({ display: 'grid', gap: '3' })}>
        <p className={mutedText()}>{t('swapUi.revokeBody', { symbol })}</p>
        <TransactionSteps
          chain={props.request.chain}
          snapshot={snapshot}
          send={send}
          confirmLabel={t('swapUi.revoke')}
        />
      </div>
    </Dialog>
  );
}
