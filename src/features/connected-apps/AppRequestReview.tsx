// The signing pipeline's review of a connected app's request (issue 29): the request as steps (a message, typed data,
// a transaction, a batch of calls), simulated before any prompt and walked by the one transaction steps machine with
// the embedded wallet. The app is answered as soon as there is something to answer with: the signature, the
// transaction's hash once it is sent, or the batch's id (EIP-5792 `{ id }`) once the batch is (the review then follows
// it to its receipt, as for Sluice's own transactions). A batch the account cannot send as the app requires (atomic on
// a chain where it cannot batch), or under an id used before, is refused with EIP-5792's error instead.
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Hex, keccak256 } from 'viem';
import { getEmbeddedWallet } from '../../account/embedded/embeddedWallet';
import { appBatchStep, appRequestSteps, type TokenInfo } from '../../account/walletKit/appRequestSteps';
import { type EmbeddedSigner, createEmbeddedProvider } from '../../chain/connectors/embedded';
import { type ActivityApp, recordAppSignature } from '../../data/activity';
import { createDexieCallBatchStore } from '../../data/callBatches';
import { getDatabase } from '../../data/database';
import type { RuntimeChain, RuntimeConfig } from '../../data/runtimeConfig';
import { useListedTokens } from '../../data/useListedTokens';
import { getAtomicCapabilities } from '../../data/walletCapabilities';
import { APP_REQUEST_ERRORS, type AppRequestError, type ReviewedAppRequest } from '../../lib/walletConnect/appRequests';
import type { StepFailure } from '../../../machines/transactionSteps.machine';
import { transactionStepsMachineFor } from '../../transactions/stepActors';
import type { Step } from '../../transactions/steps';
import { TransactionSteps } from '../../transactions/TransactionSteps';

/** Thrown by a plan the app's request refused: the review stops, the dialog answers the app and closes. */
const refusedPlan: StepFailure = { reason: 'somethingWentWrong' };

export function AppRequestReview(props: {
  request: ReviewedAppRequest;
  app: ActivityApp;
  config: RuntimeConfig;
  chain: RuntimeChain;
  onSigned: (result: unknown) => void;
  onRefused: (error: AppRequestError) => void;
  /** Who signs: the embedded wallet's vault worker, or the extension's service worker (extension/popup). */
  signer?: EmbeddedSigner;
}) {
  const { t } = useTranslation();
  const { request, app, chain, onRefused } = props;
  const tokens = useListedTokens();
  // the plan reads the token list when it runs, not when the review opened
  const tokensRef = useRef(tokens);
  tokensRef.current = tokens;
  const [machine] = useState(() => {
    const batches = createDexieCallBatchStore();
    const provider = createEmbeddedProvider({
      signer: props.signer ?? getEmbeddedWallet().signer,
      chains: () => props.config.chains,
      account: request.account,
      chainId: request.chainId,
      batches,
    });
    const resolveToken = (token: string): TokenInfo | undefined => tokensRef.current.get(request.chainId, token);
    return transactionStepsMachineFor({
      chain,
      account: request.account,
      provider,
      plan: async (): Promise<{ steps: Step[] }> => {
        if (request.kind !== 'sendCalls') return { steps: appRequestSteps(request, app, resolveToken) };
        if (request.batchId !== undefined && (await batches.get(request.batchId))) {
          onRefused(APP_REQUEST_ERRORS.duplicateId);
          throw refusedPlan;
        }
        const statuses = await getAtomicCapabilities(provider, request.account, [chain.chainId]);
        const support = { status: statuses[chain.chainId] ?? 'unsupported', delegate: chain.delegation?.latest };
        const batch = appBatchStep(request, app, resolveToken, support);
        if (!batch) {
          onRefused(APP_REQUEST_ERRORS.atomicityNotSupported);
          throw refusedPlan;
        }
        return { steps: [batch] };
      },
      failures: { revert: 'transactionExpectedToFail' },
    });
  });
  const [snapshot, send] = useMachine(machine);
  const answered = useRef(false);
  const { onSigned } = props;
  const sent = snapshot.context.hashes[0];
  const signature = snapshot.context.signatures[0];
  useEffect(() => {
    if (answered.current) return;
    if (request.kind === 'sendTransaction' && sent) {
      answered.current = true;
      onSigned(sent);
    }
    // EIP-5792: wallet_sendCalls is answered with the batch's id
    if (request.kind === 'sendCalls' && sent) {
      answered.current = true;
      onSigned({ id: sent });
    }
    if ((request.kind === 'personalSign' || request.kind === 'signTypedData') && signature) {
      answered.current = true;
      onSigned(signature);
      // a signature is done when made: its activity row says what the app had signed
      void recordAppSignature(getDatabase(), {
        chainId: request.chainId,
        account: request.account,
        signatureHash: keccak256(signature as Hex),
        app,
      }).catch(() => undefined);
    }
  }, [request, sent, signature, onSigned, app]);
  const sends = request.kind === 'sendTransaction' || request.kind === 'sendCalls';
  return (
    <>
      <TransactionSteps
        chain={chain}
        snapshot={snapshot}
        send={send}
        confirmLabel={t(sends ? 'appRequest.confirm' : 'appRequest.sign')}
      />
      {snapshot.matches('succeeded') && <p role="status">{t(sends ? 'appRequest.confirmed' : 'appRequest.signed')}</p>}
    </>
  );
}
