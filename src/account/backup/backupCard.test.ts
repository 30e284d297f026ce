import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BACKUP_CARD_RESHOW_MS, backupCardDismissedKey, isBackupCardShown } from './backupCard';

const NOW = Date.UTC(2026, 10, 28);

describe('backup card', () => {
  it('should show for the embedded wallet only while it is not backed up', () => {
    expect(isBackupCardShown({ embedded: true, backedUp: false, dismissedAt: undefined, now: NOW })).toBe(true);
    expect(isBackupCardShown({ embedded: true, backedUp: true, dismissedAt: undefined, now: NOW })).toBe(false);
    expect(isBackupCardShown({ embedded: true, backedUp: undefined, dismissedAt: undefined, now: NOW })).toBe(false);
    expect(isBackupCardShown({ embedded: false, backedUp: false, dismissedAt: undefined, now: NOW })).toBe(false);
  });

  it('should stay hidden for 30 days after a dismissal, and return after', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3 * BACKUP_CARD_RESHOW_MS }), (ago) => {
        const shown = isBackupCardShown({ embedded: true, backedUp: false, dismissedAt: NOW - ago, now: NOW });
        expect(shown).toBe(ago >= BACKUP_CARD_RESHOW_MS);
      }),
    );
  });

  it('should keep one dismissal per address, whatever its case', () => {
    expect(backupCardDismissedKey('0xABCdef')).toBe(backupCardDismissedKey('0xabcDEF'));
  });
});
