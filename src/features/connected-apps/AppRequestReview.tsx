// The signing pipeline's review of a connected app's request (issue 29): the request as steps (a message, typed data,
// a transaction), simulated before any prompt and walked by the one transaction steps machine with the embedded
// wallet. The app is answered as soon as there is something to answer with: the signature, or the transaction's hash
// once it is sent (the review then follows it to its receipt, as for Sluice's own transactions).
import { useMachine } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Hex, keccak256 } from 'viem';
import { getEmbeddedWallet } from '../../account/embedded/embeddedWallet';
import { appRequestSteps } from '../../account/walletKit/appRequestSteps';
import { createEmbeddedProvider } from '../../chain/connectors/embedded';
import { type ActivityApp, recordAppSignature } from '../../data/activity';
import { createDexieCallBatchStore } from '../../data/callBatches';
import { getDatabase } from '../../data/database';
import type { RuntimeChain, RuntimeConfig } from '../../data/runtimeConfig';
import { useListedTokens } from '../../data/useListedTokens';
import type { ReviewedAppRequest } from '../../lib/walletConnect/appRequests';
import { transactionStepsMachineFor } from '../../transactions/stepActors';
import { TransactionSteps } from '../../transactions/TransactionSteps';

export function AppRequestReview(props: {
  request: ReviewedAppRequest;
  app: ActivityApp;
  config: RuntimeConfig;
  chain: RuntimeChain;
  onSigned: (result: Hex) => void;
}) {
  const { t } = useTranslation();
  const { request, app, chain } = props;
  const tokens = useListedTokens();
  // the plan reads the token list when it runs, not when the review opened
  const tokensRef = useRef(tokens);
  tokensRef.current = tokens;
  const [machine] = useState(() =>
    transactionStepsMachineFor({
      chain,
      account: request.account,
      provider: createEmbeddedProvider({
        signer: getEmbeddedWallet().signer,
        chains: () => props.config.chains,
        account: request.account,
        chainId: request.chainId,
        batches: createDexieCallBatchStore(),
      }),
      plan: async () => ({
        steps: appRequestSteps(request, app, (token) => tokensRef.current.get(request.chainId, token)),
      }),
      failures: { revert: 'transactionExpectedToFail' },
    }),
  );
  const [snapshot, send] = useMachine(machine);
  const answered = useRef(false);
  const { onSigned } = props;
  const sentHash = snapshot.context.hashes[0];
  const signature = snapshot.context.signatures[0];
  useEffect(() => {
    if (answered.current) return;
    if (request.kind === 'sendTransaction' && sentHash) {
      answered.current = true;
      onSigned(sentHash);
    }
    if (request.kind !== 'sendTransaction' && signature) {
      answered.current = true;
      onSigned(signature);
      // a signature is done when made: its activity row says what the app had signed
      void recordAppSignature(getDatabase(), {
        chainId: request.chainId,
        account: request.account,
        signatureHash: keccak256(signature),
        app,
      }).catch(() => undefined);
    }
  }, [request, sentHash, signature, onSigned, app]);
  return (
    <>
      <TransactionSteps
        chain={chain}
        snapshot={snapshot}
        send={send}
        confirmLabel={t(request.kind === 'sendTransaction' ? 'appRequest.confirm' : 'appRequest.sign')}
      />
      {snapshot.matches('succeeded') && (
        <p role="status">{t(request.kind === 'sendTransaction' ? 'appRequest.confirmed' : 'appRequest.signed')}</p>
      )}
    </>
  );
}
