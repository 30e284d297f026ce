// After repeated wrong passwords the vault refuses attempts for a while, longer each time (spec §8: Too many attempts,
// lockout in minutes or hours).

/** Wrong passwords allowed before the first lockout. */
export const FREE_ATTEMPTS = 5;
const MINUTE = 60_000;
/** Each lockout after the free attempts, in order; the last repeats. */
export const LOCKOUT_STEPS_MS = [
  1 * MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  60 * MINUTE,
  4 * 60 * MINUTE,
  24 * 60 * MINUTE,
] as const;

/** How long the vault stays locked after this many consecutive wrong passwords (0: not locked). */
export function lockoutAfter(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  const index = Math.min(failures - FREE_ATTEMPTS, LOCKOUT_STEPS_MS.length - 1);
  return LOCKOUT_STEPS_MS[index]!;
}

/** The wait as the message shows it: whole minutes under two hours, whole hours beyond (rounded up). */
export function formatLockout(ms: number): { unit: 'minutes' | 'hours'; count: number } {
  const minutes = Math.ceil(ms / MINUTE);
  return minutes < 120 ? { unit: 'minutes', count: minutes } : { unit: 'hours', count: Math.ceil(minutes / 60) };
}
