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
