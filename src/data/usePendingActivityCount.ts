// The header's pending-transaction count (spec §2 navbar button). Dexie loads with it, after the first render, so the
// frame's first paint needs no IndexedDB code.
import { useEffect, useState } from 'react';

/** How many of the account's transactions are pending, live from the activity table (0 without an account). */
export function usePendingActivityCount(address: string | undefined): number {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(0);
    if (!address) return;
    const account = address.toLowerCase();
    let cancelled = false;
    let subscription: { unsubscribe: () => void } | undefined;
    void Promise.all([import('dexie'), import('./database')]).then(([{ liveQuery }, { getDatabase }]) => {
      if (cancelled) return;
      subscription = liveQuery(
        async () =>
          (await getDatabase().activity.where('status').anyOf('pending', 'canceling').toArray()).filter(
            (row) => row.account === account,
          ).length,
      ).subscribe({ next: setCount, error: () => setCount(0) });
    });
    return () => {
      cancelled = true;
      subscription?.unsubscribe();
    };
  }, [address]);
  return count;
}
