// The order service (uniswapx-service's REST shape, for limit orders): POST /limit-order, GET /limit-orders,
// GET /nonce. Orders are checked off chain, then on chain through the OrderQuoter, and kept in the OrderStore.
import { Hono } from 'hono';
import { type Address, type Hex, createPublicClient, http, isAddress, isHex, type PublicClient } from 'viem';
import type { ChainDeployment, DeploymentManifest } from '../../contract/deployment.ts';
import { MAX_OPEN_LIMIT_ORDERS } from '../../contract/uniswapxLimitPrice.ts';
import {
  type LimitOrderRequestBody,
  type LimitOrderResponse,
  type LimitOrdersResponse,
  type LimitOrderStatus,
  type NonceResponse,
  ORDER_STATUSES,
} from '../../contract/limitOrders.ts';
import type { OrderStore, StoredOrder } from './orderStore.ts';
import { rejection, validateOffChain, validateOnChain } from './validateOrder.ts';

/** spec §8: at most 100 open limit orders per swapper. */
export const MAX_OPEN_ORDERS = MAX_OPEN_LIMIT_ORDERS;

export function toResponse(order: StoredOrder): LimitOrderResponse {
  return {
    type: 'Limit',
    orderHash: order.orderHash,
    orderStatus: order.status,
    chainId: order.chainId,
    swapper: order.swapper,
    nonce: order.nonce.toString(),
    deadline: order.deadline,
    encodedOrder: order.encodedOrder,
    signature: order.signature,
    input: {
      token: order.input.token,
      startAmount: order.input.amount.toString(),
      endAmount: order.input.amount.toString(),
    },
    outputs: [
      {
        token: order.output.token,
        startAmount: order.output.amount.toString(),
        endAmount: order.output.amount.toString(),
        recipient: order.output.recipient,
      },
    ],
    createdAt: order.createdAt,
    ...(order.txHash ? { txHash: order.txHash } : {}),
  };
}

/**
 * The next nonce for a swapper: one above the highest its orders used, so nonces fill Permit2 bitmap words in
 * sequence and cancelling several orders is usually one `invalidateUnorderedNonces` call. A first order starts at a
 * random word's bit 0 (nonces of other apps are unlikely to share it).
 */
export function nextNonce(used: readonly bigint[], randomWord: () => bigint): bigint {
  if (used.length === 0) return randomWord() << 8n;
  return used.reduce((a, b) => (b > a ? b : a)) + 1n;
}

function randomWord(): bigint {
  const bytes = crypto.getRandomValues(new Uint8Array(30));
  return BigInt(`0x${Buffer.from(bytes).toString('hex')}`);
}

export type OrderServiceOptions = {
  manifest: () => DeploymentManifest;
  store: OrderStore;
  /** Unix seconds (the chain's time is checked on chain by the quoter). */
  now?: () => number;
};

export function createOrderService(options: OrderServiceOptions) {
  const app = new Hono();
  const clients = new Map<string, PublicClient>();
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const chainOf = (chainId: number): ChainDeployment | undefined =>
    Object.values(options.manifest().chains).find((c) => c.chainId === chainId);
  const clientOf = (chain: ChainDeployment): PublicClient => {
    const key = `${chain.chainId}@${chain.rpcUrl}`;
    let client = clients.get(key);
    if (!client) {
      client = createPublicClient({ transport: http(chain.rpcUrl) });
      clients.set(key, client);
    }
    return client;
  };
  // one POST at a time per swapper, so two orders cannot both pass the cap
  const queues = new Map<string, Promise<unknown>>();

  app.post('/limit-order', async (c) => {
    const body = (await c.req.json().catch(() => null)) as Partial<LimitOrderRequestBody> | null;
    if (!body || !isHex(body.encodedOrder) || !isHex(body.signature) || typeof body.chainId !== 'number')
      return c.json(rejection('INVALID_ORDER', 'encodedOrder, signature and chainId are required'), 400);
    const chain = chainOf(body.chainId);
    if (!chain) return c.json(rejection('UNSUPPORTED_CHAIN', `Chain ${body.chainId} is not served`), 400);
    const client = clientOf(chain);
    // the chain's clock, not the server's, decides expiry (the devnet's runs apart from the wall's)
    const head = await client.getBlock().catch(() => undefined);
    if (!head) return c.json(rejection('CHAIN_UNAVAILABLE', `Chain ${chain.chainId} does not answer`), 503);
    const checked = await validateOffChain(chain, body.encodedOrder, body.signature, Number(head.timestamp));
    if ('errorCode' in checked) return c.json(checked, 400);
    const { order, hash } = checked;
    const swapperKey = `${chain.chainId}:${order.info.swapper.toLowerCase()}`;
    const run = (queues.get(swapperKey) ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        if (await options.store.get(hash))
          return { status: 409 as const, body: rejection('ORDER_EXISTS', 'Already posted') };
        // one order a nonce: Permit2 spends it on the first fill, so a second order with it could never fill
        if ((await options.store.nonces(chain.chainId, order.info.swapper)).includes(order.info.nonce))
          return {
            status: 409 as const,
            body: rejection('NONCE_USED', 'Another order of this wallet uses this nonce'),
          };
        if ((await options.store.countOpen(chain.chainId, order.info.swapper)) >= MAX_OPEN_ORDERS)
          return {
            status: 403 as const,
            body: rejection('TOO_MANY_OPEN_ORDERS', `At most ${MAX_OPEN_ORDERS} open limit orders per wallet`),
          };
        const client = clientOf(chain);
        const onChain = await validateOnChain(client, chain, body.encodedOrder!, body.signature!);
        if (onChain) return { status: 400 as const, body: onChain };
        const output = order.outputs[0]!;
        await options.store.insert({
          orderHash: hash,
          chainId: chain.chainId,
          swapper: order.info.swapper,
          nonce: order.info.nonce,
          deadline: Number(order.info.deadline),
          encodedOrder: body.encodedOrder!,
          signature: body.signature!,
          input: { token: order.input.token, amount: order.input.startAmount },
          output: { token: output.token, amount: output.startAmount, recipient: output.recipient },
          status: 'open',
          createdAt: now(),
          createdBlock: head.number,
        });
        return { status: 201 as const, body: { hash } };
      });
    queues.set(swapperKey, run);
    const result = await run.catch(() => ({
      status: 503 as const,
      body: rejection('CHAIN_UNAVAILABLE', `Chain ${chain.chainId} or the order database does not answer`),
    }));
    return c.json(result.body, result.status);
  });

  app.get('/limit-orders', async (c) => {
    const swapper = c.req.query('swapper');
    const status = c.req.query('orderStatus');
    const chainId = c.req.query('chainId');
    const hashes = [c.req.query('orderHash'), ...(c.req.query('orderHashes')?.split(',') ?? [])].filter(
      (h): h is string => !!h,
    );
    if (swapper && !isAddress(swapper)) return c.json(rejection('INVALID_ORDER', 'swapper is not an address'), 400);
    if (status && !ORDER_STATUSES.includes(status as LimitOrderStatus))
      return c.json(rejection('INVALID_ORDER', `orderStatus is one of ${ORDER_STATUSES.join(', ')}`), 400);
    if (!swapper && hashes.length === 0)
      return c.json(rejection('INVALID_ORDER', 'Ask by swapper or by orderHash(es)'), 400);
    if (hashes.some((hash) => !isHex(hash, { strict: true }) || hash.length !== 66))
      return c.json(rejection('INVALID_ORDER', 'An order hash is 32 bytes of hex'), 400);
    if (hashes.length > 1000) return c.json(rejection('INVALID_ORDER', 'At most 1000 order hashes'), 400);
    if (chainId !== undefined && !/^\d{1,12}$/.test(chainId))
      return c.json(rejection('INVALID_ORDER', 'chainId is a number'), 400);
    // a chain this service does not serve has no orders (and 999999999999 overflowed the column: a 500)
    if (chainId !== undefined && !chainOf(Number(chainId)))
      return c.json(rejection('UNSUPPORTED_CHAIN', `Chain ${chainId} is not served`), 400);
    const limit = c.req.query('limit') ?? '1000';
    if (!/^\d{1,4}$/.test(limit) || Number(limit) < 1 || Number(limit) > 1000)
      return c.json(rejection('INVALID_ORDER', 'limit is between 1 and 1000'), 400);
    const orders = await options.store.find({
      swapper: swapper as Address | undefined,
      status: status as LimitOrderStatus | undefined,
      chainId: chainId ? Number(chainId) : undefined,
      orderHashes: hashes.length ? (hashes as Hex[]) : undefined,
      limit: Number(limit),
    });
    return c.json({ orders: orders.map(toResponse) } satisfies LimitOrdersResponse);
  });

  app.get('/nonce', async (c) => {
    const address = c.req.query('address');
    const chainId = Number(c.req.query('chainId'));
    if (!address || !isAddress(address)) return c.json(rejection('INVALID_ORDER', 'address is required'), 400);
    if (!chainOf(chainId)) return c.json(rejection('UNSUPPORTED_CHAIN', `Chain ${chainId} is not served`), 400);
    const nonce = nextNonce(await options.store.nonces(chainId, address), randomWord);
    return c.json({ nonce: nonce.toString() } satisfies NonceResponse);
  });

  return app;
}
