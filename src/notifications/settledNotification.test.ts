import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivityStatus } from '../data/activity';
import {
  DEFAULT_NOTIFICATION_PREFERENCES,
  OPEN_ACTIVITY_PARAM,
  activityUrl,
  settledNotification,
} from './settledNotification';

const row = { id: '31337:0xabc', type: 'swap' as const, status: 'success' as ActivityStatus };
const shown = {
  hidden: true,
  permission: 'granted' as NotificationPermission,
  preferences: DEFAULT_NOTIFICATION_PREFERENCES,
};

describe('settled notification', () => {
  it('should notify a settled swap while the app is hidden, opening its row', () => {
    expect(settledNotification(row, shown)).toEqual({
      titleKey: 'notices.title.success',
      bodyKey: 'accountDrawer.activityType.swap',
      tag: row.id,
      rowId: row.id,
    });
    expect(settledNotification({ ...row, type: 'limitOrder', status: 'expired' }, shown)?.titleKey).toBe(
      'notices.order.expired',
    );
  });

  it('should notify only when every condition holds, whatever the row and context', () => {
    const statuses: ActivityStatus[] = ['pending', 'canceling', 'success', 'failed', 'canceled', 'expired'];
    fc.assert(
      fc.property(
        fc.constantFrom(...statuses),
        fc.boolean(),
        fc.constantFrom<NotificationPermission>('granted', 'denied', 'default'),
        fc.boolean(),
        fc.boolean(),
        (status, hidden, permission, walletActivity, updates) => {
          const result = settledNotification(
            { ...row, status },
            { hidden, permission, preferences: { walletActivity, updates } },
          );
          const settled = status !== 'pending' && status !== 'canceling';
          expect(result !== undefined).toBe(settled && hidden && permission === 'granted' && walletActivity);
        },
      ),
    );
  });

  it('should open the app on the row a tapped notification names', () => {
    const url = new URL(activityUrl('31337:0xabc'), 'http://localhost');
    expect(url.searchParams.get(OPEN_ACTIVITY_PARAM)).toBe('31337:0xabc');
  });
});
