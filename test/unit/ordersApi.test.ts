import type { Address, Hex } from 'viem';
import { describe, expect, it } from 'vitest';
import type { DeploymentManifest } from '../../contract/deployment.ts';
import { createOrderService } from '../../server/orders/orderService.ts';
import { OrderStore, openOrderDatabase } from '../../server/orders/orderStore.ts';
import { createOrdersApi } from '../../src/data/ordersApi.ts';

const swapper: Address = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';
const manifest = {
  chains: { '31337': { chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:1', contracts: {} } },
} as unknown as DeploymentManifest;

// The client against the real service (in process, no chain needed for reads): the shapes must agree.
describe('ordersApi', () => {
  it('should read the service’s orders with bigint amounts and its status, and its refusals', async () => {
    const store = await OrderStore.open(await openOrderDatabase({}));
    await store.insert({
      orderHash: `0x${'12'.repeat(32)}` as Hex,
      chainId: 31337,
      swapper,
      nonce: (5n << 8n) + 1n,
      deadline: 1_900_000_000,
      encodedOrder: '0x00',
      signature: '0x00',
      input: { token: swapper, amount: 10n ** 24n },
      output: { token: swapper, amount: 3n, recipient: swapper },
      status: 'filled',
      txHash: `0x${'34'.repeat(32)}` as Hex,
      createdAt: 1_800_000_000,
      createdBlock: 1n,
    });
    const service = createOrderService({ manifest: () => manifest, store });
    const api = createOrdersApi({
      baseUrl: 'http://orders',
      fetch: (url, init) => Promise.resolve(service.request(String(url).replace('http://orders', ''), init)),
    });

    const [order] = await api.listOrders({ swapper, chainId: 31337 });
    expect(order).toMatchObject({ status: 'filled', nonce: (5n << 8n) + 1n, input: { amount: 10n ** 24n } });
    expect(order!.txHash).toBe(`0x${'34'.repeat(32)}`);
    expect(await api.nextNonce(31337, swapper)).toBe((5n << 8n) + 2n);
    expect(await api.placeOrder(1, '0x00', '0x00')).toMatchObject({ refused: 'UNSUPPORTED_CHAIN' });
    await store.close();
  }, 30_000);
});
