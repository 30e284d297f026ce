// One request of a connected app (issue 29; spec "app connection requests: sign, transaction"): who asks, on which
// network and for which account; behind the unlock when the wallet is locked; then the signing pipeline's review of
// what signing does (the message, the typed data in words, the simulated balance changes) with Reject beside it.
// Requests that need no signature (a network switch, the wallet's capabilities, a batch's status) are answered
// without a sheet.
import { useMachine } from '@xstate/react';
import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { css } from '#styled-system/css';
import { button, mutedText } from '#styled-system/recipes';
import { appRequestMachine } from '../../../machines/appRequest.machine';
import { getEmbeddedWallet } from '../../account/embedded/embeddedWallet';
import { UnlockForm } from '../../account/embedded/UnlockForm';
import { answerAppRequest } from '../../account/walletKit/answerAppRequest';
import type { PendingAppRequest, WalletKit } from '../../account/walletKit/walletKit';
import { createEmbeddedProvider } from '../../chain/connectors/embedded';
import { createDexieCallBatchStore } from '../../data/callBatches';
import type { RuntimeConfig } from '../../data/runtimeConfig';
import { ERROR_MESSAGES } from '../../lib/errorMessages';
import { shortenAddress } from '../../lib/shortenAddress';
import {
  type AppRequest,
  type AppRequestError,
  isReviewed,
  readSessionRequest,
} from '../../lib/walletConnect/appRequests';
import { Dialog } from '../../ui/Dialog';
import { AppRequestReview } from './AppRequestReview';

const s = {
  stack: css({ display: 'grid', gap: '3', minW: '0' }),
  app: css({ display: 'flex', gap: '3', alignItems: 'center', minW: '0' }),
  icon: css({ w: '10', h: '10', borderRadius: 'lg', flexShrink: '0' }),
  wrap: css({ overflowWrap: 'anywhere', minW: '0' }),
  alert: css({ color: 'critical', overflowWrap: 'anywhere' }),
};

export function AppRequestDialog(props: {
  kit: WalletKit;
  config: RuntimeConfig;
  request: PendingAppRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { kit, request, config } = props;
  const embedded = getEmbeddedWallet();
  const wallet = useSyncExternalStore(embedded.subscribe, embedded.getState);
  const reading = useMemo(() => readSessionRequest(request), [request]);
  const [machine] = useState(() =>
    appRequestMachine.provide({
      actors: {
        refuse: fromPromise<void, { error: AppRequestError }>(({ input }) => kit.respondError(request, input.error)),
        answer: fromPromise<unknown, { request: AppRequest }>(({ input }) => {
          if (isReviewed(input.request)) throw new Error('a reviewed request is answered by its review');
          const batches = createDexieCallBatchStore();
          const provider = createEmbeddedProvider({
            signer: embedded.signer,
            chains: () => config.chains,
            account: request.sessionAccounts[0],
            chainId: input.request.chainId,
            batches,
          });
          return answerAppRequest({ kit, pending: request, request: input.request, provider, batches });
        }),
        respond: fromPromise<void, { result: unknown }>(({ input }) => kit.respond(request, input.result)),
        reject: fromPromise<void, void>(() => kit.respondError(request)),
      },
    }),
  );
  const [snapshot, send] = useMachine(machine, { input: { reading, unlocked: wallet.unlocked } });
  // unlocked elsewhere (another request, the drawer): the review opens
  useEffect(() => {
    if (wallet.unlocked && snapshot.matches('locked')) send({ type: 'UNLOCKED' });
  }, [wallet.unlocked, snapshot, send]);
  const { onClose } = props;
  // a refused request and one answered without review show nothing; a rejected one closes at once
  const quiet = !reading.ok || !isReviewed(reading.request);
  const closesItself = quiet
    ? snapshot.status === 'done'
    : snapshot.matches('rejected') || snapshot.matches('dismissed') || snapshot.matches('refused');
  useEffect(() => {
    if (closesItself) onClose();
  }, [closesItself, onClose]);
  if (!reading.ok || !isReviewed(reading.request)) return null;
  const reviewed = reading.request;
  const chain = config.chains.find((known) => known.chainId === reviewed.chainId);
  const busy = snapshot.matches('responding') || snapshot.matches('rejecting');
  const reviewing = snapshot.matches('reviewing') || snapshot.matches('responding') || snapshot.matches('answered');
  return (
    <Dialog
      open
      title={t(
        reviewed.kind === 'sendTransaction' || reviewed.kind === 'sendCalls'
          ? 'appRequest.transactionTitle'
          : 'appRequest.signatureTitle',
      )}
      closeLabel={t('appRequest.close')}
      onClose={() =>
        snapshot.matches('answered') || snapshot.matches('failed') ? onClose() : send({ type: 'REJECT' })
      }
    >
      <div className={s.stack}>
        <section aria-label={t('appRequest.from')} className={s.app}>
          {request.app.icon && <img src={request.app.icon} alt="" className={s.icon} />}
          <div className={s.wrap}>
            <h3 className={css({ fontWeight: 'semibold' })}>{request.app.name}</h3>
            <p className={mutedText()}>{request.app.url}</p>
            <p className={mutedText()}>
              {t('appRequest.onNetwork', {
                network: chain?.name ?? request.chain,
                account: shortenAddress(reviewed.account),
              })}
            </p>
          </div>
        </section>
        {snapshot.matches('locked') && (
          <>
            <p>{t('appRequest.unlockFirst')}</p>
            <UnlockForm
              wallet={embedded}
              onUnlocked={() => send({ type: 'UNLOCKED' })}
              onCancel={() => send({ type: 'REJECT' })}
            />
          </>
        )}
        {reviewing && chain && (
          <AppRequestReview
            request={reviewed}
            app={{ name: request.app.name, url: request.app.url }}
            config={config}
            chain={chain}
            onSigned={(result) => send({ type: 'SIGNED', result })}
            onRefused={(error) => send({ type: 'REFUSE', error })}
          />
        )}
        {snapshot.matches('reviewing') && (
          <button type="button" className={button()} disabled={busy} onClick={() => send({ type: 'REJECT' })}>
            {t('appRequest.reject')}
          </button>
        )}
        {snapshot.matches('failed') && (
          <>
            <p role="alert" className={s.alert}>
              {t(ERROR_MESSAGES[snapshot.context.failure ?? 'networkError'])}
            </p>
            <button type="button" className={button()} onClick={() => send({ type: 'RETRY' })}>
              {t('appRequest.retry')}
            </button>
          </>
        )}
      </div>
    </Dialog>
  );
}
