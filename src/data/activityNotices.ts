// Which activity rows deserve a notice (spec §4: each action has pending, success and fail notices; issue 28). The
// frame watches the account's activity rows and asks this, each time they change, what changed since it last looked:
// a row written after the app opened (a submitted transaction, a placed order) and every later change of its status.
// A replaced transaction's row moves to its replacement's hash, so a row is followed by the hash first sent.
import { type ActivityRow, type ActivityStatus, activityId } from './activity';

/** The row a notice is about, keyed by the transaction first sent (stable across a speed-up or cancel). */
export type ActivityNotice = { key: string; row: ActivityRow };

/** What the watcher saw last: each followed row's status. */
export type SeenStatuses = ReadonlyMap<string, ActivityStatus>;

/** The key a row is followed by: its chain and the hash first sent. */
export const noticeKey = (row: Pick<ActivityRow, 'chainId' | 'hash' | 'replacedHash'>) =>
  activityId(row.chainId, row.replacedHash ?? row.hash);

/**
 * The notices the rows call for, given what was seen before (`undefined` the first time) and when the watcher started:
 * rows already there when it started are history, not news; a row new since then notices its status, and a row seen
 * before notices a changed status.
 */
export function activityNotices(
  seen: SeenStatuses | undefined,
  rows: readonly ActivityRow[],
  since: number,
): { notices: ActivityNotice[]; seen: SeenStatuses } {
  const next = new Map<string, ActivityStatus>();
  const notices: ActivityNotice[] = [];
  for (const row of rows) {
    const key = noticeKey(row);
    next.set(key, row.status);
    const before = seen?.get(key);
    const news = before === undefined ? row.addedAt >= since : before !== row.status;
    if (news) notices.push({ key, row });
  }
  return { notices, seen: next };
}

/** Whether a notice stays until its row settles (pending work), or leaves by itself after a while. */
export const noticeStays = (row: Pick<ActivityRow, 'status'>) => row.status === 'pending' || row.status === 'canceling';
