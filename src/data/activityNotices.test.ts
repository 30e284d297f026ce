import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ActivityRow, ActivityStatus } from './activity';
import { activityNotices, noticeKey } from './activityNotices';

const STATUSES: ActivityStatus[] = ['pending', 'canceling', 'success', 'failed', 'canceled', 'expired'];
const row = (hash: string, status: ActivityStatus, addedAt: number, extra: Partial<ActivityRow> = {}): ActivityRow => ({
  id: `1:${hash}`,
  chainId: 1,
  hash,
  account: '0xabc',
  type: 'send',
  status,
  addedAt,
  ...extra,
});

describe('activityNotices', () => {
  it('treats rows already there when the watcher starts as history', () => {
    const { notices } = activityNotices(undefined, [row('0x01', 'pending', 5)], 10);
    expect(notices).toEqual([]);
  });

  it('notices a row submitted after the start, then each change of its status', () => {
    const first = activityNotices(undefined, [], 10);
    const pending = activityNotices(first.seen, [row('0x01', 'pending', 12)], 10);
    expect(pending.notices.map((n) => n.row.status)).toEqual(['pending']);
    const same = activityNotices(pending.seen, [row('0x01', 'pending', 12)], 10);
    expect(same.notices).toEqual([]);
    const settled = activityNotices(same.seen, [row('0x01', 'success', 12)], 10);
    expect(settled.notices.map((n) => n.row.status)).toEqual(['success']);
  });

  it('follows a row that moved to its replacement’s hash by the hash first sent', () => {
    const pending = activityNotices(new Map(), [row('0x01', 'canceling', 5)], 10);
    const moved = row('0x02', 'canceled', 5, { id: '1:0x02', replacedHash: '0x01' });
    const { notices } = activityNotices(pending.seen, [moved], 10);
    expect(notices).toEqual([{ key: '1:0x01', row: moved }]);
    expect(noticeKey(moved)).toBe(noticeKey(row('0x01', 'pending', 5)));
  });

  it('notices exactly the rows whose status differs from what was seen, or that are new since the start', () => {
    const arbitraryRow = fc.record({
      hash: fc.constantFrom('0x01', '0x02', '0x03', '0x04'),
      status: fc.constantFrom(...STATUSES),
      addedAt: fc.integer({ min: 0, max: 20 }),
    });
    fc.assert(
      fc.property(
        fc.uniqueArray(arbitraryRow, { selector: (r) => r.hash }),
        fc.uniqueArray(arbitraryRow, { selector: (r) => r.hash }),
        (beforeRows, afterRows) => {
          const since = 10;
          const before = activityNotices(
            new Map(),
            beforeRows.map((r) => row(r.hash, r.status, r.addedAt)),
            since,
          );
          const after = activityNotices(
            before.seen,
            afterRows.map((r) => row(r.hash, r.status, r.addedAt)),
            since,
          );
          const expected = afterRows.filter((r) => {
            const was = beforeRows.find((b) => b.hash === r.hash);
            return was ? was.status !== r.status : r.addedAt >= since;
          });
          expect(after.notices.map((n) => n.row.hash)).toEqual(expected.map((r) => r.hash));
          expect([...after.seen.keys()].sort()).toEqual(afterRows.map((r) => `1:${r.hash}`).sort());
        },
      ),
    );
  });
});
