// The requests of connected apps (issue 29), on every screen: the wallet kit hears them over the relay (after a reload
// too: sessions are kept in Dexie and the kit reconnects), and each is shown in turn, oldest first. A request stays on
// screen until the person closes it, so a transaction's progress can be followed after the app got its hash.
import { useEffect, useState, useSyncExternalStore } from 'react';
import { sharedWalletKit, type PendingAppRequest } from '../../account/walletKit/walletKit';
import { useRuntimeConfig } from '../../data/useRuntimeConfig';
import { AppRequestDialog } from './AppRequestDialog';

export function AppRequests() {
  const { data: config } = useRuntimeConfig();
  const [kit] = useState(() => sharedWalletKit(config));
  useEffect(() => {
    // a relay out of reach is retried by the next request's screen (the kit starts again on its next call)
    if (config) kit.start().catch(() => undefined);
  }, [kit, config]);
  const waiting = useSyncExternalStore(kit.subscribeRequests, kit.requests);
  const [shown, setShown] = useState<PendingAppRequest>();
  const next = waiting[0];
  useEffect(() => {
    if (!shown && next) setShown(next);
  }, [shown, next]);
  if (!config || !shown) return null;
  return (
    <AppRequestDialog key={shown.id} kit={kit} config={config} request={shown} onClose={() => setShown(undefined)} />
  );
}
