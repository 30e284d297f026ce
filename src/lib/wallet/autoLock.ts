// The embedded wallet's auto-lock (issue 32): after the idle time the user sets in settings the vault's keys are
// dropped from memory; the account stays shown, read-only, and unlocks in place when something needs a signature.

/** The idle times a person can choose, in minutes; null is "Never". */
export const AUTO_LOCK_CHOICES = [5, 15, 60, 240, null] as const;
export type AutoLockMinutes = (typeof AUTO_LOCK_CHOICES)[number];
export const DEFAULT_AUTO_LOCK_MINUTES: AutoLockMinutes = 15;

/** The stored preference as a delay; anything not offered (an old or tampered value) falls back to the default. */
export function autoLockDelayMs(minutes: number | null): number | undefined {
  const chosen = (AUTO_LOCK_CHOICES as readonly (number | null)[]).includes(minutes)
    ? minutes
    : DEFAULT_AUTO_LOCK_MINUTES;
  return chosen === null ? undefined : chosen * 60_000;
}

/** What a person does that counts as not idle. */
const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

export type AutoLockOptions = {
  /** Read when the timer is set, so a new choice in settings applies from the next wake. */
  delayMs: () => number | undefined;
  isUnlocked: () => boolean;
  lock: () => void;
  now?: () => number;
  /** Where activity is heard (the window in the app). */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
};

/**
 * Locks after `delayMs` without activity while unlocked. Activity only stamps the time (cheap on every key); the timer
 * checks the stamp when it fires, so a background tab whose timers were throttled still locks once it runs again.
 */
export function createAutoLock(options: AutoLockOptions) {
  const now = options.now ?? Date.now;
  const target = options.target ?? (typeof window === 'undefined' ? undefined : window);
  let lastActivity = now();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const clear = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  const check = () => {
    timer = undefined;
    const delay = options.delayMs();
    if (delay === undefined || !options.isUnlocked()) return;
    const idle = now() - lastActivity;
    if (idle >= delay) options.lock();
    else timer = setTimeout(check, delay - idle);
  };
  const onActivity = () => {
    lastActivity = now();
  };
  for (const type of ACTIVITY_EVENTS) target?.addEventListener(type, onActivity, { passive: true } as never);

  return {
    /** The wallet's lock state or the chosen delay changed: unlocking counts as activity. */
    wake() {
      clear();
      if (!options.isUnlocked()) return;
      lastActivity = now();
      check();
    },
    stop() {
      clear();
      for (const type of ACTIVITY_EVENTS) target?.removeEventListener(type, onActivity);
    },
  };
}
