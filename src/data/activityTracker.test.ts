import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { RuntimeConfig } from '../../contract/runtimeConfig';
import { listActivity, recordSettled, recordSubmitted } from './activity';
import { type StartFollowers, startActivityTracker, trackPendingActivity } from './activityTracker';
import { SluiceDatabase } from './database';
import { initiatedTransferRecord, putTransferRecord, settleTransferRecord } from './fiatTransfers';

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

describe('what the app follows when it starts', () => {
  const config = { chains: [] } as unknown as RuntimeConfig;
  /** Starts the tracker with followers that only say they were started. */
  async function started(database: SluiceDatabase) {
    const names: string[] = [];
    const followers: StartFollowers = {
      config: async () => config,
      transactions: () => names.push('transactions'),
      purchases: () => names.push('purchases'),
      bridgeDeposits: () => names.push('bridgeDeposits'),
    };
    await startActivityTracker(database, followers);
    return names;
  }
  const openPurchase = (database: SluiceDatabase, externalSessionId: string) =>
    putTransferRecord(database, initiatedTransferRecord({ externalSessionId, account, provider: 'LANTERNPAY' }));

  it('should start nothing, not even reading the config, when nothing is open', async () => {
    const database = new SluiceDatabase(`start-${Math.random()}`);
    await openPurchase(database, 'ended');
    await settleTransferRecord(database, 'ended', 'COMPLETE');
    await recordSubmitted(database, { chainId: 1, hash: hash(1), account, type: 'swap' });
    await recordSettled(database, 1, hash(1), { status: 'success' });
    let asked = false;
    await startActivityTracker(database, {
      config: async () => {
        asked = true;
        return config;
      },
      transactions: () => {},
      purchases: () => {},
      bridgeDeposits: () => {},
    });
    expect(asked).toBe(false);
  });

  it('should follow a purchase a closed tab left open at its provider', async () => {
    const database = new SluiceDatabase(`start-${Math.random()}`);
    await openPurchase(database, 'open');
    expect(await started(database)).toEqual(['purchases']);
  });

  it('should follow a mined bridge deposit to its fill until its outcome is known, and its receipt while pending', async () => {
    const database = new SluiceDatabase(`start-${Math.random()}`);
    const bridge = { destinationChainId: 2 };
    await recordSubmitted(database, { chainId: 1, hash: hash(1), account, type: 'bridge', bridge });
    expect(await started(database)).toEqual(['transactions', 'bridgeDeposits']);
    await recordSettled(database, 1, hash(1), { status: 'success' });
    expect(await started(database)).toEqual(['bridgeDeposits']);
    await database.activity.update(`1:${hash(1)}`, { bridge: { ...bridge, outcome: 'filled', outcomeHash: hash(2) } });
    expect(await started(database)).toEqual([]);
  });
});
