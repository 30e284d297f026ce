import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

export function useOnlineStatus(): boolean {
  // a prerendered page (scripts/prerender.ts) is drawn online; the browser's first render says what is true
  return useSyncExternalStore(subscribe, () => navigator.onLine, () => true);
}
