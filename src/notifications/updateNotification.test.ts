import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en-US.json' with { type: 'json' };
import { DEFAULT_NOTIFICATION_PREFERENCES } from './settledNotification';
import { UPDATE_NOTIFICATION, updateNotification } from './updateNotification';

describe('update notification', () => {
  it('should say Sluice has been updated when a new version arrives while the app is hidden', () => {
    const shown = updateNotification({
      hidden: true,
      permission: 'granted',
      preferences: DEFAULT_NOTIFICATION_PREFERENCES,
    });
    expect(shown).toEqual(UPDATE_NOTIFICATION);
    expect(en.notifications.updated).toBe('Sluice has been updated');
  });

  it('should notify only when hidden, granted and updates is on, whatever wallet activity says', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.constantFrom<NotificationPermission>('granted', 'denied', 'default'),
        fc.boolean(),
        fc.boolean(),
        (hidden, permission, walletActivity, updates) => {
          const result = updateNotification({ hidden, permission, preferences: { walletActivity, updates } });
          expect(result !== undefined).toBe(hidden && permission === 'granted' && updates);
        },
      ),
    );
  });
});
