import 'fake-indexeddb/auto';
import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import { SluiceDatabase } from './database';
import type { LimitOrderRow } from './ordersApi';
import { cacheOrders, cachedOrders } from './ordersCache';

const swapper: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const order = (n: number, status: LimitOrderRow['status'] = 'open'): LimitOrderRow => ({
  orderHash: `0x${n.toString(16).padStart(64, '0')}` as Hex,
  chainId: 31337,
  swapper,
  status,
  nonce: (1n << 200n) + BigInt(n),
  deadline: 1_900_000_000,
  input: { token: swapper, amount: 10n ** 30n },
  output: { token: swapper, amount: 7n, recipient: swapper },
  createdAt: 1_800_000_000 + n,
});

describe('the limit orders cache', () => {
  it('should keep a version-2 database’s rows when it opens it at version 3', async () => {
    const name = 'sluice-v2-to-v3';
    const v2 = new SluiceDatabase(name, 2);
    await v2.table('wallets').put({ address: swapper.toLowerCase(), kind: 'viewOnly', addedAt: 1 });
    v2.close();

    const db = new SluiceDatabase(name);
    expect(await db.wallets.get(swapper.toLowerCase())).toMatchObject({ kind: 'viewOnly' });
    await cacheOrders(db, swapper, 31337, [order(1)], 5);
    expect(await cachedOrders(db, swapper, 31337)).toEqual([{ ...order(1), listedAt: 5 }]);
    db.close();
  });

  it('should replace the wallet’s orders on the chain with the latest list, newest first, amounts as bigints', async () => {
    const db = new SluiceDatabase('sluice-orders-cache');
    await cacheOrders(db, swapper, 31337, [order(1), order(2)], 1);
    await cacheOrders(db, swapper, 31338, [{ ...order(9), chainId: 31338 }], 1);
    await cacheOrders(db, swapper, 31337, [order(2, 'filled'), order(3)], 2);
    const cached = await cachedOrders(db, swapper, 31337);
    expect(cached.map((o) => [o.orderHash, o.status])).toEqual([
      [order(3).orderHash, 'open'],
      [order(2).orderHash, 'filled'],
    ]);
    expect(cached[0]!.input.amount).toBe(10n ** 30n);
    expect(await cachedOrders(db, swapper, 31338)).toHaveLength(1);
    db.close();
  });
});
