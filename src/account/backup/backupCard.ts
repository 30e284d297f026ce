// spec §6 "Download card only for the embedded-wallet connector when not backed up and not dismissed"; §4 "dismissal
// stored per wallet address; re-shows after 30 units of a day-multiplier constant": the card's rule, pure.

/** spec §4: a dismissed card returns after 30 days. */
export const BACKUP_CARD_RESHOW_MS = 30 * 24 * 60 * 60_000;

/** The keyval row holding when the card was dismissed for an address. */
export const backupCardDismissedKey = (address: string) => `backupCard.dismissedAt.${address.toLowerCase()}`;

/**
 * Whether the backup card shows: the embedded wallet, a status that says not backed up (unknown hides it: no flash
 * before the service answers), and no dismissal in the last 30 days.
 */
export function isBackupCardShown(parameters: {
  embedded: boolean;
  backedUp: boolean | undefined;
  dismissedAt: number | undefined;
  now: number;
}): boolean {
  const { embedded, backedUp, dismissedAt, now } = parameters;
  if (!embedded || backedUp !== false) return false;
  return dismissedAt === undefined || now - dismissedAt >= BACKUP_CARD_RESHOW_MS;
}
