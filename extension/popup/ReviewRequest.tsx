// A dapp's signature, transaction or batch of calls in the approval window (issue 30): read as a connected app's
// request is read, then the signing pipeline's own review (src/features/connected-apps/AppRequestReview: the message,
// typed data decoded, simulated balance changes, the network cost, the steps), with its signatures made by the service
// worker. The dapp hears the signature, the hash or the batch's id; Reject, or closing the window, is 4001. Loaded only
// for such a request: the popup's first page stays small.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '#styled-system/recipes';
import type { RuntimeConfig } from '../../contract/runtimeConfig.ts';
import { createPreferencesStore, DEFAULT_PREFERENCES } from '../../src/data/preferences.ts';
import { PreferencesProvider } from '../../src/data/preferencesContext.tsx';
import { runtimeConfigQuery } from '../../src/data/runtimeConfig.ts';
import { FormattersProvider } from '../../src/data/useFormatters.tsx';
import { AppRequestReview } from '../../src/features/connected-apps/AppRequestReview.tsx';
import { ERROR_MESSAGES } from '../../src/lib/errorMessages.ts';
import { isReviewed, readAppRequest } from '../../src/lib/walletConnect/appRequests.ts';
import { muted } from '../../src/ui/walletStyles.ts';
import type { Approval, PersonAnswer } from '../messages.ts';
import { extensionWallet } from './extensionClient.ts';
import { popupHeading } from './popupStyles.ts';
import { reviewSigner } from './reviewSigner.ts';

type ReviewApproval = Extract<Approval, { kind: 'review' }>;

const SENDS = new Set<string>(['eth_sendTransaction', 'wallet_sendCalls']);

export default function ReviewRequest(props: { approval: ReviewApproval }) {
  const { t } = useTranslation();
  const { approval } = props;
  const [config, setConfig] = useState<RuntimeConfig | null>();
  useEffect(() => void extensionWallet.runtimeConfig().then(setConfig, () => setConfig(null)), []);
  const answered = useRef(false);
  const answer = (person: PersonAnswer) => {
    if (answered.current) return;
    answered.current = true;
    void extensionWallet.answerApproval(approval.id, person);
  };
  return (
    <>
      <h1 className={popupHeading}>
        {t(SENDS.has(approval.method) ? 'appRequest.transactionTitle' : 'appRequest.signatureTitle')}
      </h1>
      <p className={muted}>
        {t('appRequest.from')}: {approval.origin}
      </p>
      {config === null && <p role="alert">{t(ERROR_MESSAGES.connectionFailed)}</p>}
      {config && <Review approval={approval} config={config} onAnswer={answer} />}
      <button type="button" className={button({ tone: 'ghost' })} onClick={() => answer({ approved: false })}>
        {t('appRequest.reject')}
      </button>
    </>
  );
}

function Review(props: { approval: ReviewApproval; config: RuntimeConfig; onAnswer: (answer: PersonAnswer) => void }) {
  const { t } = useTranslation();
  const { approval, config, onAnswer } = props;
  // the app's screens read the runtime config from the query cache: here it is the one the service worker read
  const [queryClient] = useState(() => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: 1 } } });
    client.setQueryData(runtimeConfigQuery.queryKey, config);
    return client;
  });
  const [preferences] = useState(() => createPreferencesStore(DEFAULT_PREFERENCES));
  const [signer] = useState(() => reviewSigner(approval.id));
  const reading = useMemo(
    () =>
      readAppRequest(approval.method, approval.params, {
        chainId: approval.chainId,
        sessionChains: config.chains.map((chain) => chain.chainId),
        sessionAccounts: [approval.address],
      }),
    [approval, config],
  );
  const chain = config.chains.find((known) => known.chainId === approval.chainId);
  const refusal = !reading.ok ? reading.error : undefined;
  useEffect(() => {
    if (refusal) onAnswer({ approved: true, error: refusal });
  }, [refusal, onAnswer]);
  if (!reading.ok || !isReviewed(reading.request)) return null;
  if (!chain) return <p role="alert">{t(ERROR_MESSAGES.unsupportedChains)}</p>;
  const origin = new URL(approval.origin);
  return (
    <QueryClientProvider client={queryClient}>
      <PreferencesProvider store={preferences}>
        <FormattersProvider>
          <AppRequestReview
            request={reading.request}
            app={{ name: origin.host, url: approval.origin }}
            config={config}
            chain={chain}
            signer={signer}
            onSigned={(result) => onAnswer({ approved: true, result })}
            onRefused={(error) => onAnswer({ approved: true, error })}
          />
        </FormattersProvider>
      </PreferencesProvider>
    </QueryClientProvider>
  );
}
