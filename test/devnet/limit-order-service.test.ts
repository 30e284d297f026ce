import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Hex, parseUnits } from 'viem';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { PERMIT2_ADDRESS } from '../../contract/permit2.ts';
import { permit2NonceAbi } from '../../contract/abis/uniswapx.ts';
import { cancelMasks } from '../../contract/uniswapxNonces.ts';
import { buildLimitOrder, encodeOrder, orderTypedData } from '../../contract/uniswapxOrder.ts';
import type { LimitOrderResponse } from '../../contract/limitOrders.ts';
import { MAX_OPEN_ORDERS, createOrderService } from '../../server/orders/orderService.ts';
import { OrderStore, openOrderDatabase } from '../../server/orders/orderStore.ts';
import { type Clients, approvePermit2, clientsFor, devnetChainManifest, isolateEachTest, token } from './fixtures.ts';

const chain = devnetChainManifest(31337);
const USDC = token(chain, 'USDC');
const DAI = token(chain, 'DAI');
const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

async function startService(dir: string) {
  const store = await OrderStore.open(await openOrderDatabase({ directory: dir }));
  const app = createOrderService({ manifest: () => inject('devnet'), store });
  return { store, app };
}

type Service = Awaited<ReturnType<typeof startService>>;

async function nextNonce(service: Service, swapper: Clients): Promise<bigint> {
  const res = await service.app.request(`/nonce?address=${swapper.account.address}&chainId=${chain.chainId}`);
  return BigInt(((await res.json()) as { nonce: string }).nonce);
}

/** What the app does: ask for a nonce, sign the order with the wallet, POST it. */
async function placeOrder(
  service: Service,
  swapper: Clients,
  { signer = swapper, nonce }: { signer?: Clients; nonce?: bigint } = {},
) {
  const now = (await swapper.publicClient.getBlock()).timestamp;
  const order = buildLimitOrder({
    reactor: chain.contracts.ExclusiveDutchOrderReactor!,
    swapper: swapper.account.address,
    nonce: nonce ?? (await nextNonce(service, swapper)),
    deadline: now + 86_400n,
    input: { token: USDC.address, amount: parseUnits('10', USDC.decimals) },
    output: { token: DAI.address, amount: parseUnits('11', DAI.decimals) },
  });
  const signature = await signer.walletClient.signTypedData(orderTypedData(order, chain.chainId));
  const res = await service.app.request('/limit-order', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ encodedOrder: encodeOrder(order), signature, chainId: chain.chainId }),
  });
  return { order, status: res.status, body: (await res.json()) as { hash?: Hex; errorCode?: string } };
}

async function ordersOf(service: Service, swapper: Clients, query = '') {
  const res = await service.app.request(`/limit-orders?swapper=${swapper.account.address}${query}`);
  return ((await res.json()) as { orders: LimitOrderResponse[] }).orders;
}

describe('the limit order service', () => {
  isolateEachTest([31337]);
  const swapper = clientsFor(chain, 6);

  it('should accept an order checked by the quoter, list it as open, and keep it across a restart', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sluice-orders-'));
    dirs.push(dir);
    await approvePermit2(swapper, USDC.address);
    const service = await startService(dir);
    const placed = await placeOrder(service, swapper);
    expect(placed.status).toBe(201);
    const [listed] = await ordersOf(service, swapper, '&orderStatus=open');
    expect(listed).toMatchObject({ orderHash: placed.body.hash, orderStatus: 'open', type: 'Limit' });
    expect(listed!.input.startAmount).toBe(placed.order.input.startAmount.toString());
    await service.store.close();

    const restarted = await startService(dir);
    const byHash = await restarted.app.request(`/limit-orders?orderHash=${placed.body.hash}`);
    expect(((await byHash.json()) as { orders: LimitOrderResponse[] }).orders[0]?.orderStatus).toBe('open');
    // the next nonce follows the stored order's, in the same Permit2 word
    expect(await nextNonce(restarted, swapper)).toBe(placed.order.info.nonce + 1n);
    await restarted.store.close();
  }, 60_000);

  it('should refuse an order signed by another wallet, and one whose nonce was spent', async () => {
    await approvePermit2(swapper, USDC.address);
    const service = await startService(mkdtempSync(join(tmpdir(), 'sluice-orders-')));
    const forged = await placeOrder(service, swapper, { signer: clientsFor(chain, 5) });
    expect(forged).toMatchObject({ status: 400, body: { errorCode: 'INVALID_SIGNATURE' } });

    const nonce = await nextNonce(service, swapper);
    const [mask] = cancelMasks([nonce]);
    await swapper.walletClient.writeContractSync({
      address: PERMIT2_ADDRESS,
      abi: permit2NonceAbi,
      functionName: 'invalidateUnorderedNonces',
      args: [mask!.word, mask!.mask],
    });
    expect(await placeOrder(service, swapper, { nonce })).toMatchObject({
      status: 400,
      body: { errorCode: 'NONCE_USED' },
    });
    expect(await ordersOf(service, swapper)).toEqual([]);
    await service.store.close();
  }, 60_000);

  it('should refuse the 101st open order of a wallet', async () => {
    await approvePermit2(swapper, USDC.address);
    const service = await startService(mkdtempSync(join(tmpdir(), 'sluice-orders-')));
    for (let i = 0; i < MAX_OPEN_ORDERS; i++) expect((await placeOrder(service, swapper)).status).toBe(201);
    const refused = await placeOrder(service, swapper);
    expect(refused).toMatchObject({ status: 403, body: { errorCode: 'TOO_MANY_OPEN_ORDERS' } });
    expect(await ordersOf(service, swapper, '&orderStatus=open')).toHaveLength(MAX_OPEN_ORDERS);
    await service.store.close();
  }, 120_000);
});
