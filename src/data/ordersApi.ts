// The app's client of the order service (server/orders, uniswapx-service's REST shape): next nonce, place an order,
// list a wallet's orders with their statuses. Amounts come back as bigints.
import type { Address, Hex } from 'viem';
import type {
  LimitOrderResponse,
  LimitOrdersResponse,
  LimitOrderStatus,
  NonceResponse,
  OrderRejection,
} from '../../contract/limitOrders.ts';

export type { LimitOrderStatus };

export type LimitOrderRow = {
  orderHash: Hex;
  chainId: number;
  swapper: Address;
  status: LimitOrderStatus;
  nonce: bigint;
  /** Unix seconds. */
  deadline: number;
  input: { token: Address; amount: bigint };
  output: { token: Address; amount: bigint; recipient: Address };
  createdAt: number;
  txHash?: Hex;
};

export type PlaceOrderResult = { orderHash: Hex } | { refused: string; detail: string };

function fromJson(order: LimitOrderResponse): LimitOrderRow {
  const output = order.outputs[0]!;
  return {
    orderHash: order.orderHash,
    chainId: order.chainId,
    swapper: order.swapper,
    status: order.orderStatus,
    nonce: BigInt(order.nonce),
    deadline: order.deadline,
    input: { token: order.input.token, amount: BigInt(order.input.startAmount) },
    output: { token: output.token, amount: BigInt(output.startAmount), recipient: output.recipient },
    createdAt: order.createdAt,
    ...(order.txHash ? { txHash: order.txHash } : {}),
  };
}

export type OrdersApiOptions = { baseUrl?: string; fetch?: typeof fetch };

export function createOrdersApi({ baseUrl = '/api/orders', fetch: fetcher = fetch }: OrdersApiOptions = {}) {
  const get = async <T>(path: string, signal?: AbortSignal): Promise<T> => {
    const response = await fetcher(`${baseUrl}${path}`, { signal });
    if (!response.ok) throw new Error(`order service: HTTP ${response.status}`);
    return (await response.json()) as T;
  };
  return {
    async nextNonce(chainId: number, address: Address, signal?: AbortSignal): Promise<bigint> {
      const { nonce } = await get<NonceResponse>(`/nonce?chainId=${chainId}&address=${address}`, signal);
      return BigInt(nonce);
    },

    async placeOrder(chainId: number, encodedOrder: Hex, signature: Hex): Promise<PlaceOrderResult> {
      const response = await fetcher(`${baseUrl}/limit-order`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ chainId, encodedOrder, signature }),
      });
      // 201 answers { hash }, a refusal { errorCode, detail } (contract/limitOrders.ts)
      const body = (await response.json()) as Partial<{ hash: Hex } & OrderRejection>;
      if (response.status === 201 && body.hash) return { orderHash: body.hash };
      return { refused: body.errorCode ?? `HTTP ${response.status}`, detail: body.detail ?? '' };
    },

    async listOrders(
      query: { swapper: Address; chainId?: number; status?: LimitOrderStatus },
      signal?: AbortSignal,
    ): Promise<LimitOrderRow[]> {
      const params = new URLSearchParams({ swapper: query.swapper });
      if (query.chainId !== undefined) params.set('chainId', String(query.chainId));
      if (query.status) params.set('orderStatus', query.status);
      const { orders } = await get<LimitOrdersResponse>(`/limit-orders?${params}`, signal);
      return orders.map(fromJson);
    },
  };
}

export type OrdersApi = ReturnType<typeof createOrdersApi>;
