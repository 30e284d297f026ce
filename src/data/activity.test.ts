import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  listActivity,
  listPending,
  markActivitySeen,
  recordLimitOrder,
  recordReplacementSubmitted,
  recordSettled,
  recordSubmitted,
} from './activity';
import { SluiceDatabase } from './database';

const account = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
let database: SluiceDatabase;

afterEach(async () => {
  await database.delete();
});

describe('activity', () => {
  it('should keep a submitted swap pending until its receipt settles it', async () => {
    database = new SluiceDatabase(`activity-${Math.random()}`);
    await recordSubmitted(database, { chainId: 31337, hash: '0xAB', account, type: 'swap' });
    expect((await listPending(database)).map((row) => row.id)).toEqual(['31337:0xab']);

    await recordSettled(database, 31337, '0xab', { status: 'success', networkCostWei: '21000' });

    expect(await listPending(database)).toEqual([]);
    const [row] = await listActivity(database, account.toUpperCase().replace('0X', '0x'));
    expect(row).toMatchObject({ status: 'success', networkCostWei: '21000', unseen: true });
  });

  it('should turn a cancelled transaction canceling, keep re-tracking it, and move it to the cancel once mined', async () => {
    database = new SluiceDatabase(`activity-${Math.random()}`);
    await recordSubmitted(database, { chainId: 31337, hash: '0x0a', account, type: 'send' });
    await recordReplacementSubmitted(database, 31337, '0x0a', { hash: '0x0b', kind: 'cancel' });
    expect(await listPending(database)).toMatchObject([
      { hash: '0x0a', status: 'canceling', replacement: { hash: '0x0b', kind: 'cancel' } },
    ]);

    await recordSettled(database, 31337, '0x0a', { status: 'canceled', replacementHash: '0x0b' });

    expect(await listPending(database)).toEqual([]);
    expect(await listActivity(database, account)).toMatchObject([
      { id: '31337:0x0b', hash: '0x0b', replacedHash: '0x0a', status: 'canceled', replacement: { kind: 'cancel' } },
    ]);
    // the pending transaction's own wait settling it again afterwards finds nothing left to move
    await recordSettled(database, 31337, '0x0a', { status: 'canceled', replacementHash: '0x0b' });
    expect(await listActivity(database, account)).toHaveLength(1);
  });

  it('should keep a sped-up transaction pending until one of the two is mined', async () => {
    database = new SluiceDatabase(`activity-${Math.random()}`);
    await recordSubmitted(database, { chainId: 31337, hash: '0x0c', account, type: 'swap' });
    await recordReplacementSubmitted(database, 31337, '0x0c', { hash: '0x0d', kind: 'speedUp' });
    expect(await listPending(database)).toMatchObject([{ hash: '0x0c', status: 'pending' }]);
  });

  it('should list an account newest first and clear the unseen dot when viewed', async () => {
    database = new SluiceDatabase(`activity-${Math.random()}`);
    await recordSubmitted(database, { chainId: 31337, hash: '0x01', account, type: 'wrap', addedAt: 1 });
    await recordSubmitted(database, { chainId: 31338, hash: '0x02', account, type: 'swap', addedAt: 2 });
    await recordSubmitted(database, { chainId: 31337, hash: '0x03', account: '0x' + '1'.repeat(40), type: 'swap' });

    expect((await listActivity(database, account)).map((row) => row.hash)).toEqual(['0x02', '0x01']);
    await markActivitySeen(database, account);
    expect((await listActivity(database, account)).every((row) => !row.unseen)).toBe(true);
  });

  it('should record a limit order submitted, then filled, once per change, and never re-track it as a transaction', async () => {
    database = new SluiceDatabase(`activity-${Math.random()}`);
    const order = { chainId: 31337, orderHash: '0xCD', account, createdAt: 1_700_000_000 };
    expect(await recordLimitOrder(database, { ...order, status: 'open' })).toBe('pending');
    expect(await recordLimitOrder(database, { ...order, status: 'open' })).toBeUndefined();
    expect(await listPending(database)).toEqual([]);
    expect(await recordLimitOrder(database, { ...order, status: 'filled', txHash: '0xee' })).toBe('success');
    const [row] = await listActivity(database, account);
    expect(row).toMatchObject({ type: 'limitOrder', status: 'success', addedAt: 1_700_000_000_000 });
  });
});
