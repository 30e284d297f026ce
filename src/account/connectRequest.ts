// A screen's "Connect wallet" button (spec §5: a disconnected user sees Connect wallet) asks the frame's connect
// button to open the wallet list: one listener, the frame's, so the list opens in one place.
const requests = new EventTarget();

/** Opens the wallet list from anywhere in the app. */
export const requestConnect = () => requests.dispatchEvent(new Event('connect'));

/** The frame listens here; returns the unsubscribe. */
export function onConnectRequest(listener: () => void): () => void {
  requests.addEventListener('connect', listener);
  return () => requests.removeEventListener('connect', listener);
}

/** A notice's link to its activity row: which row, and when it was asked for (asking twice focuses it again). */
export type ActivityRequest = { rowId: string; at: number };

/** Opens the account drawer at the Activity tab on the row `rowId` (a transaction notice's "View in activity"). */
export const requestActivity = (rowId: string) =>
  requests.dispatchEvent(new CustomEvent<ActivityRequest>('activity', { detail: { rowId, at: Date.now() } }));

/** The frame's account button listens here; returns the unsubscribe. */
export function onActivityRequest(listener: (request: ActivityRequest) => void): () => void {
  const handle = (event: Event) => listener((event as CustomEvent<ActivityRequest>).detail);
  requests.addEventListener('activity', handle);
  return () => requests.removeEventListener('activity', handle);
}
