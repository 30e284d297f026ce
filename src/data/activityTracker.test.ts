import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { listActivity, recordSubmitted } from './activity';
import { trackPendingActivity } from './activityTracker';
import { SluiceDatabase } from './database';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const hash = (n: number) => `0x${n.toString(16).padStart(64, '0')}`;

describe('activity tracker', () => {
  it('should settle pending rows from their receipts when the app opens again', async () => {
    const database = new SluiceDatabase(`tracker-${Math.random()}`);
    await recordSubmitted(database, { chainId: 1, hash: hash(1), account, type: 'swap' });
    await recordSubmitted(database, { chainId: 1, hash: hash(2), account, type: 'approve' });
    await recordSubmitted(database, { chainId: 1, hash: hash(3), account, type: 'swap' });
    const tracker = trackPendingActivity(
      database,
      async (_, h) =>
        h === hash(1)
          ? { status: 'success', networkCostWei: '200' }
          : h === hash(2)
            ? { status: 'failed', networkCostWei: '100' }
            : undefined,
      { intervalMs: 10 },
    );
    await tracker.settledOnce;
    tracker.stop();
    const rows = Object.fromEntries((await listActivity(database, account)).map((r) => [r.hash, r]));
    expect(rows[hash(1)]).toMatchObject({ status: 'success', networkCostWei: '200' });
    expect(rows[hash(2)]).toMatchObject({ status: 'failed' });
    expect(rows[hash(3)]).toMatchObject({ status: 'pending' });
  });

  it("should give a sped-up transaction's row the replacement's hash and a cancelled one the canceled status", async () => {
    const database = new SluiceDatabase(`tracker-${Math.random()}`);
    await recordSubmitted(database, { chainId: 1, hash: hash(1), account, type: 'swap' });
    await recordSubmitted(database, { chainId: 1, hash: hash(2), account, type: 'swap' });
    const tracker = trackPendingActivity(database, async (_, h) =>
      h === hash(1)
        ? { status: 'success', networkCostWei: '300', replacementHash: hash(11) }
        : { status: 'canceled', networkCostWei: '42', replacementHash: hash(12) },
    );
    await tracker.settledOnce;
    tracker.stop();
    const rows = await listActivity(database, account);
    expect(
      rows
        .map((r) => ({ hash: r.hash, replacedHash: r.replacedHash, status: r.status }))
        .sort((a, b) => a.hash.localeCompare(b.hash)),
    ).toEqual([
      { hash: hash(11), replacedHash: hash(1), status: 'success' },
      { hash: hash(12), replacedHash: hash(2), status: 'canceled' },
    ]);
  });
});
