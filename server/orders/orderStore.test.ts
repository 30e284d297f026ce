import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Address, type Hex, pad, toHex } from 'viem';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderStore, type StoredOrder, openOrderDatabase } from './orderStore.ts';

const swapper = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' as Address;
const token = (n: number) => pad(toHex(n), { size: 20 }) as Address;

function order(n: number, overrides: Partial<StoredOrder> = {}): StoredOrder {
  return {
    orderHash: pad(toHex(n), { size: 32 }) as Hex,
    chainId: 31337,
    swapper,
    nonce: (1n << 200n) + BigInt(n),
    deadline: 1_900_000_000,
    encodedOrder: '0x01',
    signature: '0x02',
    input: { token: token(1), amount: 10n ** 30n },
    output: { token: token(2), amount: 99n, recipient: swapper },
    status: 'open',
    createdAt: 1_800_000_000 + n,
    createdBlock: 12n,
    ...overrides,
  };
}

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// PGlite takes seconds to start (WASM), hence the timeouts
describe('OrderStore', () => {
  it('should keep orders, their statuses and fill transactions when the database is reopened', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sluice-orders-'));
    dirs.push(dir);
    const first = await OrderStore.open(await openOrderDatabase({ directory: dir }));
    await first.insert(order(1));
    await first.insert(order(2));
    await first.setStatus(order(2).orderHash, 'filled', pad('0xf1', { size: 32 }));
    await first.close();

    const reopened = await OrderStore.open(await openOrderDatabase({ directory: dir }));
    expect(await reopened.get(order(1).orderHash)).toEqual(order(1));
    expect(await reopened.get(order(2).orderHash)).toEqual(
      order(2, { status: 'filled', txHash: pad('0xf1', { size: 32 }) }),
    );
    await reopened.close();
  }, 60_000);

  it('should count the orders of the swapper on the chain that can still fill when counting toward the cap', async () => {
    const store = await OrderStore.open(await openOrderDatabase({}));
    await store.insert(order(1));
    await store.insert(order(2, { status: 'cancelled' }));
    await store.insert(order(3, { chainId: 31338 }));
    await store.insert(order(4, { swapper: token(9) }));
    expect(await store.countOpen(31337, swapper)).toBe(1);
    expect((await store.find({ swapper, chainId: 31337 })).map((o) => o.orderHash)).toEqual([
      order(2).orderHash,
      order(1).orderHash,
    ]);
    expect(await store.find({ swapper, status: 'open' })).toHaveLength(2);
    expect(await store.nonces(31337, swapper)).toEqual(expect.arrayContaining([order(1).nonce, order(2).nonce]));
    // a revoked allowance turns an order insufficient-funds; it fills again once re-approved, so it still counts
    await store.insert(order(5, { status: 'insufficient-funds' }));
    expect(await store.countOpen(31337, swapper)).toBe(2);
    await store.close();
  }, 30_000);
});
