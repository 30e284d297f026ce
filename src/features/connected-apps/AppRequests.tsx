// The requests of connected apps (issue 29), on every screen: the wallet kit hears them over the relay (after a reload
// too: sessions are kept in Dexie and the kit reconnects), and each one to review is shown in turn, oldest first. A
// request stays on screen until the person closes it, so a transaction's progress can be followed after the app got
// its hash. Requests that need no review (a batch's status, the capabilities, a network switch, a refusal) are
// answered at once, beside whatever is on screen: an app polls a batch's status while its review is still open.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { sharedWalletKit, type PendingAppRequest } from '../../account/walletKit/walletKit';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { isReviewed, readSessionRequest } from '../../lib/walletConnect/appRequests';
import { AppRequestDialog } from './AppRequestDialog';

const needsReview = (pending: PendingAppRequest) => {
  const reading = readSessionRequest(pending);
  return reading.ok && isReviewed(reading.request);
};
const ignoreClose = () => undefined;

export function AppRequests() {
  const { data: config } = useRuntimeConfig();
  const [kit] = useState(() => sharedWalletKit(config));
  useEffect(() => {
    // a relay out of reach is retried by the next request's screen (the kit starts again on its next call)
    if (config) kit.start().catch(() => undefined);
  }, [kit, config]);
  const waiting = useSyncExternalStore(kit.subscribeRequests, kit.requests);
  const [shown, setShown] = useState<PendingAppRequest>();
  const next = waiting.find(needsReview);
  useEffect(() => {
    if (!shown && next) setShown(next);
  }, [shown, next]);
  if (!config) return null;
  return (
    <>
      {waiting
        .filter((pending) => !needsReview(pending))
        .map((pending) => (
          // answered without a sheet: it leaves the kit's queue once the app has its answer
          <AppRequestDialog key={pending.id} kit={kit} config={config} request={pending} onClose={ignoreClose} />
        ))}
      {shown && (
        <AppRequestDialog
          key={shown.id}
          kit={kit}
          config={config}
          request={shown}
          onClose={() => setShown(undefined)}
        />
      )}
    </>
  );
}
