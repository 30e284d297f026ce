// The review of a username write through the one signing pipeline: the service's proof message shown plainly, the
// wallet's personal_sign, then the write; once done every username query is read again.
import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Address, EIP1193Provider } from 'viem';
import { usernameAvailabilityRootKey, usernameProfileRootKey } from '../../data/usernames';
import type { RuntimeChain } from '../../data/runtimeConfig';
import { TransactionSteps } from '../../transactions/TransactionSteps';
import { Dialog } from '../../ui/Dialog';
import { type UsernameWriteRequest, usernameWriteStepsMachineFor } from './usernameWriteSteps';

export type UsernameWriteReviewProps = UsernameWriteRequest & {
  title: string;
  confirmLabel: string;
  provider: EIP1193Provider;
  chain: RuntimeChain;
  address: Address;
  onClose: () => void;
  onDone: () => void;
};

export function UsernameWriteReview(props: UsernameWriteReviewProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [machine] = useState(() =>
    usernameWriteStepsMachineFor({
      provider: props.provider,
      chain: props.chain,
      account: props.address,
      write: props.write,
      ...(props.body && { body: props.body }),
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const succeeded = snapshot.matches('succeeded');
  const onDone = useRef(props.onDone);
  onDone.current = props.onDone;
  useEffect(() => {
    if (!succeeded) return;
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: usernameProfileRootKey }),
      queryClient.invalidateQueries({ queryKey: usernameAvailabilityRootKey }),
    ]).finally(() => onDone.current());
  }, [succeeded, queryClient]);
  return (
    <Dialog
      open
      title={props.title}
      closeLabel={t('wallet.close')}
      onClose={() => !snapshot.matches('walking') && props.onClose()}
    >
      <TransactionSteps chain={props.chain} snapshot={snapshot} send={send} confirmLabel={props.confirmLabel} />
    </Dialog>
  );
}
