// The order service's REST shapes (uniswapx-service's, for limit orders): what server/orders answers and
// src/data/ordersApi.ts reads. Amounts and nonces travel as decimal strings.
import type { Address, Hex } from 'viem';

/** uniswapx-service's order statuses. */
export const ORDER_STATUSES = ['open', 'filled', 'expired', 'cancelled', 'insufficient-funds', 'error'] as const;
export type LimitOrderStatus = (typeof ORDER_STATUSES)[number];

/** POST /limit-order. */
export type LimitOrderRequestBody = { encodedOrder: Hex; signature: Hex; chainId: number; quoteId?: string };

/** POST /limit-order answers 201 `{ hash }`, or one of uniswapx-service's error codes with a reason to act on. */
export type OrderRejection = {
  errorCode:
    | 'INVALID_ORDER'
    | 'INVALID_SIGNATURE'
    | 'UNSUPPORTED_CHAIN'
    | 'EXPIRED'
    | 'NONCE_USED'
    | 'INSUFFICIENT_FUNDS'
    | 'TOO_MANY_OPEN_ORDERS'
    | 'ORDER_EXISTS'
    | 'CHAIN_UNAVAILABLE';
  detail: string;
};

/** One order as uniswapx-service's GET /limit-orders answers it (inside `{ orders }`). */
export type LimitOrderResponse = {
  type: 'Limit';
  orderHash: Hex;
  orderStatus: LimitOrderStatus;
  chainId: number;
  swapper: Address;
  nonce: string;
  deadline: number;
  encodedOrder: Hex;
  signature: Hex;
  input: { token: Address; startAmount: string; endAmount: string };
  outputs: { token: Address; startAmount: string; endAmount: string; recipient: Address }[];
  createdAt: number;
  txHash?: Hex;
};

export type LimitOrdersResponse = { orders: LimitOrderResponse[] };

/** GET /nonce?chainId=&address=: the next Permit2 nonce for the swapper's next order. */
export type NonceResponse = { nonce: string };
