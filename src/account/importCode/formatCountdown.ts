/**
 * The time left as the countdown shows it: minutes and two-digit seconds, rounded up, never below 0:00.
 * @example
 * formatCountdown(65_000) // '1:05'
 */
export function formatCountdown(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
