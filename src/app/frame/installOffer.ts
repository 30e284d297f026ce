// The browser's offer to install the app (Chromium's beforeinstallprompt), kept from the page's first script so that
// both the install banner and the get-the-app dialog (loaded later, on demand) can use it; prompt() works once.
import { useSyncExternalStore } from 'react';

/** Chromium's event (not in the DOM typings): prompt() shows the browser's own install dialog, once. */
export type BeforeInstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: string }>;
};

let offer: BeforeInstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = (next: BeforeInstallPromptEvent | null) => {
  offer = next;
  listeners.forEach((listener) => listener());
};

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault(); // keep the browser's mini-infobar away: the app asks instead
    changed(event as BeforeInstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => changed(null));
}

/** Whether the app already runs installed (home screen, standalone window). */
export function runsStandalone(): boolean {
  return (
    window.matchMedia?.('(display-mode: standalone)').matches === true ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}

/** The pending offer, or null when the browser made none (Safari, Firefox, already installed, already used). */
export function useInstallOffer(): BeforeInstallPromptEvent | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => offer,
    () => null,
  );
}

/** Shows the browser's install dialog; the offer is spent either way. Resolves with the person's answer. */
export async function acceptInstallOffer(event: BeforeInstallPromptEvent): Promise<'accepted' | 'dismissed'> {
  changed(null);
  await event.prompt();
  const { outcome } = await event.userChoice;
  return outcome === 'accepted' ? 'accepted' : 'dismissed';
}
